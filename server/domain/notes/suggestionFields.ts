// Which note fields a suggested edit changes (docs/shared-decks.md "Suggestions"): a subscriber
// suggests a card's term and definition; the owner reads it as a change to the note's fields. A
// side is named by the one field its template shows; a side showing more (or none) is named
// "Front side" / "Back side". Pure: the repo passes the card's note type and ord.
import type { CardTemplate, NoteTypeKind } from '../../../shared/schemas/notes.js';

export const FRONT_SIDE = 'Front side';
export const BACK_SIDE = 'Back side';

export interface SuggestedCard {
  /** The card's note type, or null for a card without a note. */
  type: { kind: NoteTypeKind; fields: string[]; templates: CardTemplate[] } | null;
  ord: number;
  termChanged: boolean;
  definitionChanged: boolean;
}

const REFERENCE = /\{\{([^{}]*)\}\}/g;

/** The field a side's template text shows, when it shows exactly one; else null. */
function soleField(template: string, fields: readonly string[]): string | null {
  const shown = new Set<string>();
  for (const match of template.matchAll(REFERENCE)) {
    const inner = match[1].trim();
    // Sections ({{#F}}, {{^F}}, {{/F}}) only decide whether something shows; comments show nothing.
    if (/^[#^/!]/.test(inner)) continue;
    // A filter names the field last: {{text:Front}}, {{cloze:Text}}, {{type:Back}}.
    const name = inner.slice(inner.lastIndexOf(':') + 1).trim();
    if (name === 'FrontSide') return null;
    if (!fields.includes(name)) continue;
    shown.add(name);
  }
  return shown.size === 1 ? [...shown][0] : null;
}

/** The back as the learner reads it: what comes after the answer line, else the whole back. */
function answerPart(back: string): string {
  const at = back.search(/<hr\s+id\s*=\s*["']?answer["']?\s*\/?>/i);
  if (at < 0) return back.replace(/\{\{\s*FrontSide\s*\}\}/g, '');
  return back.slice(at).replace(/^<hr[^>]*>/i, '');
}

export function suggestedFieldNames({ type, ord, termChanged, definitionChanged }: SuggestedCard): string[] {
  let front = FRONT_SIDE;
  let back = BACK_SIDE;
  if (type) {
    const template = type.kind === 'cloze' ? type.templates[0] : type.templates[ord];
    if (template) {
      if (type.kind === 'cloze') {
        // A cloze card is suggested on as its note's source and Extra.
        const cloze = /\{\{\s*cloze:([^{}]+?)\s*\}\}/i.exec(template.front);
        const text = cloze && type.fields.includes(cloze[1]) ? cloze[1] : null;
        front = text ?? front;
        back = soleField(template.back.replace(/\{\{\s*cloze:[^{}]*\}\}/gi, ''), type.fields.filter((f) => f !== text)) ?? back;
      } else {
        // The type-in box on the front shows no field's text.
        front = soleField(template.front.replace(/\{\{\s*type:[^{}]*\}\}/gi, ''), type.fields) ?? front;
        back = soleField(answerPart(template.back), type.fields) ?? back;
      }
    }
  }
  const names: string[] = [];
  if (termChanged) names.push(front);
  if (definitionChanged && !names.includes(back)) names.push(back);
  return names;
}
