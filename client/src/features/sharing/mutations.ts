import { trpc } from '../../lib/trpc';

// Subscribing, copying and sharing change My Decks and the library: both are refetched.
function useInvalidateSharing() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.sharedDecks.library.invalidate(), utils.decks.list.invalidate(), utils.decks.get.invalidate()]);
}

export function useSubscribe() {
  const invalidate = useInvalidateSharing();
  return trpc.sharedDecks.subscribe.useMutation({ onSuccess: invalidate });
}

export function useCopySharedDeck() {
  const invalidate = useInvalidateSharing();
  return trpc.sharedDecks.copy.useMutation({ onSuccess: invalidate });
}

export function useSetSharing() {
  const invalidate = useInvalidateSharing();
  return trpc.sharedDecks.setSharing.useMutation({ onSuccess: invalidate });
}

// A new suggestion shows at once in the author's Your suggestions list.
export function useSuggestCardEdit(deckId: number) {
  const utils = trpc.useUtils();
  return trpc.sharedDecks.suggestCardEdit.useMutation({ onSuccess: () => utils.sharedDecks.suggestions.invalidate({ deckId }) });
}

export function useSuggestNewCard(deckId: number) {
  const utils = trpc.useUtils();
  return trpc.sharedDecks.suggestNewCard.useMutation({ onSuccess: () => utils.sharedDecks.suggestions.invalidate({ deckId }) });
}

/** The switch follows the server: once it answers, the cached deck (which carries share_progress) takes the choice. */
export function useSetShareProgress(deckId: number) {
  const utils = trpc.useUtils();
  return trpc.sharedDecks.setShareProgress.useMutation({
    onSuccess: (_, { shareProgress }) => utils.decks.get.setData({ deckId }, (deck) => deck && { ...deck, share_progress: shareProgress }),
  });
}
