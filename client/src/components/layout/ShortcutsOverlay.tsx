import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Modal } from '../ui/Modal';
import { opensShortcuts, SHORTCUTS } from '../../lib/shortcuts';
import styles from './ShortcutsOverlay.module.css';

/**
 * `?` anywhere outside a text field lists the keyboard shortcuts (issue 48). A dialog: labelled,
 * focus kept inside, Escape closes and focus goes back where it was (components/ui/Modal.tsx).
 */
export function ShortcutsOverlay() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Another dialog holds the keys; a game's own keys never include `?`.
      if (open || !opensShortcuts(event) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={() => setOpen(false)}>
      <dl className={styles.list} data-testid="shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.what} className={styles.row}>
            <dt className={styles.keys}>
              {shortcut.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && <span className={styles.or}> or </span>}
                  <kbd className={styles.kbd}>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.what}>{shortcut.what}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.more}>
        More in the <Link href="/help#keyboard-shortcuts" onClick={() => setOpen(false)}>user&apos;s guide</Link>.
      </p>
    </Modal>
  );
}
