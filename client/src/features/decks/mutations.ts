import { trpc } from '../../lib/trpc';

// Each hook owns what it invalidates: the list (counts, dates), the deck, and its stats.

export function useCreateDeck() {
  const utils = trpc.useUtils();
  return trpc.decks.create.useMutation({ onSuccess: () => utils.decks.list.invalidate() });
}

export function useUpdateDeck() {
  const utils = trpc.useUtils();
  return trpc.decks.update.useMutation({
    onSuccess: (_deck, { deckId }) => Promise.all([utils.decks.list.invalidate(), utils.decks.get.invalidate({ deckId })]),
  });
}

export function useSetExamDate() {
  const utils = trpc.useUtils();
  return trpc.decks.setExamDate.useMutation({
    onSuccess: (_deck, { deckId }) =>
      Promise.all([utils.decks.list.invalidate(), utils.decks.get.invalidate({ deckId }), utils.stats.pacing.invalidate({ deckId })]),
  });
}

/** Today's new-card limit (issue 29.2): every count of the deck changes with it. */
export function useSetNewCardsToday() {
  const utils = trpc.useUtils();
  return trpc.decks.setNewCardsToday.useMutation({
    onSuccess: (_deck, { deckId }) =>
      Promise.all([
        utils.decks.list.invalidate(),
        utils.decks.get.invalidate({ deckId }),
        utils.stats.availableSmartGames.invalidate({ deckId }),
        utils.stats.reviewStats.invalidate({ deckId }),
      ]),
  });
}

// Deletes go through the Undo toast (pages/DecksPage.tsx, features/cards/CardList.tsx).

function useCardInvalidation() {
  const utils = trpc.useUtils();
  return (deckId: number) =>
    Promise.all([utils.decks.get.invalidate({ deckId }), utils.decks.list.invalidate(), utils.stats.invalidate()]);
}

export function useCreateCard() {
  const invalidate = useCardInvalidation();
  return trpc.cards.create.useMutation({ onSuccess: (_card, input) => invalidate(input.deckId) });
}

export function useUpdateCard(deckId: number) {
  const invalidate = useCardInvalidation();
  return trpc.cards.update.useMutation({ onSuccess: () => invalidate(deckId) });
}

/** Cloze notes (docs/study-modes.md): one card per deletion number; an edit re-expands the note. */
export function useCreateClozeCards() {
  const invalidate = useCardInvalidation();
  return trpc.cards.createCloze.useMutation({ onSuccess: (_result, input) => invalidate(input.deckId) });
}

export function useUpdateClozeCards(deckId: number) {
  const invalidate = useCardInvalidation();
  return trpc.cards.updateCloze.useMutation({ onSuccess: () => invalidate(deckId) });
}
