import { languageNameIn, languageOptions } from './languages';
import styles from './LanguageFields.module.css';
import { useLocale, useT } from '../../i18n';
import { namespace as decksNs } from '../../locales/decks';

export interface LanguageValue {
  tag: string | null;
  /** The form guessed it from the cards' script (not saved yet): said under the select. */
  suggested: boolean;
}

/**
 * 'Term language' and 'Definition language' (docs/study-modes.md): the voice each side's Listen button
 * reads with. Two selects side by side (stacked on a phone), 'None' first.
 */
export function LanguageFields({ idPrefix, term, definition, onChange }: { idPrefix: string; term: LanguageValue; definition: LanguageValue; onChange: (side: 'term' | 'definition', tag: string | null) => void }) {
  const t = useT(decksNs);
  return (
    <div className={`field ${styles.row}`}>
      <LanguageSelect id={`${idPrefix}-term-language`} label={t('decks.lang.term')} value={term} onChange={(tag) => onChange('term', tag)} />
      <LanguageSelect id={`${idPrefix}-definition-language`} label={t('decks.lang.definition')} value={definition} onChange={(tag) => onChange('definition', tag)} />
    </div>
  );
}

function LanguageSelect({ id, label, value, onChange }: { id: string; label: string; value: LanguageValue; onChange: (tag: string | null) => void }) {
  const hintId = `${id}-hint`;
  const t = useT(decksNs);
  const locale = useLocale();
  return (
    <div className={styles.side}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value.tag ?? ''} aria-describedby={value.suggested ? hintId : undefined} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('decks.lang.none')}</option>
        {languageOptions(value.tag, locale).map((option) => (
          <option key={option.value} value={option.value} data-intl>
            {option.label}
          </option>
        ))}
      </select>
      {value.suggested && value.tag && (
        <p id={hintId} className={`muted ${styles.hint}`} data-testid={`${id}-suggested`} data-intl>
          {t('decks.lang.suggested', { language: languageNameIn(value.tag, locale) })}
        </p>
      )}
    </div>
  );
}
