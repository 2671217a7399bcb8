import { useLayoutEffect, useState, type FormEvent } from 'react';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { FormError } from '../../components/ui/FormError';
import { FormModal } from '../../components/ui/Modal';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/trpc';
import { useSuggestCardEdit, useSuggestNewCard } from './mutations';
import { clozeSuggestionProblem, suggestionProblem } from './suggestionText';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as sharingNs } from '../../locales/sharing';

interface SuggestionFormModalProps {
  deckId: number;
  /** Open for an edit of this card, or for a new card ('new'); null: closed. */
  target: Flashcard | 'new' | null;
  onClose: () => void;
}

/**
 * A subscriber's suggestion to the owner of a shared deck (docs/shared-decks.md): an edit of a card,
 * prefilled with its text, or a new card. Plain text only; the owner adds pictures when accepting.
 */
export function SuggestionFormModal({ deckId, target, onClose }: SuggestionFormModalProps) {
  const [term, setTerm] = useState('');
  const [definition, setDefinition] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suggestEdit = useSuggestCardEdit(deckId);
  const suggestNew = useSuggestNewCard(deckId);
  const toast = useToast();
  const t = useT(sharingNs);
  const tm = useMsg();
  const busy = suggestEdit.isPending || suggestNew.isPending;
  const editing = target !== null && target !== 'new' ? target : null;
  // A cloze card is suggested on as its note's source, {{c1::…}} and all, and its Extra: the
  // rendered "[...]" prompt is not what the owner edits (issue 48).
  const cloze = editing?.kind === 'cloze' && editing.clozeText ? editing : null;

  // Filled before the dialog's first paint, so a key typed at once is not overwritten.
  useLayoutEffect(() => {
    if (target === null) return;
    setTerm(cloze ? (cloze.clozeText ?? '') : (editing?.term ?? ''));
    setDefinition(cloze ? (cloze.clozeExtra ?? '') : (editing?.definition ?? ''));
    setError(null);
  }, [target, editing, cloze]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = cloze ? await clozeSuggestionProblem(term, definition) : await suggestionProblem(term, definition);
    if (problem) return setError(tm(problem));
    setError(null);
    try {
      if (editing) await suggestEdit.mutateAsync({ cardId: editing.id, term, definition });
      else await suggestNew.mutateAsync({ deckId, term, definition });
      toast.show({ tone: 'success', message: t('sharing.sent'), durationMs: 6000 });
      onClose();
    } catch (e) {
      setError(errorMessage(e, t('sharing.failed')));
    }
  }

  const formId = 'suggestion-form';
  return (
    <FormModal open={target !== null} title={editing ? t('sharing.suggestEdit') : t('sharing.suggestCard')} onClose={onClose} formId={formId} submitting={busy} labels={[t('sharing.form.send'), t('sharing.form.sending')]}>
      <form id={formId} onSubmit={submit} noValidate data-testid="suggestion-form">
        <p className="muted" style={{ marginTop: 0 }}>
          {editing ? t('sharing.form.introEdit') : t('sharing.form.introNew')}
        </p>
        {/* Accepting writes the suggestion's plain text over the card (server/services/suggestions.ts). */}
        {editing && (editing.termHtml || editing.definitionHtml) && <p className="field-hint">{t('sharing.form.formatting')}</p>}
        {cloze && (
          <p className="field-hint" id={`${formId}-cloze-hint`}>
            {t('sharing.form.cloze', { example: '{{c1::…}}' })}
          </p>
        )}
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${formId}-term`}>{cloze ? t('sharing.field.text') : t('sharing.field.term')}</label>
          <textarea
            id={`${formId}-term`}
            className="textarea"
            rows={cloze ? 4 : 2}
            maxLength={10_000}
            value={term}
            aria-describedby={cloze ? `${formId}-cloze-hint` : undefined}
            onChange={(e) => (setTerm(e.target.value), setError(null))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-definition`}>{cloze ? t('sharing.field.extraOptional') : t('sharing.field.definition')}</label>
          <textarea
            id={`${formId}-definition`}
            className="textarea"
            rows={cloze ? 2 : 4}
            maxLength={10_000}
            value={definition}
            onChange={(e) => (setDefinition(e.target.value), setError(null))}
          />
        </div>
      </form>
    </FormModal>
  );
}
