import { Mark, Node } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { BackgroundColor, Color, TextStyle } from '@tiptap/extension-text-style';
import { CARD_HINT_CLASS } from '../../../../shared/richText';

// What the editor holds beyond StarterKit, so a side imported from Anki keeps its formatting when
// edited (issue 26): coloured text, tables, ruby and Anki hints. Each writes exactly what the
// allowlist (shared/richText.ts) keeps, so a save changes nothing the person did not change.

/** `<span class="cardcade-hint">`: an Anki `{{hint:Field}}` (issue 30), kept as a mark around its text. */
export const Hint = Mark.create({
  name: 'hint',
  // Before textStyle: a hint span is a hint, whatever style it also carries.
  priority: 1100,
  parseHTML() {
    return [{ tag: `span.${CARD_HINT_CLASS}` }];
  },
  renderHTML() {
    return ['span', { class: CARD_HINT_CLASS }, 0];
  },
});

/**
 * `<ruby>漢<rt>kan</rt></ruby>` (Anki's furigana): one unit in the text, its base and reading
 * kept as written. Editing a reading means retyping the card's ruby; deleting it is one keystroke.
 */
export const Ruby = Node.create({
  name: 'ruby',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      base: { default: '', rendered: false },
      reading: { default: '', rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'ruby',
        getAttrs: (element) => {
          const reading = [...element.querySelectorAll('rt')].map((rt) => rt.textContent ?? '').join('');
          const base = element.cloneNode(true) as HTMLElement;
          for (const extra of base.querySelectorAll('rt, rp')) extra.remove();
          return { base: base.textContent ?? '', reading };
        },
      },
    ];
  },
  renderHTML({ node }) {
    return ['ruby', {}, node.attrs.base as string, ['rt', {}, node.attrs.reading as string]];
  },
  // The side's plain text (search, the crossword, Type the Answer) reads the base, as Anki's `kanji:` does.
  renderText({ node }) {
    return node.attrs.base as string;
  },
});

export const RICH_EXTENSIONS = [
  TextStyle,
  Color,
  BackgroundColor,
  // Cells hold text as the allowlist does; no column widths (they would be dropped on save).
  TableKit.configure({ table: { resizable: false } }),
  Hint,
  Ruby,
];
