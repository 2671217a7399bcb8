import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/Toast';
import { errorMessage, trpc } from '../../lib/trpc';
import styles from './sharing.module.css';
import { useLocale, useT } from '../../i18n';
import { namespace as sharingNs } from '../../locales/sharing';
import { changes, wordDiff } from './wordDiff';

const CLOZE_SOURCE = /\{\{c\d+::/;

/** 'A, B and C', the English the server's field names were always joined with (suggestionText.ts). */
const englishList = (names: readonly string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** One side of an edit: the words taken out struck through in red, the words put in underlined in green. */
function DiffSide({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = wordDiff(before, after);
  const t = useT(sharingNs);
  return (
    <div className={styles.diffSide}>
      <span className={styles.diffLabel}>{label}</span>
      {changes(parts) ? (
        <p className={styles.diffText}>
          {parts.map((part, i) =>
            part.kind === 'same' ? (
              <span key={i}>{part.text}</span>
            ) : part.kind === 'removed' ? (
              <del key={i} className={styles.removed}>
                <span className="visually-hidden">{t('sharing.diff.removed')}</span>
                {part.text}
                <span className="visually-hidden">]</span>
              </del>
            ) : (
              <ins key={i} className={styles.added}>
                <span className="visually-hidden">{t('sharing.diff.added')}</span>
                {part.text}
                <span className="visually-hidden">]</span>
              </ins>
            ),
          )}
        </p>
      ) : (
        <p className={`${styles.diffText} muted`}>
          {before} <em>{t('sharing.diff.unchanged')}</em>
        </p>
      )}
    </div>
  );
}

// The owner's queue of suggestions on the deck page (docs/shared-decks.md): each proposed edit beside the
// card's current text, or a proposed new card; Accept makes the change for every subscriber.
// "Reject all" empties the queue in one call, after a confirmation (docs/shared-decks.md).

export function SuggestionsQueue({ deckId }: { deckId: number }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const t = useT(sharingNs);
  const locale = useLocale();
  // Which note fields an edit changes (suggestionText.ts suggestedFieldsText), joined by Intl.
  const fieldsText = (fields: readonly string[] | undefined) =>
    fields && fields.length > 0 ? t('sharing.queue.fields', { fields: locale === 'en' || locale === 'pseudo' ? englishList(fields) : new Intl.ListFormat(locale, { type: 'conjunction' }).format(fields) }) : null;
  const [confirming, setConfirming] = useState(false);
  const queue = trpc.sharedDecks.suggestions.useQuery({ deckId });
  const decide = trpc.sharedDecks.decideSuggestion.useMutation({
    onSuccess: () => Promise.all([utils.sharedDecks.suggestions.invalidate({ deckId }), utils.decks.get.invalidate({ deckId })]),
  });
  const rejectAll = trpc.sharedDecks.rejectAllSuggestions.useMutation({
    onSuccess: async ({ rejected }) => {
      await utils.sharedDecks.suggestions.invalidate({ deckId });
      setConfirming(false);
      toast.show({ tone: 'success', message: t('sharing.queue.rejected', { n: rejected }) });
    },
  });
  const pending = queue.data?.isOwner ? queue.data.suggestions : [];
  if (pending.length === 0) return null;
  const busy = decide.isPending || rejectAll.isPending;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="suggestions-heading" data-testid="suggestions-queue">
      <div className={styles.queueHeader}>
        <h2 id="suggestions-heading" className={styles.heading}>
          {t('sharing.queue.title', { n: pending.length })}
        </h2>
        {pending.length > 1 && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => (rejectAll.reset(), setConfirming(true))}>
            {t('sharing.queue.rejectAll')}
          </button>
        )}
      </div>
      <ul className={styles.rows}>
        {pending.map((suggestion) => (
          <li key={suggestion.id} className={styles.queueItem}>
            {suggestion.kind === 'edit' && suggestion.current ? (
              // An edit: each side as it is now, with the suggested change marked word by word.
              <div className={styles.diff} data-testid="suggestion-diff">
                <p className={styles.diffTitle}>{t('sharing.label.editOf', { term: suggestion.current.term })}</p>
                {fieldsText(suggestion.fields) && (
                  <p className={styles.diffFields} data-testid="suggestion-fields">
                    {fieldsText(suggestion.fields)}
                  </p>
                )}
                {/* A cloze card comes as its note's source and Extra (server/repos/suggestions.ts). */}
                <DiffSide label={CLOZE_SOURCE.test(suggestion.current.term) ? t('sharing.field.text') : t('sharing.field.term')} before={suggestion.current.term} after={suggestion.term} />
                <DiffSide label={CLOZE_SOURCE.test(suggestion.current.term) ? t('sharing.field.extra') : t('sharing.field.definition')} before={suggestion.current.definition} after={suggestion.definition} />
              </div>
            ) : (
              <p>{/* The learner's words go in as elements, never through the message's text. */}
                {t.rich(suggestion.kind === 'new' ? 'sharing.queue.newCard' : 'sharing.queue.edit', { term: () => <strong>{suggestion.term}</strong>, def: () => suggestion.definition })}</p>
            )}
            <div className={styles.decide}>
              <button type="button" className="btn btn-primary" disabled={busy} aria-label={t('sharing.queue.acceptLabel', { term: suggestion.term })} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'accept' })}>
                {t('sharing.queue.accept')}
              </button>
              <button type="button" className="btn btn-secondary" disabled={busy} aria-label={t('sharing.queue.rejectLabel', { term: suggestion.term })} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'reject' })}>
                {t('sharing.queue.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {decide.error && <p role="alert">{decide.error.message}</p>}
      <ConfirmDialog
        open={confirming}
        title={t('sharing.queue.confirmTitle')}
        message={pending.length >= 200 ? t('sharing.queue.confirmEvery') : t('sharing.queue.confirmCount', { n: pending.length })}
        confirmLabel={t('sharing.queue.rejectAll')}
        busyLabel={t('sharing.queue.rejecting')}
        busy={rejectAll.isPending}
        error={rejectAll.error ? errorMessage(rejectAll.error, t('sharing.queue.rejectFailed')) : null}
        onConfirm={() => rejectAll.mutate({ deckId })}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
