// Cloze deletions (docs/study-modes.md), shared by the server (the card editor's API, Anki imports) and the
// client (the card form's live preview): {{c1::answer}} or {{c1::answer::hint}}, nestable, and
// since Anki 2.1.56 one deletion may serve several cards ({{c1,2::answer}}). One card per cloze
// number: its term (the prompt) shows that number's deletions as [...] (or [hint]) and every
// other deletion as its text; its definition is the whole text with that number's deletions in
// brackets, then the note's Extra field.
//
// Hostile input has defined behaviour, and every function here is linear in the text (one parse,
// one render per number; docs/security.md):
// - an opener never closed, and a `}}` with nothing open, are plain text (Anki shows them as typed);
// - nesting deeper than CLOZE_MAX_DEPTH is plain text;
// - c0 and numbers over CLOZE_NUMBER_MAX are not deletions (plain text); the editor refuses them
//   with a message (`clozeProblem`) so a typo never silently vanishes;
// - a hint is everything after the deletion's first top-level `::` (`{{c1::a::b::c}}` → hint 'b::c');
// - an empty deletion (`{{c1::}}`) is a deletion of nothing: imports keep it, the editor refuses it.

interface TextNode {
  kind: 'text';
  text: string;
}
interface ClozeNode {
  kind: 'cloze';
  numbers: number[];
  children: Node[];
  hint: string | null;
}
type Node = TextNode | ClozeNode;

/** The largest cloze number: c1…c500 (Anki has no limit; 500 cards from one note is plenty). */
export const CLOZE_NUMBER_MAX = 500;
/** Deeper openers are text: rendering recurses once per level, and no real note nests this deep. */
export const CLOZE_MAX_DEPTH = 50;
// An opener is `{{c` + numbers + `::` within this many characters (a longer one is text).
const OPENER_MAX = 40;

export const CLOZE_MSG = {
  none: 'A cloze card needs at least one {{c1::…}}.',
  numberOutOfRange: `Cloze numbers go from c1 to c${CLOZE_NUMBER_MAX}.`,
  empty: (n: number) => `Cloze deletion c${n} is empty: put the hidden text between {{c${n}:: and }}.`,
} as const;

/** `{{c1::` / `{{c1,2::` at `at`: its numbers and length, or null. Reads at most OPENER_MAX characters. */
function openerAt(source: string, at: number): { numbers: number[]; length: number; outOfRange: boolean } | null {
  if (!source.startsWith('{{c', at)) return null;
  const limit = Math.min(source.length, at + OPENER_MAX);
  let end = at + 3;
  while (end < limit && '0123456789,'.includes(source[end])) end++;
  const digits = source.slice(at + 3, end);
  if (end + 2 > limit || !source.startsWith('::', end) || !/^\d+(?:,\d+)*$/.test(digits)) return null;
  const numbers = digits.split(',').map(Number);
  const outOfRange = numbers.some((n) => n < 1 || n > CLOZE_NUMBER_MAX);
  return { numbers, length: end + 2 - at, outOfRange };
}

interface Frame {
  opener: string;
  numbers: number[];
  nodes: Node[];
  text: string;
}

interface Parsed {
  nodes: Node[];
  /** An opener with c0 or a number over the maximum was read as text. */
  outOfRange: boolean;
}

/**
 * Parses into a tree in one pass with an explicit stack: `}}` closes the innermost open
 * deletion, and an opener still open at the end becomes plain text, its content moving up to the
 * enclosing level. Linear: nothing is ever read twice (a recursive parser re-read the rest of
 * the field after every unterminated opener, 2^n for n of them).
 */
