import { useEffect, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { Modal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/trpc';

interface CardFormModalProps {
  open: boolean;
  /** A card to edit; without one the modal adds a new card. */
  card?: Flashcard | null;
  onClose: () => void;
  onSubmit: (fields: { term: string; definition: string }) => Promise<Flashcard>;
  /** Told of each saved card (SPEC: "the parent is told of the new card"). */
  onSaved?: (card: Flashcard) => void;
}

export function CardFormModal({ open, card, onClose, onSubmit, onSaved }: CardFormModalProps) {
  const editing = Boolean(card);
  const [term, setTerm] = useState('');
  const [definition, setDefinition] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setTerm(card?.term ?? '');
    setDefinition(card?.definition ?? '');
    setError(null);
  }, [open, card]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!term.trim() || !definition.trim()) return setError(MSG.termAndDefinitionRequired);
    setSubmitting(true);
    try {
      const saved = await onSubmit({ term: term.trim(), definition: definition.trim() });
      onSaved?.(saved);
      if (editing) onClose();
      else {
        // Adding stays open with empty fields, ready for the next card.
        setTerm('');
        setDefinition('');
      }
    } catch (e) {
      setError(errorMessage(e, editing ? MSG.updateCardFailed : MSG.createCardFailed));
    } finally {
      setSubmitting(false);
    }
  }

  const formId = editing ? 'edit-card-form' : 'add-card-form';
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
          <button type="submit" form={formId} className="btn btn-primary" disabled={submitting}>
            {editing ? (submitting ? 'Saving...' : 'Save Changes') : submitting ? 'Adding...' : 'Add Card'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${formId}-term`}>Term</label>
          <textarea id={`${formId}-term`} className="textarea" rows={3} required value={term} onChange={(e) => setTerm(e.target.value)} />
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
        </div>
      </form>
    </Modal>
  );
}
