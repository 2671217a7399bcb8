import { trpc } from '../../lib/trpc';

// Notes and note types (docs/notes.md): each hook owns what it invalidates. A note's write changes
// its deck's cards (the list, the counts, the stats); a note type's edit can change every deck.

export const useNoteTypes = (enabled = true) => trpc.noteTypes.list.useQuery(undefined, { enabled, staleTime: 30_000 });

function useDeckInvalidation() {
  const utils = trpc.useUtils();
  return (deckId?: number) =>
    Promise.all([
      deckId === undefined ? utils.decks.get.invalidate() : utils.decks.get.invalidate({ deckId }),
      utils.decks.list.invalidate(),
      utils.stats.invalidate(),
      utils.noteTypes.list.invalidate(),
      utils.notes.invalidate(),
    ]);
}

export function useCreateNote() {
  const invalidate = useDeckInvalidation();
  return trpc.notes.create.useMutation({ onSuccess: (_note, input) => invalidate(input.deckId) });
}

export function useUpdateNote(deckId: number) {
  const invalidate = useDeckInvalidation();
  return trpc.notes.update.useMutation({ onSuccess: () => invalidate(deckId) });
}

export function useNoteTypeMutations() {
  const invalidate = useDeckInvalidation();
  const utils = trpc.useUtils();
  const done = () => invalidate();
  return {
    create: trpc.noteTypes.create.useMutation({ onSuccess: done }),
    update: trpc.noteTypes.update.useMutation({ onSuccess: done }),
    remove: trpc.noteTypes.delete.useMutation({ onSuccess: done }),
    impact: (input: Parameters<typeof utils.client.noteTypes.impact.query>[0]) => utils.client.noteTypes.impact.query(input),
  };
}
