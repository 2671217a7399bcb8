import * as messages from '../messages.js';
import type { MessageValues } from './namespace.js';

// shared/messages.ts stays the English source of every text the server and the screens share
// (docs/translating.md): code keeps throwing `badRequest(MSG.deckNotFound)`, and the text is
// translated where it leaves, by finding which entry it is. An entry's id is its path in
// messages.ts ('MSG.deckNotFound', 'OIDC_MSG.signIn'); a function's arguments become the ICU
// message's positional values {0}, {1}…, numbers as numbers so plurals work.

type Entry = string | ((...args: never[]) => string);

/**
 * Where entries are looked up: messages.ts, then the groups a side adds with addMessageGroups (the
 * server's own texts, which the browser never loads). A group is an object of texts or a text.
 */
const sources: Record<string, unknown>[] = [messages];

/** Adds groups of texts ({ IMPORT_ERRORS, … }) the `messages` catalog translates too. */
export function addMessageGroups(groups: Record<string, unknown>): void {
  if (!sources.includes(groups)) sources.push(groups);
}

/** The entry an id names ('MSG.loginFailed', 'needsAtLeast', 'END_MSG.gameTitle.good'); undefined when none. */
export function messageSource(id: string): Entry | undefined {
  const [group, ...path] = id.split('.');
  const source = sources.find((s) => Object.hasOwn(s, group));
  let value: unknown = source?.[group];
  for (const key of path) {
    value = value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' || typeof value === 'function' ? (value as Entry) : undefined;
}

/**
 * Exports of messages.ts that are no text a person reads in their language: helpers, numbers,
 * and the AnkiConnect endpoint's errors, which stay English because add-ons and scripts compare
 * them (docs/api.md).
 */
const NOT_TRANSLATED = new Set(['scoreBand', 'isOidcErrorCode', 'SCORE_BANDS', 'ANKICONNECT_MSG']);

/** Every id the `messages` catalog translates: messages.ts in the file's order, then the added groups. */
export function messageIds(): string[] {
  const ids: string[] = [];
  const walk = (value: unknown, id: string): void => {
    if (typeof value === 'string' || typeof value === 'function') ids.push(id);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${id}.${key}`);
  };
  for (const source of sources) for (const [name, value] of Object.entries(source)) if (!NOT_TRANSLATED.has(name)) walk(value, name);
  return ids;
}

const MARK = (i: number) => `\uE000${i}\uE001`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  id: string;
  re: RegExp;
  /** For each capture group, the argument's index. */
  slots: number[];
  /** Arguments the pattern fixes: a count of 1 ("1 card"), a flag or a missing argument ('true', 'false', 'undefined': an ICU select's keys). */
  fixed: [number, string | number][];
}

export interface MessageIndex {
  /** Which entry an English text is, with its arguments; null for a text of no entry. */
  match(text: string): { id: string; values: MessageValues } | null;
}

/** A number as messages.ts prints it ('1,234' in en-US) becomes a number again. */
function valueOf(raw: string): string | number {
  return /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/.test(raw) ? Number(raw.replace(/,/g, '')) : raw;
}

const render = (fn: (...args: unknown[]) => string, args: unknown[]): string | null => {
  try {
    return fn(...args);
  } catch {
    return null;
  }
};

/**
 * The patterns of a function's texts. Each argument is a mark (any text), or 1, true, false or
 * undefined (an optional argument left out) where that value changes the wording ("1 card" against "{n} cards", a flag choosing a
 * sentence); a combination is kept when every mark shows in the text, so a flag's branches
 * each get their own pattern.
 */
function functionPatterns(id: string, fn: (...args: unknown[]) => string): Pattern[] {
  const arity = Math.max(fn.length, 1);
  const marks = Array.from({ length: arity }, (_, i) => MARK(i));
  const choices: unknown[] = ['mark', true, false, 1, undefined];
  const out: Pattern[] = [];
  const seen = new Set<string>();
  const combos = choices.length ** arity;
  for (let c = 0; c < combos; c++) {
    const args = marks.map((m, i) => {
      const choice = choices[Math.floor(c / choices.length ** i) % choices.length];
      return choice === 'mark' ? m : choice;
    });
    const text = render(fn, args);
    if (text === null || args.some((a, i) => a === marks[i] && !text.includes(marks[i]))) continue;
    // A fixed value that only shows as itself ("Needs at least 1 cards") words nothing new; a count
    // of 1 that does not show (a limit shown in millions) is no "1 card" either.
    const wordsSomething = args.every((a, i) => {
      if (a === marks[i]) return true;
      if (a === 1 && !text.includes('1')) return false;
      const asMark = render(fn, args.map((b, j) => (j === i ? marks[i] : b)));
      return asMark === null || !asMark.includes(marks[i]) || asMark.split(marks[i]).join(String(a)) !== text;
    });
    if (!wordsSomething) continue;
    const slots: number[] = [];
    const body = escapeRe(text).replace(/\uE000(\d+)\uE001/g, (_, n: string) => {
      slots.push(Number(n));
      return '([\\s\\S]+?)';
    });
    if (seen.has(body)) continue;
    seen.add(body);
    out.push({ id, re: new RegExp(`^${body}$`), slots, fixed: args.flatMap((a, i) => (a === marks[i] ? [] : [[i, typeof a === 'number' ? a : String(a)] as [number, string | number]])) });
  }
  // The more a pattern fixes, the more particular it is: "1 card is" before "{n} cards are".
  return out.sort((x, y) => y.fixed.length - x.fixed.length);
}

/** The index of the given ids (a namespace's English catalog): exact texts and functions' patterns. */
export function buildMessageIndex(ids: Iterable<string>): MessageIndex {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const id of ids) {
    const source = messageSource(id);
    if (typeof source === 'string') exact.set(source, id);
    // A function of no arguments is one text.
    else if (typeof source === 'function' && source.length === 0) exact.set((source as () => string)(), id);
    else if (typeof source === 'function') patterns.push(...functionPatterns(id, source as (...args: unknown[]) => string));
  }
  return {
    match(text) {
      const id = exact.get(text);
      if (id) return { id, values: {} };
      for (const p of patterns) {
        const m = p.re.exec(text);
        if (!m) continue;
        const values: MessageValues = {};
        p.slots.forEach((slot, i) => (values[slot] = valueOf(m[i + 1])));
        for (const [slot, value] of p.fixed) values[slot] = value;
        return { id: p.id, values };
      }
      return null;
    },
  };
}
