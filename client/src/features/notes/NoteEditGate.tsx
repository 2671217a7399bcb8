import { lazy, Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import type { Flashcard } from '../../../../shared/schemas/decks';
import type { Note, NoteTypeSummary } from '../../../../shared/schemas/notes';
import { Loading } from '../../components/ui/Status';
import { trpc } from '../../lib/trpc';
import { NoteFields } from './NoteFields';
import { useNoteTypes } from './queries';
import { isImageOcclusionType } from '../imageOcclusion/noteType';
import { useT } from '../../i18n';
import { namespace as notesNs } from '../../locales/notes';

// Editing a card (docs/notes.md): a card of a Basic note keeps the card form as it was; a card of
// any other note type opens its note's fields, and saving renders every card of the note again.

// An Image Occlusion note opens its own editor, a chunk of its own (docs/image-occlusion.md).
const ImageOcclusionFields = lazy(() => import('../imageOcclusion/ImageOcclusionFields'));

function FieldsOfType(props: ComponentProps<typeof NoteFields> & { type: NoteTypeSummary }) {
  const t = useT(notesNs);
  if (!isImageOcclusionType(props.type)) return <NoteFields {...props} />;
  return (
    <Suspense fallback={<Loading text={t('notes.gate.loadingEditor')} />}>
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
  const t = useT(notesNs);
  const note = trpc.notes.ofCard.useQuery({ cardId: card.id }, { staleTime: 0 });
  const types = useNoteTypes();
  const type = note.data ? types.data?.find((one) => one.id === note.data.noteTypeId) : undefined;
  const isBasic = note.isError || types.isError || (type !== undefined && type.builtin === 'basic');
  useEffect(() => {
    if (isBasic && note.data) onBasicNote(note.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded note
  }, [isBasic, note.data]);
  if (isBasic) return <>{basic}</>;
  if (!type || !note.data) return note.isPending || types.isPending ? <Loading text={t('notes.gate.loading')} /> : <p className="alert alert-error">{t('notes.gate.loadFailed')}</p>;
  return (
    <>
      <p className="muted" data-testid="note-type-of-card">
        {t.rich('notes.gate.typeOf', { type: () => <strong translate="no">{type.name}</strong> }, { name: type.name, n: note.data.cardIds.length })}
      </p>
      <FieldsOfType formId={formId} deckId={deckId} type={type} note={note.data} onBusyChange={onBusyChange} onUploadingChange={onUploadingChange} onClose={onClose} />
    </>
  );
}

/** Adding a note of a type other than Basic and Cloze: its fields once the list has it. */
export function NewNoteFields({ typeKey, ...props }: Omit<Parameters<typeof NoteFields>[0], 'type' | 'note'> & { typeKey: string }) {
  const t = useT(notesNs);
  const types = useNoteTypes();
  const type = types.data?.find((one) => (one.builtin ?? `id:${one.id}`) === typeKey);
  if (types.isError) return <p className="alert alert-error">{t('notes.gate.typesFailed')}</p>;
  if (types.data && !type) return <p className="alert alert-info">{t('notes.gate.typeGone')}</p>;
  if (!type) return <Loading text={t('notes.gate.loadingType')} />;
  return <FieldsOfType key={type.id} type={type} {...props} />;
}
