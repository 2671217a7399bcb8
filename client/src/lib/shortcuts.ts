// The keyboard shortcuts the `?` overlay lists (issue 48), and when `?` opens it: anywhere but in
// a text field (where `?` is a character to type), and not with Ctrl, Alt or Meta held.

export const SHORTCUTS: { keys: string[]; what: string }[] = [
  { keys: ['?'], what: 'Show these shortcuts' },
  { keys: ['Space', 'Enter'], what: 'Turn a flashcard over' },
  { keys: ['1–4'], what: 'Grade a flashcard: 1 Again, 2 Hard, 3 Good, 4 Easy' },
  { keys: ['A–D', '1–4'], what: 'Answer Multiple Choice' },
  { keys: ['←↑→↓', 'W A S D'], what: 'Answer Spatial Choice' },
  { keys: ['Ctrl+Z'], what: 'Undo the last answer in a game' },
  { keys: ['Ctrl+Shift+C'], what: 'Make a cloze of the selected words (card form)' },
  { keys: ['Escape'], what: 'Close a dialog or menu' },
];

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** Text fields, selects and rich editors take `?` as typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return Boolean(element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]'));
}

export function opensShortcuts(event: KeyLike): boolean {
  return event.key === '?' && !event.ctrlKey && !event.altKey && !event.metaKey && !isTypingTarget(event.target);
}
