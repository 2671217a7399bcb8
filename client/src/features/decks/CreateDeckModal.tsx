import { useEffect, useState, type FormEvent } from 'react';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { DESIRED_RETENTION_DEFAULT, DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN } from '../../../../shared/memoryModel';
import { DEFAULT_NEW_CARDS_PER_DAY, NEW_CARDS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MIN, NEW_CARDS_PER_DAY_MSG } from '../../../../shared/studyOptions';
import { FormModal } from '../../components/ui/Modal';
import { parseNewCardsPerDay } from '../study/studyOptions';
import { errorMessage } from '../../lib/trpc';
import { relativeWorkload } from './retention';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as deckFormNs } from '../../locales/deckForm';
import { FormError } from '../../components/ui/FormError';
import { initialLanguage } from './languages';
import { LanguageFields, type LanguageValue } from './LanguageFields';
import { HelpMeDecide } from '../workload/HelpMeDecide';

interface DeckFormModalProps {
  open: boolean;
  mode: 'create' | 'edit';
  initial?: { name: string; description: string | null; desiredRetention?: number; newCardsPerDay?: number; termLanguage?: string | null; definitionLanguage?: string | null; burySiblings?: boolean };
  /** The deck's card texts: an unset language is suggested from their script (docs/study-modes.md). */
  sample?: { terms: string[]; definitions: string[] };
  /** Editing a deck: "Help me decide" beside the retention simulates this deck (docs/workload.md). */
  deckId?: number;
  onClose: () => void;
  onSubmit: (values: {
    name: string;
    description: string;
    desiredRetention?: number;
    newCardsPerDay?: number;
    burySiblings?: boolean;
    termLanguage: string | null;
    definitionLanguage: string | null;
  }) => Promise<unknown>;
}

/**
 * Create New Deck and Edit Deck share one form: Deck Name input and Description textarea.
 * Editing also sets the deck's desired retention (docs/memory-model.md).
 */
