// Cloze card input (docs/study-modes.md): `{kind: 'cloze', clozeText, extra?}` creates or edits a note,
// one card per deletion number. Validated at the edge with the same rule the form previews with.
import { z } from 'zod';
import { cleanString } from './text.js';
import { clozeProblem, CLOZE_MSG } from '../cloze.js';
import { cardFields, cardId, deckId, type Flashcard } from './decks.js';

/** As long as a card side may be (the prompt and the filled-in text are about this long). */
export const CLOZE_TEXT_MAX = 10_000;

export const clozeCardFields = z.object({
  kind: z.literal('cloze', { error: "A cloze card's kind is 'cloze'." }),
  clozeText: cleanString({ error: CLOZE_MSG.none })
    .trim()
    .max(CLOZE_TEXT_MAX, `Cloze text is too long (${CLOZE_TEXT_MAX.toLocaleString('en-US')} characters at most).`)
    .superRefine((text, ctx) => {
      const problem = clozeProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  extra: cleanString({ error: 'Extra must be text.' })
    .trim()
    .max(CLOZE_TEXT_MAX, `Extra is too long (${CLOZE_TEXT_MAX.toLocaleString('en-US')} characters at most).`)
    .nullish()
    .transform((extra) => extra || null),
  // Each side's image and sound, as on a basic card (docs/anki-history.md): an upload's id, null removes,
  // absent keeps. They go on every card of the note (the prompt side and the answer side).
  ...cardFields.pick({ termImageId: true, definitionImageId: true, termAudioId: true, definitionAudioId: true }).shape,
});
export const createClozeCardInput = clozeCardFields.extend({ deckId });
export const updateClozeCardInput = clozeCardFields.extend({ cardId });

export type ClozeCardFields = z.infer<typeof clozeCardFields>;

/** A body that asks for a cloze card (REST: one path takes both kinds). */
export function isClozeBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'cloze';
}

/** What creating or editing a cloze note answers: all of its cards, by number. */
export interface ClozeNoteResult {
  cards: Flashcard[];
}
