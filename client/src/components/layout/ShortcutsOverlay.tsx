import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n';
import { namespace as ui, type MessageId } from '../../locales/ui';
import { Modal } from '../ui/Modal';
import { opensShortcuts, SHORTCUTS } from '../../lib/shortcuts';
import styles from './ShortcutsOverlay.module.css';

/**
 * `?` anywhere outside a text field lists the keyboard shortcuts (issue 48). A dialog: labelled,
 * focus kept inside, Escape closes and focus goes back where it was (components/ui/Modal.tsx).
 */
/** Each shortcut's line (lib/shortcuts.ts keeps the English; a test checks every one has its id). */
export const SHORTCUT_TEXTS: Record<string, MessageId> = {
  'Show these shortcuts': 'ui.shortcuts.show',
  'Turn a flashcard over': 'ui.shortcuts.flip',
  'Grade a flashcard: 1 Again, 2 Hard, 3 Good, 4 Easy': 'ui.shortcuts.grade',
  'Answer Multiple Choice': 'ui.shortcuts.multipleChoice',
  'Answer Spatial Choice': 'ui.shortcuts.spatialChoice',
  'Undo the last answer in a game': 'ui.shortcuts.undo',
  'Make a cloze of the selected words (card form)': 'ui.shortcuts.cloze',
  'Close a dialog or menu': 'ui.shortcuts.close',
};

export function ShortcutsOverlay() {
  const t = useT(ui);
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
    <Modal open={open} title={t('ui.shortcuts.title')} onClose={() => setOpen(false)}>
      <dl className={styles.list} data-testid="shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.what} className={styles.row}>
            <dt className={styles.keys}>
              {shortcut.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && <span className={styles.or}> {t('ui.shortcuts.or')} </span>}
                  {/* Keys as printed on the keyboard. */}
                  <kbd className={styles.kbd} translate="no">
                    {k}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.what}>{SHORTCUT_TEXTS[shortcut.what] ? t(SHORTCUT_TEXTS[shortcut.what]) : shortcut.what}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.more}>
        {t.rich('ui.shortcuts.more', {
          link: (text) => (
            <Link href="/help#keyboard-shortcuts" onClick={() => setOpen(false)}>
              {text}
            </Link>
          ),
        })}
      </p>
    </Modal>
  );
}
