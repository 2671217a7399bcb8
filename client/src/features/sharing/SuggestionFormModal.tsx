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
import { namespace as suggestionsNs } from '../../locales/suggestions';

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
  const t = useT(suggestionsNs);
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
      toast.show({ tone: 'success', message: t('suggestions.sent'), durationMs: 6000 });
      onClose();
    } catch (e) {
      setError(errorMessage(e, t('suggestions.failed')));
    }
  }

  const formId = 'suggestion-form';
  return (
    <FormModal open={target !== null} title={editing ? t('suggestions.suggestEdit') : t('suggestions.suggestCard')} onClose={onClose} formId={formId} submitting={busy} labels={[t('suggestions.form.send'), t('suggestions.form.sending')]}>
      <form id={formId} onSubmit={submit} noValidate data-testid="suggestion-form">
        <p className="muted" style={{ marginTop: 0 }}>
          {editing ? t('suggestions.form.introEdit') : t('suggestions.form.introNew')}
        </p>
        {/* Accepting writes the suggestion's plain text over the card (server/services/suggestions.ts). */}
        {editing && (editing.termHtml || editing.definitionHtml) && <p className="field-hint">{t('suggestions.form.formatting')}</p>}
        {cloze && (
          <p className="field-hint" id={`${formId}-cloze-hint`}>
            {t('suggestions.form.cloze', { example: '{{c1::…}}' })}
          </p>
        )}
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${formId}-term`}>{cloze ? t('suggestions.field.text') : t('suggestions.field.term')}</label>
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
          <label htmlFor={`${formId}-definition`}>{cloze ? t('suggestions.field.extraOptional') : t('suggestions.field.definition')}</label>
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
