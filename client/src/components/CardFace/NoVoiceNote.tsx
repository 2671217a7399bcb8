import { Link } from 'wouter';
import { languageName } from '../../features/decks/languages';
import { useLocale, useT } from '../../i18n';
import { useUnspokenLanguages, voicePlatform } from '../../lib/speech';
import { namespace as cardFace } from '../../locales/cardFace';
import { PSEUDO_LOCALE } from '../../../../shared/i18n/locales';
import styles from './ListenButton.module.css';

/** The languages' names in the reader's language, joined as a list ('Korean and Thai'). */
function languageNames(tags: string[], locale: string): string {
  const intl = locale === PSEUDO_LOCALE ? 'en' : locale;
  let names: string[];
  try {
    const display = intl === 'en' ? null : new Intl.DisplayNames([intl], { type: 'language' });
    names = tags.map((tag) => display?.of(tag) ?? languageName(tag));
  } catch {
    names = tags.map(languageName);
  }
  return new Intl.ListFormat(intl, { type: 'conjunction' }).format(names);
}

/**
 * Says why a deck's Listen buttons are missing (issue 48): the browser has no voice for a side's
 * language. Names the language and where this device gets one; nothing when every language can
 * be read aloud (or the deck has none).
 */
export function NoVoiceNote({ languages, className = '' }: { languages: readonly (string | null | undefined)[]; className?: string }) {
  const t = useT(cardFace);
  const locale = useLocale();
  const missing = useUnspokenLanguages(languages);
  if (missing.length === 0) return null;
  return (
    <p className={`${styles.noVoice} ${className}`} role="note" data-testid="no-voice">
      <span>{t('cardFace.noVoice', { names: languageNames(missing, locale) })}</span> <span>{t(`cardFace.voiceHelp.${voicePlatform(navigator.userAgent)}`)}</span>{' '}
      <Link href="/help#listening">{t('cardFace.noVoiceGuide')}</Link>
    </p>
  );
}
