import { useState } from 'react';
import styles from './Crossword.module.css';
import { useT } from '../../i18n';
import { namespace as games } from '../../locales/games';

const LETTER_ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];
const NUMBER_ROWS = ['12345', '67890'];
// The keys are the grid's A–Z letters in every language (crossword answers are A–Z): not translated.
const SHOW_LETTERS = 'ABC';
const SHOW_NUMBERS = '123';

/** Phone keyboard for the read-only grid (docs/product.md: validation): letters or numbers, plus backspace. */
export function OnScreenKeyboard({ onKey, onBackspace }: { onKey: (key: string) => void; onBackspace: () => void }) {
  const t = useT(games);
  const [numbers, setNumbers] = useState(false);
  const rows = numbers ? NUMBER_ROWS : LETTER_ROWS;
  return (
    // A QWERTY layout of the grid's A–Z letters: left to right in a right-to-left language too.
    <div className={styles.keyboard} role="group" aria-label={t('games.keyboard.label')} dir="ltr">
      {rows.map((row, i) => (
        <div key={row} className={styles.keyRow}>
          {i === rows.length - 1 && (
            <button type="button" className={`${styles.key} ${styles.wideKey}`} onClick={() => setNumbers(!numbers)} aria-label={numbers ? t('games.keyboard.letters') : t('games.keyboard.numbers')}>
              <span translate="no">{numbers ? SHOW_LETTERS : SHOW_NUMBERS}</span>
            </button>
          )}
          {[...row].map((key) => (
            <button key={key} type="button" className={styles.key} onClick={() => onKey(key)} translate="no">
              {key}
            </button>
          ))}
          {i === rows.length - 1 && (
            <button type="button" className={`${styles.key} ${styles.wideKey}`} onClick={onBackspace} aria-label={t('games.keyboard.backspace')}>
              ⌫
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
