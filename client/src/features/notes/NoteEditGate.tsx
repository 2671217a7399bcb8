import { lazy, Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import { NOTE_FORM_MSG } from '../../../../shared/messages';
import type { Flashcard } from '../../../../shared/schemas/decks';
import type { Note, NoteTypeSummary } from '../../../../shared/schemas/notes';
import { Loading } from '../../components/ui/Status';
import { trpc } from '../../lib/trpc';
import { NoteFields } from './NoteFields';
import { useNoteTypes } from './queries';
import { isImageOcclusionType } from '../imageOcclusion/noteType';

// Editing a card (docs/notes.md): a card of a Basic note keeps the card form as it was; a card of
// any other note type opens its note's fields, and saving renders every card of the note again.

// An Image Occlusion note opens its own editor, a chunk of its own (docs/image-occlusion.md).
const ImageOcclusionFields = lazy(() => import('../imageOcclusion/ImageOcclusionFields'));

function FieldsOfType(props: ComponentProps<typeof NoteFields> & { type: NoteTypeSummary }) {
  if (!isImageOcclusionType(props.type)) return <NoteFields {...props} />;
  return (
    <Suspense fallback={<Loading text="Loading the image occlusion editor..." />}>
      <ImageOcclusionFields {...props} />
    </Suspense>
  );
}

interface NoteEditGateProps {
  card: Flashcard;
  formId: string;
  deckId: number;
  /** The Basic form; told the note once it is known (its tags). */
  basic: ReactNode;
  onBasicNote: (note: Note) => void;
  onBusyChange: (busy: boolean) => void;
  onUploadingChange?: (busy: boolean) => void;
  onClose: () => void;
}

export function NoteEditGate({ card, formId, deckId, basic, onBasicNote, onBusyChange, onUploadingChange, onClose }: NoteEditGateProps) {
  const note = trpc.notes.ofCard.useQuery({ cardId: card.id }, { staleTime: 0 });
  const types = useNoteTypes();
  const type = note.data ? types.data?.find((t) => t.id === note.data.noteTypeId) : undefined;
  const isBasic = note.isError || types.isError || (type !== undefined && type.builtin === 'basic');
  useEffect(() => {
    if (isBasic && note.data) onBasicNote(note.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded note
  }, [isBasic, note.data]);
  if (isBasic) return <>{basic}</>;
  if (!type || !note.data) return note.isPending || types.isPending ? <Loading text="Loading the note..." /> : <p className="alert alert-error">{NOTE_FORM_MSG.loadNoteFailed}</p>;
  return (
    <>
      <p className="muted" data-testid="note-type-of-card">
        Note type: <strong>{type.name}</strong> · {note.data.cardIds.length} {note.data.cardIds.length === 1 ? 'card' : 'cards'}
      </p>
      <FieldsOfType formId={formId} deckId={deckId} type={type} note={note.data} onBusyChange={onBusyChange} onUploadingChange={onUploadingChange} onClose={onClose} />
    </>
  );
}

/** Adding a note of a type other than Basic and Cloze: its fields once the list has it. */
export function NewNoteFields({ typeKey, ...props }: Omit<Parameters<typeof NoteFields>[0], 'type' | 'note'> & { typeKey: string }) {
  const types = useNoteTypes();
  const type = types.data?.find((t) => (t.builtin ?? `id:${t.id}`) === typeKey);
  if (types.isError) return <p className="alert alert-error">{NOTE_FORM_MSG.loadNoteTypesFailed}</p>;
  if (types.data && !type) return <p className="alert alert-info">That note type is gone: pick another above.</p>;
  if (!type) return <Loading text="Loading the note type..." />;
  return <FieldsOfType key={type.id} type={type} {...props} />;
}
