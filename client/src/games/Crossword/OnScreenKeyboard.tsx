import { useState } from 'react';
import styles from './Crossword.module.css';

const LETTER_ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];
const NUMBER_ROWS = ['12345', '67890'];

/** Phone keyboard for the read-only grid (docs/product.md: validation): letters or numbers, plus backspace. */
export function OnScreenKeyboard({ onKey, onBackspace }: { onKey: (key: string) => void; onBackspace: () => void }) {
  const [numbers, setNumbers] = useState(false);
  const rows = numbers ? NUMBER_ROWS : LETTER_ROWS;
  return (
    <div className={styles.keyboard} role="group" aria-label="On-screen keyboard">
      {rows.map((row, i) => (
        <div key={row} className={styles.keyRow}>
          {i === rows.length - 1 && (
            <button type="button" className={`${styles.key} ${styles.wideKey}`} onClick={() => setNumbers(!numbers)} aria-label={numbers ? 'ABC: show letters' : '123: show numbers'}>
              {numbers ? 'ABC' : '123'}
            </button>
          )}
          {[...row].map((key) => (
            <button key={key} type="button" className={styles.key} onClick={() => onKey(key)}>
              {key}
            </button>
          ))}
          {i === rows.length - 1 && (
            <button type="button" className={`${styles.key} ${styles.wideKey}`} onClick={onBackspace} aria-label="Backspace">
              ⌫
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