function parse(source: string): Parsed {
  const root: Frame = { opener: '', numbers: [], nodes: [], text: '' };
  const stack: Frame[] = [root];
  let outOfRange = false;
  const flush = (frame: Frame) => {
    if (frame.text) frame.nodes.push({ kind: 'text', text: frame.text });
    frame.text = '';
  };
  let position = 0;
  let textStart = 0;
  const takeText = () => {
    if (position > textStart) stack[stack.length - 1].text += source.slice(textStart, position);
  };
  while (position < source.length) {
    const code = source.charCodeAt(position);
    if (code === 125 && stack.length > 1 && source.charCodeAt(position + 1) === 125) {
      takeText();
      const frame = stack.pop()!;
      flush(frame);
      const parent = stack[stack.length - 1];
      flush(parent);
      parent.nodes.push(splitHint(frame.numbers, frame.nodes));
      position += 2;
      textStart = position;
      continue;
    }
    if (code === 123 && stack.length <= CLOZE_MAX_DEPTH) {
      const opener = openerAt(source, position);
      if (opener?.outOfRange) outOfRange = true;
      if (opener && !opener.outOfRange) {
        takeText();
        stack.push({ opener: source.slice(position, position + opener.length), numbers: opener.numbers, nodes: [], text: '' });
        position += opener.length;
        textStart = position;
        continue;
      }
    }
    position += 1;
  }
  takeText();
  // Unterminated openers, innermost first: the opener is text and its content joins the parent.
  while (stack.length > 1) {
    const frame = stack.pop()!;
    flush(frame);
    const parent = stack[stack.length - 1];
    parent.text += frame.opener;
    for (const node of frame.nodes) {
      if (node.kind === 'text') parent.text += node.text;
      else {
        flush(parent);
        parent.nodes.push(node);
      }
    }
  }
  flush(root);
  return { nodes: root.nodes, outOfRange };
}

/** The hint is whatever follows the first top-level '::' of the deletion's own text. */
function splitHint(numbers: number[], children: Node[]): ClozeNode {
  const answer: Node[] = [];
  let hint: string | null = null;
  for (const child of children) {
    if (hint !== null) {
      hint += child.kind === 'text' ? child.text : plain(child);
      continue;
    }
    if (child.kind === 'text') {
      const at = child.text.indexOf('::');
      if (at >= 0) {
        if (at > 0) answer.push({ kind: 'text', text: child.text.slice(0, at) });
        hint = child.text.slice(at + 2);
        continue;
      }
    }
    answer.push(child);
  }
  return { kind: 'cloze', numbers, children: answer, hint };
}

/** A node as read with every deletion revealed. */
function plain(node: Node): string {
  return node.kind === 'text' ? node.text : node.children.map(plain).join('');
}

/** The prompt for `target`, collecting its deletions' texts into `answers`. */
function renderPrompt(nodes: Node[], target: number, answers: string[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      out += node.text;
    } else if (node.numbers.includes(target)) {
      answers.push(node.children.map(plain).join(''));
      out += node.hint ? `[${node.hint}]` : '[...]';
    } else {
      out += renderPrompt(node.children, target, answers);
    }
  }
  return out;
}

/** The whole text with `target`'s deletions in brackets: the answer side reads like the prompt, filled in. */
function renderFull(nodes: Node[], target: number): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.numbers.includes(target)) out += `[${node.children.map(plain).join('')}]`;
    else out += renderFull(node.children, target);
  }
  return out;
}

