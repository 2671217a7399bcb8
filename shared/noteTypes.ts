// The built-in note types every user has (docs/notes.md), as Anki ships them: the same names,
// fields and templates, so a deck made here reads as Anki's own and an Anki deck's note types
// match these. Their CSS is empty: the card face's own styles (light and dark) apply, where
// Anki's default `.card { color: black; background-color: white }` would break dark mode.
// Image Occlusion is its own kind and comes with its own editor.
import type { CardTemplate, NoteTypeKind } from './schemas/notes.js';

export interface BuiltinNoteType {
  builtin: string;
  name: string;
  kind: NoteTypeKind;
  fields: string[];
  templates: CardTemplate[];
  css: string;
}

const ANSWER = '{{FrontSide}}\n\n<hr id=answer>\n\n';

/** Anki's Image Occlusion front, word for word (English). */
const IO_FRONT = `{{#Header}}<div>{{Header}}</div>{{/Header}}
<div style="display: none">{{cloze:Occlusion}}</div>
<div id="err"></div>
<div id="image-occlusion-container">
    {{Image}}
    <canvas id="image-occlusion-canvas"></canvas>
</div>
<script>
try {
    anki.imageOcclusion.setup();
} catch (exc) {
    document.getElementById("err").innerHTML = \`Error loading image occlusion. Is your Anki version up to date?<br><br>\${exc}\`;
}
</script>
`;

export const BUILTIN_NOTE_TYPES: readonly BuiltinNoteType[] = [
  {
    builtin: 'basic',
    name: 'Basic',
    kind: 'standard',
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', front: '{{Front}}', back: `${ANSWER}{{Back}}` }],
    css: '',
  },
  {
    builtin: 'basic-reversed',
    name: 'Basic (and reversed card)',
    kind: 'standard',
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', front: '{{Front}}', back: `${ANSWER}{{Back}}` },
      { name: 'Card 2', front: '{{Back}}', back: `${ANSWER}{{Front}}` },
    ],
    css: '',
  },
  {
    builtin: 'basic-optional-reversed',
    name: 'Basic (optional reversed card)',
    kind: 'standard',
    fields: ['Front', 'Back', 'Add Reverse'],
    templates: [
      { name: 'Card 1', front: '{{Front}}', back: `${ANSWER}{{Back}}` },
      { name: 'Card 2', front: '{{#Add Reverse}}{{Back}}{{/Add Reverse}}', back: `${ANSWER}{{Front}}` },
    ],
    css: '',
  },
  {
    builtin: 'basic-typing',
    name: 'Basic (type in the answer)',
    kind: 'standard',
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', front: '{{Front}}\n\n{{type:Back}}', back: '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}' }],
    css: '',
  },
  {
    builtin: 'cloze',
    name: 'Cloze',
    kind: 'cloze',
    fields: ['Text', 'Back Extra'],
    templates: [{ name: 'Cloze', front: '{{cloze:Text}}', back: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
    css: '',
  },
  {
    // Anki's own (rslib/src/image_occlusion/notetype.rs, as Anki 24+ writes it), so an export reads as Anki's and an
    // Anki package's type matches this one. Its cards are drawn by Cardcade's own renderer
    // (docs/image-occlusion.md), not by these templates, whose script the allowlist would drop.
    builtin: 'image-occlusion',
    name: 'Image Occlusion',
    kind: 'image-occlusion',
    fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'],
    templates: [{ name: 'Image Occlusion', front: IO_FRONT, back: `${IO_FRONT}\n<div><button id="toggle">Toggle Masks</button></div>\n{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}\n` }],
    css: '',
  },
];

export const builtinNoteType = (key: string): BuiltinNoteType | undefined => BUILTIN_NOTE_TYPES.find((type) => type.builtin === key);

/** Tags as stored: space-separated with a space at each end, so `LIKE '% tag %'` finds one. */
export function storedTags(tags: readonly string[]): string {
  const unique = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
  return unique.length ? ` ${unique.join(' ')} ` : ' ';
}

export function tagsOf(stored: string): string[] {
  return stored.split(' ').filter(Boolean);
}

/**
 * Whether `tag` is the tag asked for or below it in Anki's `::` hierarchy (`lang::fr` is under
 * `lang`), compared without case as Anki does.
 */
export function tagMatches(tag: string, wanted: string): boolean {
  const a = tag.toLowerCase();
  const b = wanted.toLowerCase();
  return a === b || a.startsWith(`${b}::`);
}

/** A plain side as a note field's HTML: escaped, its line breaks as `<br>` (Anki's fields are HTML). */
export function textAsFieldHtml(text: string): string {
  // Text content needs only & < > escaped; quotes stay as the sanitizer writes them (a restore or
  // an edit sanitizes the field again and must read it back the same).
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;')).replace(/\r?\n/g, '<br>');
}

/** Anki's field separator in a note's joined plain text. */
export const FIELD_SEPARATOR = '\u001f';
