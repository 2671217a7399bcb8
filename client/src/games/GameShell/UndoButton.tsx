import { useT } from '../../i18n';
import { namespace as games } from '../../locales/games';

// The undo control every game with per-answer state can show (docs/study-options.md): a button, and
// Ctrl+Z / Cmd+Z on the keyboard.

/** Ctrl+Z (Cmd+Z on a Mac), without Shift (that is redo elsewhere). */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z';
}

/**
 * `large` sits beside a large primary button (the round-complete screen); `compact` shows only the
 * icon (a crowded bar on a phone), the name 'Undo' staying for screen readers.
 */
export function UndoButton({ disabled, onUndo, large = false, compact = false }: { disabled: boolean; onUndo: () => void; large?: boolean; compact?: boolean }) {
  const t = useT(games);
  return (
    <button type="button" className={large ? 'btn btn-secondary btn-lg' : 'btn btn-ghost btn-sm'} disabled={disabled} onClick={onUndo} aria-keyshortcuts="Control+Z" title={t('games.undoTitle')}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </svg>
      {compact ? <span className="visually-hidden">{t('games.undo')}</span> : t('games.undo')}
    </button>
  );
}