export function DeckFormModal({ open, mode, initial, sample, deckId, onClose, onSubmit }: DeckFormModalProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [retention, setRetention] = useState(DESIRED_RETENTION_DEFAULT);
  const [newPerDay, setNewPerDay] = useState(String(DEFAULT_NEW_CARDS_PER_DAY));
  const [burySiblings, setBurySiblings] = useState(true);
  const noLanguage: LanguageValue = { tag: null, suggested: false };
  const [languages, setLanguages] = useState({ term: noLanguage, definition: noLanguage });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT(deckFormNs);
  const tm = useMsg();
  const format = useFormat();
  const percent = (share: number) => format.number(share, { style: 'percent', maximumFractionDigits: 0 });
  const tradeOff = (r: number) => {
    // The words of features/decks/retention.ts in the reader's language.
    const workload = relativeWorkload(r);
    if (Math.abs(r - DESIRED_RETENTION_DEFAULT) < 0.005) return t('deckForm.retention.default', { percent: percent(r) });
    if (r > DESIRED_RETENTION_DEFAULT) return t('deckForm.retention.higher', { percent: percent(r), times: format.number(workload < 10 ? Math.round(workload * 10) / 10 : Math.round(workload), { minimumFractionDigits: workload < 10 ? 1 : 0 }) });
    return t('deckForm.retention.lower', { percent: percent(r), share: percent(Math.round(workload * 100) / 100) });
  };

  useEffect(() => {
    if (!open) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
    setRetention(initial?.desiredRetention ?? DESIRED_RETENTION_DEFAULT);
    setNewPerDay(String(initial?.newCardsPerDay ?? DEFAULT_NEW_CARDS_PER_DAY));
    setBurySiblings(initial?.burySiblings ?? true);
    setLanguages({ term: initialLanguage(initial?.termLanguage, sample?.terms), definition: initialLanguage(initial?.definitionLanguage, sample?.definitions) });
    setError(null);
    // The sample is read when the form opens; cards changing under an open form do not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initial?.name, initial?.description, initial?.desiredRetention, initial?.newCardsPerDay, initial?.burySiblings, initial?.termLanguage, initial?.definitionLanguage]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(tm(MSG.deckNameRequired));
    const newCardsPerDay = parseNewCardsPerDay(newPerDay);
    if (mode === 'edit' && newCardsPerDay === null) return setError(tm(NEW_CARDS_PER_DAY_MSG));
    setSubmitting(true);
    try {
      await onSubmit({
        name: name.trim(),
        description: description.trim(),
        termLanguage: languages.term.tag,
        definitionLanguage: languages.definition.tag,
        ...(mode === 'edit' ? { desiredRetention: retention, newCardsPerDay: newCardsPerDay ?? undefined, burySiblings } : {}),
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e, tm(mode === 'create' ? MSG.createDeckFailed : MSG.updateDeckFailed)));
    } finally {
      setSubmitting(false);
    }
  }

  const formId = `deck-form-${mode}`;
  return (
    <FormModal open={open} title={mode === 'create' ? t('deckForm.createTitle') : t('deckForm.editTitle')} onClose={onClose} formId={formId} submitting={submitting} labels={mode === 'create' ? [t('deckForm.create'), t('deckForm.creating')] : [t('deckForm.save'), t('deckForm.saving')]}>
      <form id={formId} onSubmit={submit} noValidate>
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${formId}-name`}>{t('deckForm.name')}</label>
          <input
            id={`${formId}-name`}
            className="input"
            required
            maxLength={DECK_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('deckForm.namePlaceholder')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-description`}>
            {t('deckForm.description')} <span className="field-hint">{t('deckForm.optional')}</span>
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
        <LanguageFields
          idPrefix={formId}
          term={languages.term}
          definition={languages.definition}
          onChange={(side, tag) => setLanguages((current) => ({ ...current, [side]: { tag, suggested: false } }))}
        />
        {mode === 'edit' && (
          <div className="field">
            <label htmlFor={`${formId}-new-per-day`}>{t('deckForm.newPerDay')}</label>
            <input
              id={`${formId}-new-per-day`}
              className="input"
              type="number"
              inputMode="numeric"
              min={NEW_CARDS_PER_DAY_MIN}
              max={NEW_CARDS_PER_DAY_MAX}
              step={1}
              value={newPerDay}
              aria-describedby={`${formId}-new-per-day-help`}
              onChange={(e) => setNewPerDay(e.target.value)}
              style={{ maxWidth: 140 }}
            />
            <p id={`${formId}-new-per-day-help`} className="muted" style={{ margin: 'var(--space-1) 0 0', fontSize: 'var(--text-sm)' }}>
              {t('deckForm.newPerDayHelp', { min: NEW_CARDS_PER_DAY_MIN, max: NEW_CARDS_PER_DAY_MAX })}
            </p>
          </div>
        )}
        {mode === 'edit' && (
          <div className="field">
            <label htmlFor={`${formId}-bury`} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
              <input
                id={`${formId}-bury`}
                type="checkbox"
                checked={burySiblings}
                aria-describedby={`${formId}-bury-help`}
                onChange={(e) => setBurySiblings(e.target.checked)}
                style={{ width: 18, height: 18, accentColor: 'var(--color-primary)' }}
              />
              {t('deckForm.bury')}
            </label>
            <p id={`${formId}-bury-help`} className="muted" style={{ margin: 'var(--space-1) 0 0', fontSize: 'var(--text-sm)' }}>
              {t('deckForm.buryHelp')}
            </p>
          </div>
        )}
        {mode === 'edit' && (
          <div className="field">
            <label htmlFor={`${formId}-retention`}>
              {t('deckForm.retention')} <span className="field-hint">{percent(retention)}</span>
            </label>
            <input
              id={`${formId}-retention`}
              type="range"
              min={DESIRED_RETENTION_MIN}
              max={DESIRED_RETENTION_MAX}
              step={0.01}
              value={retention}
              aria-valuetext={percent(retention)}
              aria-describedby={`${formId}-retention-help`}
              onChange={(e) => setRetention(Number(e.target.value))}
              style={{ width: '100%', accentColor: 'var(--color-primary)' }}
            />
            <p id={`${formId}-retention-help`} className="muted" style={{ margin: 'var(--space-1) 0 0', fontSize: 'var(--text-sm)' }}>
              {tradeOff(retention)} {t('deckForm.retentionMore')}
            </p>
            {deckId !== undefined && <HelpMeDecide deckId={deckId} current={retention} onPick={setRetention} />}
          </div>
        )}
      </form>
    </FormModal>
  );
}
