import { useEffect, useState, type FormEvent } from 'react';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { Modal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/trpc';

interface DeckFormModalProps {
  open: boolean;
  mode: 'create' | 'edit';
  initial?: { name: string; description: string | null };
  onClose: () => void;
  onSubmit: (values: { name: string; description: string }) => Promise<unknown>;
}

/** Create New Deck and Edit Deck share one form: Deck Name input and Description textarea. */
export function DeckFormModal({ open, mode, initial, onClose, onSubmit }: DeckFormModalProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
    setError(null);
  }, [open, initial?.name, initial?.description]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(MSG.deckNameRequired);
    setSubmitting(true);
    try {
      await onSubmit({ name: name.trim(), description: description.trim() });
      onClose();
    } catch (e) {
      setError(errorMessage(e, mode === 'create' ? MSG.createDeckFailed : MSG.updateDeckFailed));
    } finally {
      setSubmitting(false);
    }
  }

  const formId = `deck-form-${mode}`;
  return (
    <Modal
      open={open}
      title={mode === 'create' ? 'Create New Deck' : 'Edit Deck'}
      onClose={onClose}
      busy={submitting}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={submitting}>
            {mode === 'create' ? (submitting ? 'Creating...' : 'Create Deck') : submitting ? 'Saving...' : 'Save Changes'}
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
          <label htmlFor={`${formId}-name`}>Deck Name</label>
          <input
            id={`${formId}-name`}
            className="input"
            required
            maxLength={DECK_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Spanish verbs"
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-description`}>
            Description <span className="field-hint">optional</span>
          </label>
          <textarea
            id={`${formId}-description`}
            className="textarea"
            rows={3}
            maxLength={DECK_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
      </form>
    </Modal>
  );
}
