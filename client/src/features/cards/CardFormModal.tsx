import { useLayoutEffect, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import type { CardFields, CardKind, Flashcard } from '../../../../shared/schemas/decks';
import { Modal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/trpc';
import { imageFromUrl, sideMediaId, type SideImage } from './cardImage';
import { ImageField } from './ImageField';
import { FormError } from '../../components/ui/FormError';
import { CardKindSwitch, ClozeFields } from './ClozeFields';

/**
 * The card's text, and each side's image and sound: a new upload's id, or null for none (DESIGN
 * §12); left out when the side keeps the file the card already has (its URL carries no id a write
 * could send).
 */
export type CardFormFields = CardFields;

interface CardFormModalProps {
  open: boolean;
  /** A card to edit; without one the modal adds a new card. */
  card?: Flashcard | null;
  onClose: () => void;
  onSubmit: (fields: CardFormFields) => Promise<Flashcard>;
  /** Told of each saved card (SPEC: "the parent is told of the new card"). */
  onSaved?: (card: Flashcard) => void;
  /** The deck the card is in: given, the form offers Cloze mode (DESIGN §19, ClozeFields). */
  deckId?: number;
}

export function CardFormModal({ open, card, onClose, onSubmit, onSaved, deckId }: CardFormModalProps) {
  const editing = Boolean(card);
  const [kind, setKind] = useState<CardKind>('basic');
  const [term, setTerm] = useState('');
  const [definition, setDefinition] = useState('');
  const [termImage, setTermImage] = useState<SideImage | null>(null);
  const [definitionImage, setDefinitionImage] = useState<SideImage | null>(null);
  const [termSound, setTermSound] = useState<SideImage | null>(null);
  const [definitionSound, setDefinitionSound] = useState<SideImage | null>(null);
  const [uploads, setUploads] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A layout effect: the fields are filled before the opened dialog is first painted. In a
  // passive effect the dialog showed empty fields for a frame, and a key typed in that frame
  // was overwritten when they filled (a flaky browser test found it).
  useLayoutEffect(() => {
    if (!open) return;
    setTerm(card?.term ?? '');
    setDefinition(card?.definition ?? '');
    setTermImage(imageFromUrl(card?.termImageUrl));
    setDefinitionImage(imageFromUrl(card?.definitionImageUrl));
    setTermSound(imageFromUrl(card?.termAudioUrl));
    setDefinitionSound(imageFromUrl(card?.definitionAudioUrl));
    setKind(card?.kind === 'cloze' ? 'cloze' : 'basic');
    setError(null);
  }, [open, card]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // A side needs text or an image (DESIGN §12).
    if ((!term.trim() && !termImage) || (!definition.trim() && !definitionImage)) return setError(MSG.termAndDefinitionRequired);
    setSubmitting(true);
    try {
      const media = { termImageId: sideMediaId(termImage), definitionImageId: sideMediaId(definitionImage), termAudioId: sideMediaId(termSound), definitionAudioId: sideMediaId(definitionSound) };
      const saved = await onSubmit({
        term: term.trim(),
        definition: definition.trim(),
        ...(Object.fromEntries(Object.entries(media).filter(([, id]) => id !== undefined)) as Partial<typeof media>),
      });
      onSaved?.(saved);
      if (editing) onClose();
      else {
        // Adding stays open with empty fields, ready for the next card.
        setTerm('');
        setDefinition('');
        setTermImage(null);
        setDefinitionImage(null);
        setTermSound(null);
        setDefinitionSound(null);
      }
    } catch (e) {
      setError(errorMessage(e, editing ? MSG.updateCardFailed : MSG.createCardFailed));
    } finally {
      setSubmitting(false);
    }
  }

  const formId = editing ? 'edit-card-form' : 'add-card-form';
  const busyChange = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  return (
    <Modal
      open={open}
      title={editing ? 'Edit Flashcard' : 'Add New Flashcard'}
      onClose={onClose}
      busy={submitting}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={submitting || uploads > 0}>
            {editing ? (submitting ? 'Saving...' : 'Save Changes') : submitting ? 'Adding...' : 'Add Card'}
          </button>
        </>
      }
    >
      {deckId !== undefined && !editing && <CardKindSwitch kind={kind} onChange={setKind} disabled={submitting} />}
      {deckId !== undefined && kind === 'cloze' ? (
        <ClozeFields key={`${open}-${card?.id}`} formId={formId} deckId={deckId} card={card} onBusyChange={setSubmitting} onSaved={onSaved} onClose={onClose} />
      ) : (
      <form id={formId} onSubmit={submit} noValidate>
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${formId}-term`}>Term</label>
          <textarea id={`${formId}-term`} className="textarea" rows={3} required value={term} onChange={(e) => setTerm(e.target.value)} />
          <ImageField side="Term" image={termImage} onChange={setTermImage} disabled={submitting} onBusyChange={busyChange} />
          <ImageField side="Term" kind="sound" image={termSound} onChange={setTermSound} disabled={submitting} onBusyChange={busyChange} />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-definition`}>Definition</label>
          <textarea
            id={`${formId}-definition`}
            className="textarea"
            rows={5}
            required
            value={definition}
            onChange={(e) => setDefinition(e.target.value)}
          />
          <ImageField side="Definition" image={definitionImage} onChange={setDefinitionImage} disabled={submitting} onBusyChange={busyChange} />
          <ImageField side="Definition" kind="sound" image={definitionSound} onChange={setDefinitionSound} disabled={submitting} onBusyChange={busyChange} />
        </div>
      </form>
      )}
    </Modal>
  );
}
