import { useEffect, useState } from 'react';
import { EXTRA_NEW_CARDS_STEP } from '../../../../shared/newCardLimit';
import { NEW_CARDS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MIN } from '../../../../shared/studyOptions';
import { errorMessage } from '../../lib/trpc';
import { needsNetwork, useOnline } from '../../offline/network';
import { useSetNewCardsToday } from '../decks/mutations';
import { parseNewCardsPerDay } from './studyOptions';
import styles from './NewCardLimit.module.css';
import { useT } from '../../i18n';
import { namespace as cardLimit } from '../../locales/cardLimit';

/**
 * Today's new-card limit is used up while new cards wait (issue 29.2): say so, and offer ten more
 * for today. Shown on the deck page and in the Smart Session modal.
 */
export function LimitReachedNotice({ deckId, limit, waiting }: { deckId: number; limit: number | undefined; waiting: number }) {
  const t = useT(cardLimit);
  const online = useOnline();
  const setToday = useSetNewCardsToday();
  const invalidText = t('cardLimit.invalid', { min: NEW_CARDS_PER_DAY_MIN, max: NEW_CARDS_PER_DAY_MAX });
  return (
    <div className={styles.notice} role="status" data-testid="new-limit-reached">
      <p className={styles.text}>{limit === undefined ? t('cardLimit.reachedNoLimit', { waiting }) : t('cardLimit.reached', { limit, waiting })}</p>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={setToday.isPending || limit === undefined}
        {...needsNetwork(online)}
        onClick={() => limit !== undefined && setToday.mutate({ deckId, limit: limit + EXTRA_NEW_CARDS_STEP })}
      >
        {setToday.isPending ? t('cardLimit.adding') : t('cardLimit.studyMore', { n: EXTRA_NEW_CARDS_STEP })}
      </button>
      {setToday.isError && (
        <p className="alert alert-error" role="alert">
          {errorMessage(setToday.error, invalidText)}
        </p>
      )}
    </div>
  );
}

/** The Smart Session modal's 'New cards today' field: shows today's limit and changes it (today only). */
export function NewCardsTodayField({ deckId, limit, studied }: { deckId: number; limit: number; studied: number }) {
  const t = useT(cardLimit);
  const online = useOnline();
  const setToday = useSetNewCardsToday();
  const invalidText = t('cardLimit.invalid', { min: NEW_CARDS_PER_DAY_MIN, max: NEW_CARDS_PER_DAY_MAX });
  const [text, setText] = useState(String(limit));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(String(limit)), [limit]);
  const value = parseNewCardsPerDay(text);
  const save = () => {
    if (value === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (value !== limit) setToday.mutate({ deckId, limit: value });
  };
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {t('cardLimit.label')}
        <input
          type="number"
          min={0}
          max={9999}
          inputMode="numeric"
          className={`input ${styles.input}`}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby="new-today-hint"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
        />
      </label>
      <button type="button" className="btn btn-secondary btn-sm" onClick={save} disabled={setToday.isPending || value === limit} {...needsNetwork(online)}>
        {setToday.isPending ? t('cardLimit.saving') : t('cardLimit.set')}
      </button>
      <span id="new-today-hint" className={styles.hint}>
        {t('cardLimit.hint', { studied })}
      </span>
      {(invalid || setToday.isError) && (
        <p className={`alert alert-error ${styles.error}`} role="alert">
          {invalid ? invalidText : errorMessage(setToday.error, invalidText)}
        </p>
      )}
    </div>
  );
}
