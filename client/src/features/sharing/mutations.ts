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
