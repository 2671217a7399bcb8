import { IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { IMPORT_MSG } from '../../../shared/messages.js';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import { bounded, draftCard, type DraftCard, type ImportDraft } from './preview.js';

// Quizlet's "export" box is plain text: no quoting, so a stray '"' is just a character
// (real exports have them), and a card splits at the FIRST term/definition delimiter.

export type TermDefDelimiterKey = 'tab' | 'comma' | 'custom';
export type CardDelimiterKey = 'newline' | 'semicolon' | 'custom_double_newline' | 'custom';

export interface QuizletOptions {
  termDefDelimiterKey: TermDefDelimiterKey;
  cardDelimiterKey: CardDelimiterKey;
  customTermDefDelimiter?: string;
  customCardDelimiter?: string;
}

export function termDefDelimiter(options: QuizletOptions): string {
  if (options.termDefDelimiterKey === 'tab') return '\t';
  if (options.termDefDelimiterKey === 'comma') return ',';
  return options.customTermDefDelimiter ?? '';
}

export function splitCards(text: string, options: QuizletOptions): string[] {
  const normalized = text.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  switch (options.cardDelimiterKey) {
    case 'newline':
      return normalized.split('\n');
    case 'semicolon':
      return normalized.split(';');
    case 'custom_double_newline':
      // A blank line (possibly holding spaces) between cards; single newlines stay inside a card.
      return normalized.split(/\n[ \t]*\n/);
    case 'custom':
      return options.customCardDelimiter ? normalized.split(options.customCardDelimiter) : [normalized];
  }
}

/** Throws ImportInputError above `maxCards` cards (docs/imports.md: 100,000, like every importer). */
export function parseQuizlet(text: string, options: QuizletOptions & { deckName: string; maxCards?: number }): ImportDraft {
  const maxCards = options.maxCards ?? IMPORT_MAX_CARDS;
  const delimiter = termDefDelimiter(options);
  const cards: DraftCard[] = [];
  let found = 0;
  for (const chunk of splitCards(text, options)) {
    if (chunk.trim() === '') continue;
    // Past the limit the chunks are only counted, for the message.
    if (++found > maxCards) continue;
    const at = delimiter ? chunk.indexOf(delimiter) : -1;
    // No delimiter: the whole chunk is the term and the card is reported with an empty definition.
    const term = at < 0 ? chunk : chunk.slice(0, at);
    const definition = at < 0 ? '' : chunk.slice(at + delimiter.length);
    cards.push(draftCard(bounded(term.trim()), bounded(definition.trim()), 0));
  }
  if (found > maxCards) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(maxCards, found));
  const deckName = options.deckName.trim();
  return {
    source: 'quizlet',
    target: 'one',
    proposedDeckName: deckName,
    proposedDescription: '',
    decks: [{ name: deckName, description: '' }],
    cards,
    message: IMPORT_MSG.quizletRead(cards.length),
  };
}
