import { useState } from 'react';
import { textAsFieldHtml } from '../../../../shared/noteTypes';
import type { Note } from '../../../../shared/schemas/notes';
import type { SideValue } from '../cards/cardSides';
import { parseTags } from './noteTypeEdit';
import { useCreateNote, useUpdateNote } from './queries';

// Saving a note from the card form (docs/notes.md), the same for every note type's fields (the
// rich fields of NoteFields, the picture and shapes of ImageOcclusionFields): notes.create, or
// notes.update of the edited card's note, with the form and its dialog busy meanwhile. An edit
// closes the dialog; an added note leaves the form ready for the next one.

/** A rich field's value as the note stores it: its HTML, or its plain text escaped. */
export const fieldHtml = (side: SideValue | undefined) => (side ? (side.html ?? textAsFieldHtml(side.text)) : '');

export interface NoteSaveHandlers {
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
}

export interface SaveOutcome {
  saved: (note: Note) => void;
  /** After an added note: the form empties for the next. */
  reset: () => void;
  failed: (error: unknown) => void;
}

export function useNoteSave(deckId: number, note: Note | null | undefined, { onBusyChange, onClose }: NoteSaveHandlers) {
  const [busy, setBusy] = useState(false);
  const create = useCreateNote();
  const update = useUpdateNote(deckId);

  async function save(noteTypeId: number, fields: Record<string, string>, tags: string, outcome: SaveOutcome): Promise<void> {
    onBusyChange(true);
    setBusy(true);
    try {
      const saved = note
        ? await update.mutateAsync({ noteId: note.id, fields, tags: parseTags(tags) })
        : await create.mutateAsync({ deckId, noteTypeId, fields, tags: parseTags(tags) });
      outcome.saved(saved);
      if (note) onClose();
      else outcome.reset();
    } catch (e) {
      outcome.failed(e);
    } finally {
      onBusyChange(false);
      setBusy(false);
    }
  }

  return { busy, save };
}
