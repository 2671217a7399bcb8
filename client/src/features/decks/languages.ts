import { guessLanguage } from '../../../../shared/languageGuess';

// The deck form's language choices (docs/study-modes.md): 'None' and the languages most decks are in,
// named in the reader's language by the browser's own Intl.DisplayNames. The learner's current tag is kept
// even when it is not in the list (a REST client may have set 'en-GB').

export const COMMON_LANGUAGES = [
  'ar', 'zh', 'nl', 'en', 'fr', 'de', 'el', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'pl', 'pt', 'ru', 'es', 'sv', 'th', 'tr', 'uk', 'vi',
] as const;

const names = new Map<string, Intl.DisplayNames | null>();

/** 'ko' → 'Korean', 'en-GB' → 'British English'; the tag itself where the browser has no name. */
export function languageName(tag: string): string {
  return languageNameIn(tag, 'en');
}

/** The same name in `locale`'s language ('ko' in Arabic: 'الكورية'). */
export function languageNameIn(tag: string, locale: string): string {
  const lang = locale === 'pseudo' ? 'en' : locale;
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([lang], { type: 'language' }));
    } catch {
      names.set(lang, null);
    }
  }
  try {
    return names.get(lang)?.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The select's options, by name, with `current` added when it is not a common one. */
export function languageOptions(current: string | null, locale = 'en'): { value: string; label: string }[] {
  const tags: string[] = [...COMMON_LANGUAGES];
  if (current && !tags.includes(current)) tags.push(current);
  return tags.map((tag) => ({ value: tag, label: languageNameIn(tag, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale === 'pseudo' ? 'en' : locale));
}

/**
 * What the form starts with for one side: the deck's language when it has one; else a guess from
 * the cards' script, marked as a suggestion so the form can say so. Latin text gives no guess.
 */
export function initialLanguage(saved: string | null | undefined, texts: readonly string[] | undefined): { tag: string | null; suggested: boolean } {
  if (saved) return { tag: saved, suggested: false };
  const guess = texts && texts.length > 0 ? guessLanguage(texts) : null;
  return { tag: guess, suggested: guess !== null };
}
