// Type the Answer (docs/study-modes.md, docs/study-modes.md): how a typed answer compares with the
// expected one, and the character diff shown with the result. Pure and bounded: both texts are
// cut to TYPED_ANSWER_MAX characters before anything else, so a 100,000-character paste costs
// what 1,000 characters cost, on the page and on the server (docs/security.md).
import { TYPED_ANSWER_MAX } from './constants.js';

export type TypingVerdict = 'right' | 'almost' | 'wrong';

/** The FSRS rating a verdict suggests; the learner may pick another before going on. */
export const VERDICT_RATING: Record<TypingVerdict, 1 | 2 | 3> = { right: 3, almost: 2, wrong: 1 };

/** One typo (insert, delete, substitute, swap counts as two) is forgiven per this many characters. */
export const CHARACTERS_PER_TYPO = 6;

/**
 * The text as compared: NFC (so a precomposed é and e + U+0301 are one), outer and repeated
 * spaces folded, case ignored, trailing punctuation (. ! ? … ; and the like) dropped.
 */
export function normalizeAnswer(text: string): string {
  return text
    .slice(0, TYPED_ANSWER_MAX * 2)
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+$/u, '')
    .slice(0, TYPED_ANSWER_MAX);
}

/** Without accents and other combining marks (é → e, ñ → n, Hebrew points and Arabic harakat dropped). */
export function withoutMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}

/**
 * Levenshtein distance when it is at most `limit`, else `limit + 1`: only the band of width
 * 2·limit+1 around the diagonal is filled, O(n·limit) time and O(limit) memory.
 */
export function boundedEditDistance(a: readonly string[], b: readonly string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = 2 * limit + 1;
  const over = limit + 1;
  // row[k] is the distance of a[0..i) to b[0..j) with j = i + k - limit.
  let previous = new Array<number>(width).fill(over);
  let current = new Array<number>(width).fill(over);
  for (let k = 0; k < width; k++) {
    const j = k - limit;
    if (j >= 0) previous[k] = j <= limit ? j : over;
  }
  for (let i = 1; i <= a.length; i++) {
    let best = over;
    for (let k = 0; k < width; k++) {
      const j = i + k - limit;
      if (j < 0 || j > b.length) {
        current[k] = over;
        continue;
      }
      if (j === 0) {
        current[k] = Math.min(i, over);
      } else {
        const substitute = previous[k] + (a[i - 1] === b[j - 1] ? 0 : 1);
        const remove = k + 1 < width ? previous[k + 1] + 1 : over;
        const insert = k > 0 ? current[k - 1] + 1 : over;
        current[k] = Math.min(substitute, remove, insert, over);
      }
      if (current[k] < best) best = current[k];
    }
    if (best > limit) return over;
    [previous, current] = [current, previous];
  }
  const end = b.length - a.length + limit;
  return end >= 0 && end < width ? Math.min(previous[end], over) : over;
}

/** Code points, so a letter outside the BMP is one character, not two halves. */
const chars = (text: string) => Array.from(text);

/**
 * Right when the normalised texts are equal; almost when they differ only by accents, or by at
 * most one typo per six characters of the expected answer; wrong otherwise (and when nothing
 * was typed).
 */
export function judgeAnswer(typed: string, expected: string): TypingVerdict {
  const given = normalizeAnswer(typed);
  const wanted = normalizeAnswer(expected);
  // Nothing typed (or only punctuation) is never right: Enter on an empty field is "I don't know".
  if (given === '') return 'wrong';
  if (given === wanted) return 'right';
  const givenBase = chars(withoutMarks(given));
  const wantedBase = chars(withoutMarks(wanted));
  if (givenBase.join('') === wantedBase.join('')) return 'almost';
  const allowed = Math.floor(wantedBase.length / CHARACTERS_PER_TYPO);
  if (allowed > 0 && boundedEditDistance(givenBase, wantedBase, allowed) <= allowed) return 'almost';
  return 'wrong';
}

export type DiffOp = 'same' | 'extra' | 'missing';
/** A run of the diff: `extra` was typed but is not in the answer, `missing` is in the answer but was not typed. */
export interface DiffPart {
  op: DiffOp;
  text: string;
}

/** Beyond this many edits the diff is not worth reading: the whole answer is shown as missing. */
export const DIFF_MAX_EDITS = 200;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters: a letter and its combining marks stay together (é as e + U+0301, Devanagari conjuncts). */
function graphemes(text: string): string[] {
  if (!segmenter) return chars(text);
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) out.push(segment);
  return out;
}

/**
 * The character diff shown with the result (Myers' O((n+m)·d) algorithm, d capped at
 * DIFF_MAX_EDITS): the typed text against the answer, both cut to TYPED_ANSWER_MAX characters,
 * spaces folded, case ignored when matching (the answer's own case is shown). Runs of the same
 * op are merged. In logical order: the page sets `dir="auto"`, so right-to-left text reads right.
 */
export function diffAnswer(typed: string, expected: string): DiffPart[] {
  const fold = (text: string) => text.slice(0, TYPED_ANSWER_MAX * 2).normalize('NFC').replace(/\s+/gu, ' ').trim().slice(0, TYPED_ANSWER_MAX);
  const a = graphemes(fold(typed));
  const b = graphemes(fold(expected));
  const aKey = a.map((g) => g.toLocaleLowerCase());
  const bKey = b.map((g) => g.toLocaleLowerCase());
  const parts: DiffPart[] = [];
  const push = (op: DiffOp, text: string) => {
    const last = parts.at(-1);
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  const script = myers(aKey, bKey, DIFF_MAX_EDITS);
  if (!script) {
    if (a.length) push('extra', a.join(''));
    if (b.length) push('missing', b.join(''));
    return parts;
  }
  for (const step of script) {
    if (step.op === 'same') push('same', b[step.j]);
    else if (step.op === 'extra') push('extra', a[step.i]);
    else push('missing', b[step.j]);
  }
  return parts;
}

type Step = { op: 'same'; j: number } | { op: 'extra'; i: number } | { op: 'missing'; j: number };

/** The shortest edit script from a to b, or null when it needs more than `maxEdits` edits. */
function myers(a: readonly string[], b: readonly string[], maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, offset, n, m, d);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], offset: number, n: number, m: number, depth: number): Step[] {
  const steps: Step[] = [];
  let x = n;
  let y = m;
  for (let d = depth; d >= 0; d--) {
    const before = trace[d];
    const k = x - y;
    const down = k === -d || (k !== d && before[offset + k - 1] < before[offset + k + 1]);
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : before[offset + prevK];
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      steps.push({ op: 'same', j: y });
    }
    if (d > 0) {
      if (down) steps.push({ op: 'missing', j: prevY });
      else steps.push({ op: 'extra', i: prevX });
    }
    x = prevX;
    y = prevY;
  }
  return steps.reverse();
}

/** A typed answer as results carry it: at most TYPED_ANSWER_MAX characters. */
export function boundTypedAnswer(typed: string): string {
  return chars(typed.slice(0, TYPED_ANSWER_MAX * 2)).slice(0, TYPED_ANSWER_MAX).join('');
}
