// BCP 47 language tags for a deck's sides (docs/study-modes.md). Validation is the platform's own parser
// (`Intl.getCanonicalLocales`, the same in Node and every browser), so a tag the server accepts
// is one speechSynthesis understands, and storing the canonical form ('ko-kr' → 'ko-KR',
// 'iw' → 'he') lets the client compare tags as strings.

/** Longer than any real tag with a region and script ('zh-Hant-TW' is 10); bounds the parser's work. */
export const LANGUAGE_TAG_MAX = 35;

export const LANGUAGE_TAG_MSG = "Language must be a language tag such as 'en', 'ko-KR' or 'zh-Hant-TW'.";

/** The canonical form of a well-formed tag, or null for anything else (any input, never throws). */
export function canonicalLanguageTag(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > LANGUAGE_TAG_MAX) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    // BCP 47 allows a 5–8 letter language subtag, but none is registered: 'english' or 'korean'
    // is a learner's mistake, not a tag. Real ones are ISO 639 codes of 2 or 3 letters.
    return canonical && /^[a-z]{2,3}(-|$)/.test(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** The primary language subtag: 'ko-KR' → 'ko'. Voices match on it when no voice has the exact region. */
export function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}
