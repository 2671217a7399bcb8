import * as messages from '../messages.js';
import type { MessageValues } from './namespace.js';

// shared/messages.ts stays the English source of every text the server and the screens share
// (docs/translating.md): code keeps throwing `badRequest(MSG.deckNotFound)`, and the text is
// translated where it leaves, by finding which entry it is. An entry's id is its path in
// messages.ts ('MSG.deckNotFound', 'OIDC_MSG.signIn'); a function's arguments become the ICU
// message's positional values {0}, {1}…, numbers as numbers so plurals work.

type Entry = string | ((...args: never[]) => string);

/** The entry of messages.ts an id names ('MSG.loginFailed', 'needsAtLeast'); undefined when none. */
export function messageSource(id: string): Entry | undefined {
  const [group, key] = id.split('.');
  const top = (messages as Record<string, unknown>)[group];
  const value = key === undefined ? top : top && typeof top === 'object' && Object.hasOwn(top, key) ? (top as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'function' ? (value as Entry) : undefined;
}

const MARK = (i: number) => `\uE000${i}\uE001`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  id: string;
  re: RegExp;
  /** For each capture group, the argument's index; literal 1s fill `ones`. */
  slots: number[];
  ones: number[];
}

export interface MessageIndex {
  /** Which entry an English text is, with its arguments; null for a text of no entry. */
  match(text: string): { id: string; values: MessageValues } | null;
}

/** A number as messages.ts prints it ('1,234' in en-US) becomes a number again. */
function valueOf(raw: string): string | number {
  return /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/.test(raw) ? Number(raw.replace(/,/g, '')) : raw;
}

/** The index of the given ids (a namespace's English catalog): exact texts and functions' patterns. */
export function buildMessageIndex(ids: Iterable<string>): MessageIndex {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const id of ids) {
    const source = messageSource(id);
    if (typeof source === 'string') exact.set(source, id);
    else if (typeof source === 'function') {
      const fn = source as (...args: unknown[]) => string;
      const arity = Math.max(fn.length, 1);
      const variants: unknown[][] = [Array.from({ length: arity }, (_, i) => MARK(i))];
      // "1 card" against "{n} cards": the singular branch, for each argument that may be a count.
      for (let i = 0; i < arity; i++) variants.push(Array.from({ length: arity }, (_, j) => (j === i ? 1 : MARK(j))));
      for (const args of variants) {
        let out: string;
        try {
          out = fn(...args);
        } catch {
          continue;
        }
        const slots: number[] = [];
        const body = escapeRe(out).replace(/\uE000(\d+)\uE001/g, (_, n: string) => {
          slots.push(Number(n));
          return '([\\s\\S]+?)';
        });
        const ones = args.flatMap((a, i) => (a === 1 ? [i] : []));
        patterns.push({ id, re: new RegExp(`^${body}$`), slots, ones });
      }
    }
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
        for (const one of p.ones) values[one] = 1;
        return { id: p.id, values };
      }
      return null;
    },
  };
}