function numbersOf(nodes: Node[]): number[] {
  const found = new Set<number>();
  const walk = (list: Node[]) => {
    for (const node of list) {
      if (node.kind === 'cloze') {
        node.numbers.forEach((n) => found.add(n));
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return [...found].sort((a, b) => a - b);
}

/** One card of a cloze note. */
export interface ClozeCardText {
  clozeNumber: number;
  /** The prompt: this number's deletions hidden, the others shown. */
  term: string;
  /** The whole text with this number's deletions in brackets, then the Extra field. */
  definition: string;
  /** This number's deletions, joined with ', ' (what Type the Answer and the crossword ask for). */
  answer: string;
}

/** The definition: the filled-in text, then the Extra field after a blank line when there is one. */
export function withExtra(full: string, extra: string | null | undefined): string {
  const more = extra?.trim();
  return more ? `${full}\n\n${more}` : full;
}

// The last few texts parsed: a note's cards render the same text once per cloze number (500
// deletions: 500 cards), and an Anki import renders each card's text from its template and from
// the note (issue 49). The trees are never changed by rendering, so they are shared.
const PARSED_KEPT = 4;
const parsedTexts = new Map<string, Parsed>();
function parsedOnce(source: string): Parsed {
  let parsed = parsedTexts.get(source);
  if (parsed) return parsed;
  parsed = parse(source);
  if (parsedTexts.size >= PARSED_KEPT) parsedTexts.delete(parsedTexts.keys().next().value!);
  parsedTexts.set(source, parsed);
  return parsed;
}

/** Term, definition and answer for cloze number `target` (1-based); `extra` is the note's Extra field. */
export function renderCloze(source: string, target: number, extra?: string | null): ClozeCardText {
  const { nodes } = parsedOnce(source);
  return renderFrom(nodes, target, extra);
}

function renderFrom(nodes: Node[], target: number, extra?: string | null): ClozeCardText {
  const answers: string[] = [];
  const term = renderPrompt(nodes, target, answers);
  return { clozeNumber: target, term, definition: withExtra(renderFull(nodes, target), extra), answer: answers.join(', ') };
}

/** Whether the text holds a deletion of number `target` (Anki's cloze filter shows nothing without one). */
export function hasClozeNumber(source: string, target: number): boolean {
  const walk = (list: Node[]): boolean => list.some((node) => node.kind === 'cloze' && (node.numbers.includes(target) || walk(node.children)));
  return walk(parsedOnce(source).nodes);
}

/** The cloze numbers used in a text, ascending. */
export function clozeNumbers(source: string): number[] {
  return numbersOf(parse(source).nodes);
}

/** Every card a cloze note makes, by ascending number (none when the text has no deletion). */
export function expandCloze(source: string, extra?: string | null): ClozeCardText[] {
  const { nodes } = parse(source);
  return numbersOf(nodes).map((n) => renderFrom(nodes, n, extra));
}

/**
 * Why the card editor refuses this text, or null when it makes cards: no deletion, a number out
 * of range, or an empty deletion. Imports take what they find instead (see the header).
 */
export function clozeProblem(source: string): string | null {
  const { nodes, outOfRange } = parse(source);
  if (outOfRange) return CLOZE_MSG.numberOutOfRange;
  const numbers = numbersOf(nodes);
  if (numbers.length === 0) return CLOZE_MSG.none;
  let empty: number | null = null;
  const walk = (list: Node[]) => {
    for (const node of list) {
      if (node.kind !== 'cloze') continue;
      if (empty === null && plain({ ...node, hint: null }).trim() === '') empty = node.numbers[0];
      walk(node.children);
    }
  };
  walk(nodes);
  return empty === null ? null : CLOZE_MSG.empty(empty);
}

/** The number a 'Make cloze' button gives the next deletion: one above the highest used (c1 in a fresh text). */
export function nextClozeNumber(source: string): number {
  const numbers = clozeNumbers(source);
  return Math.min(CLOZE_NUMBER_MAX, (numbers.at(-1) ?? 0) + 1);
}

/**
 * The text with [start, end) wrapped as the next deletion, and where the caret goes (after it).
 * An empty selection inserts an empty deletion with the caret inside, ready to type.
 */
export function wrapSelectionAsCloze(source: string, start: number, end: number): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, source.length));
  const to = Math.min(source.length, Math.max(start, end, 0));
  const opener = `{{c${nextClozeNumber(source)}::`;
  const selected = source.slice(from, to);
  const text = `${source.slice(0, from)}${opener}${selected}}}${source.slice(to)}`;
  return { text, caret: selected ? from + opener.length + selected.length + 2 : from + opener.length };
}

/** A card as games receive it: a cloze card may carry its hidden text, or only its note's source (a card kept offline). */
interface ClozeAware {
  term: string;
  definition: string;
  kind?: 'basic' | 'cloze' | 'image-occlusion';
  clozeAnswer?: string | null;
  clozeText?: string | null;
  clozeNumber?: number | null;
}

/** A cloze card's hidden text, rendered from its source when the card does not carry it; null for a basic card. */
export function clozeAnswerOf(card: Omit<ClozeAware, 'term' | 'definition'> & { term?: unknown; definition?: unknown }): string | null {
  if (card.kind !== 'cloze') return null;
  if (card.clozeAnswer != null) return card.clozeAnswer;
  return card.clozeText && card.clozeNumber ? renderCloze(card.clozeText, card.clozeNumber).answer : '';
}

/**
 * The sides the crossword's availability check reads (docs/study-modes.md): a cloze card counts only for
 * a one-word deletion, and as that word on both sides (it is never asked backwards); a basic
 * card as it is.
 */
export function crosswordSides(card: ClozeAware): { term: string; definition: string } | null {
  const answer = clozeAnswerOf(card)?.trim();
  if (answer === undefined) return card;
  return answer && !/\s/u.test(answer) ? { term: answer, definition: answer } : null;
}
