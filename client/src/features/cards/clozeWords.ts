import { setupI18n } from '@lingui/core';
import { CLOZE_MSG, CLOZE_NUMBER_MAX } from '../../../../shared/cloze';
import { messages as cardsEn, type MessageId } from '../../locales/cards/en';

// A cloze note's problem (shared/cloze.ts words it in English for the server's errors) in the
// reader's language (docs/translating.md). Pure, so the table test beside it reads the English
// catalog and checks the words stay those of shared/cloze.ts.

export type CardsT = (id: MessageId, values?: Record<string, string | number>) => string;

const englishI18n = setupI18n({ locale: 'en', messages: { en: cardsEn } });
export const englishT: CardsT = (id, values) => englishI18n._(id, values);

/** The problem clozeProblem() found, in the reader's words; a text of no known problem unchanged. */
export function clozeProblemText(problem: string, t: CardsT = englishT): string {
  if (problem === CLOZE_MSG.none) return t('cards.cloze.none', { example: '{{c1::…}}' });
  if (problem === CLOZE_MSG.numberOutOfRange) return t('cards.cloze.outOfRange', { max: String(CLOZE_NUMBER_MAX) });
  const n = /^Cloze deletion c(\d+) /.exec(problem)?.[1];
  // Numbers stay as typed ('c3'): they are the note's own syntax, not a count to format.
  if (n && problem === CLOZE_MSG.empty(Number(n))) return t('cards.cloze.empty', { n, open: `{{c${n}::`, close: '}}' });
  return problem;
}
