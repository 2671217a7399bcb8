import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { namespace as common } from '../locales/common';
import { setLocale, useLocale, useT } from './index';

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();

/** Told when a person picks a language (not when one is applied): the app saves a signed-in choice. */
export function onLocaleChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches to a picked language, keeps it in this browser and tells the listeners. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await setLocale(locale, { remember: true });
  for (const listener of listeners) listener(locale);
}

/**
 * The language picker (landing page footer, Profile): each language named in itself, with
 * `lang` on the option so a screen reader says it in that language.
 */
export function LanguagePicker({ className, labelClassName, id }: { className?: string; labelClassName?: string; id?: string }) {
  const t = useT(common);
  const locale = useLocale();
  const ownId = useId();
  const selectId = id ?? `language-${ownId}`;
  return (
    <span className={className}>
      <label htmlFor={selectId} className={labelClassName}>
        {t('common.language.label')}
      </label>
      <select
        id={selectId}
        className="select"
        value={isLocale(locale) ? locale : 'en'}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void chooseLocale(next);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} translate="no">
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
