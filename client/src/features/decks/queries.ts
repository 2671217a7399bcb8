import { trpc } from '../../lib/trpc';

export const useDecks = () => trpc.decks.list.useQuery();

export const useDeck = (deckId: number) => trpc.decks.get.useQuery({ deckId }, { enabled: Number.isInteger(deckId) && deckId > 0 });
