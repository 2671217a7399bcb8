import { unzipSync, zipSync } from 'fflate';
import { ankiPackage, type TestCollection } from './ankiTestkit.js';

// Issue 49 point 4's Anki packages (docs/security.md, "Round 4: Anki rendered output"): small
// uploads whose cards render to far more text than they hold. Shared by the hostile tests
// (server/imports/ankiOutputBudget.test.ts) and bench/security4/anki.ts. Sizes are parameters;
// the defaults are the files.

/** Deterministic words (a linear congruential generator), so a field does not deflate to nothing. */
function words(seed: number, chars: number): string {
  let state = seed >>> 0 || 1;
  let out = '';
  while (out.length < chars) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += `<b>w${(state >>> 8) % 500}</b> `;
  }
  return out.slice(0, chars);
}

/** The package zipped as tightly as deflate can: the upload is as small as the attack allows. */
const tight = (collection: TestCollection): Uint8Array => zipSync(unzipSync(ankiPackage(collection, 'anki2')), { level: 9 });

/**
 * `templates` card templates, each showing the note's 1.8 KB field `repeat` times, over `notes`
 * notes with a field of their own: 100 × 100 is issue 49's 65 KB package, 10,000 cards of ~18 KB.
 */
export function apkgTemplateFlood({ templates = 100, notes = 100, fieldChars = 1_800, repeat = 10 } = {}): Uint8Array {
  const collection: TestCollection = {
    notetypes: [
      {
        id: 1,
        name: 'Flood',
        fields: ['Front', 'Back'],
        templates: Array.from({ length: templates }, (_, ord) => ({
          name: `Card ${ord + 1}`,
          qfmt: `T${ord} ${'{{Front}}'.repeat(repeat)}`,
          afmt: '{{FrontSide}}<hr id=answer>{{Back}}',
        })),
      },
    ],
    decks: [{ id: 10, name: 'Flood' }],
    notes: Array.from({ length: notes }, (_, index) => ({
      fields: [words(index + 1, fieldChars), `back ${index}`],
      notetype: 0,
      cards: Array.from({ length: templates }, (_, ord) => ({ deck: 10, ord })),
    })),
  };
  return tight(collection);
}

/**
 * `notes` notes with the same 1.8 KB field, one template showing it `repeat` times: identical
 * rows deflate to almost nothing, so 4,000 cards of ~18 KB fit in issue 49's 26 KB package.
 */
export function apkgIdenticalNotes({ notes = 4_000, fieldChars = 1_800, repeat = 10 } = {}): Uint8Array {
  const field = "<b>word</b> ".repeat(Math.ceil(fieldChars / 12)).slice(0, fieldChars);
  const collection: TestCollection = {
    notetypes: [{ id: 1, name: 'Repeat', fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}'.repeat(repeat), afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }] }],
    decks: [{ id: 10, name: 'Repeat' }],
    notes: Array.from({ length: notes }, () => ({ fields: [field, 'back'], notetype: 0, cards: [{ deck: 10 }] })),
  };
  return tight(collection);
}

/** A cloze text of `deletions` deletions, c1 to c`deletions`, one word each. */
export const clozeText = (deletions: number): string => Array.from({ length: deletions }, (_, i) => `word ${i} {{c${i + 1}::answer${i}}}`).join(' ');

/**
 * `notes` cloze notes of `deletions` deletions each, one card per deletion: every card renders
 * the whole text, so the output grows as cards × text length (issue 49: 200 × 500). `templates`
 * false: a cloze note type with no card templates (the importer's fallback path).
 */
export function apkgClozeFlood({ notes = 200, deletions = 500, templates = true } = {}): Uint8Array {
  const text = clozeText(deletions);
  const collection: TestCollection = {
    notetypes: [
      {
        id: 1,
        name: 'Cloze',
        cloze: true,
        fields: ['Text', 'Extra'],
        ...(templates ? { templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>{{Extra}}' }] } : {}),
      },
    ],
    decks: [{ id: 10, name: 'Cloze flood' }],
    notes: Array.from({ length: notes }, (_, index) => ({
      fields: [text, `extra ${index}`],
      notetype: 0,
      cards: Array.from({ length: deletions }, (_, ord) => ({ deck: 10, ord })),
    })),
  };
  return tight(collection);
}
