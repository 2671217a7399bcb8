import { useT } from '../../i18n';
import { namespace as decksNs } from '../../locales/decks';
import { sourceLabel } from './format';

const KNOWN = { 'Anki Import': 'decks.source.anki', 'Quizlet Import': 'decks.source.quizlet', 'Manual Entry': 'decks.source.manual', Unknown: 'decks.source.unknown' } as const;

/**
 * A deck's source in the reader's language (docs/translating.md): the four labels of the source
 * rule (features/decks/format.ts) are translated; any other source is the deck's own words.
 */
export function useSourceLabel(): (source: string | null | undefined) => string {
  const t = useT(decksNs);
  return (source) => {
    const label = sourceLabel(source);
    return label in KNOWN ? t(KNOWN[label as keyof typeof KNOWN]) : label;
  };
}
