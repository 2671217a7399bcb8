// The deck form's language suggestion (docs/study-modes.md): a guess from the script the cards are written
// in. Only scripts that name one language well enough are guessed; Latin is left to the learner
// (English, Spanish, Vietnamese… a wrong voice reads worse than no voice), and so is anything
// rarer. Pure and bounded: it looks at the first SAMPLE_CHARS characters of the texts, so a deck
// of 100,000 cards costs the same as one of 100.

/** Characters looked at, across all the texts. */
export const SAMPLE_CHARS = 5_000;

// Tested in this order for each letter; the first that matches counts it.
const SCRIPTS = [
  { name: 'kana', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  { name: 'hangul', pattern: /\p{Script=Hangul}/u },
  { name: 'han', pattern: /\p{Script=Han}/u },
  { name: 'cyrillic', pattern: /\p{Script=Cyrillic}/u },
  { name: 'greek', pattern: /\p{Script=Greek}/u },
  { name: 'arabic', pattern: /\p{Script=Arabic}/u },
  { name: 'hebrew', pattern: /\p{Script=Hebrew}/u },
  { name: 'thai', pattern: /\p{Script=Thai}/u },
  { name: 'devanagari', pattern: /\p{Script=Devanagari}/u },
  { name: 'latin', pattern: /\p{Script=Latin}/u },
] as const;
type Script = (typeof SCRIPTS)[number]['name'];

const LANGUAGE_OF: Record<Exclude<Script, 'latin' | 'kana' | 'han'>, string> = {
  hangul: 'ko',
  cyrillic: 'ru',
  greek: 'el',
  arabic: 'ar',
  hebrew: 'he',
  thai: 'th',
  devanagari: 'hi',
};

/** Letters of each script in the first SAMPLE_CHARS characters of the texts. */
export function scriptCounts(texts: Iterable<string>): Map<Script, number> {
  const counts = new Map<Script, number>();
  let budget = SAMPLE_CHARS;
  for (const text of texts) {
    // Code points, so a letter outside the BMP (rare Han) counts once.
    for (const char of text.slice(0, budget)) {
      const script = SCRIPTS.find((s) => s.pattern.test(char))?.name;
      if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
    }
    budget -= Math.min(text.length, budget);
    if (budget <= 0) break;
  }
  return counts;
}

/**
 * A BCP 47 tag for the language the texts look written in, or null when the script does not say
 * (Latin, digits, nothing). Han with any kana is Japanese (kanji-only words are common in a
 * Japanese deck); Han without kana is Chinese.
 */
export function guessLanguage(texts: Iterable<string>): string | null {
  const counts = scriptCounts(texts);
  let top: Script | null = null;
  for (const [script, count] of counts) if (top === null || count > counts.get(top)!) top = script;
  if (top === null || top === 'latin') return null;
  if (top === 'kana') return 'ja';
  if (top === 'han') return counts.has('kana') ? 'ja' : 'zh';
  return LANGUAGE_OF[top];
}
