// Anki cloze deletions: {{c1::answer}} or {{c1::answer::hint}}, nestable, and since Anki 2.1.56
// one deletion may serve several cards ({{c1,2::answer}}). One flashcard per cloze number:
// the term shows that number's deletions as [...] (or [hint]) and every other deletion as its
// answer; the definition is the hidden text.

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

// An opener is `{{c` + numbers + `::` within this many characters (a longer one is text).
const OPENER_MAX = 40;
// Deeper openers are text: rendering recurses once per level, and no real note nests this deep.
const MAX_DEPTH = 50;

/** `{{c1::` / `{{c1,2::` at `at`: its numbers and length, or null. Reads at most OPENER_MAX characters. */
function openerAt(source: string, at: number): { numbers: string; length: number } | null {
  if (!source.startsWith('{{c', at)) return null;
  const limit = Math.min(source.length, at + OPENER_MAX);
  let end = at + 3;
  while (end < limit && '0123456789,'.includes(source[end])) end++;
  const numbers = source.slice(at + 3, end);
  if (end + 2 > limit || !source.startsWith('::', end) || !/^\d+(?:,\d+)*$/.test(numbers)) return null;
  return { numbers, length: end + 2 - at };
}

interface Frame {
  opener: string;
  numbers: string;
  nodes: Node[];
  text: string;
}

/**
 * Parses into a tree in one pass with an explicit stack: `}}` closes the innermost open
 * deletion, and an opener still open at the end becomes plain text (Anki shows it literally),
 * its content moving up to the enclosing level. Linear: nothing is ever read twice, where the
 * recursive parser this replaces re-read the rest of the field after every unterminated opener
 * (2^n for n of them).
 */
function parse(source: string): Node[] {
  const root: Frame = { opener: '', numbers: '', nodes: [], text: '' };
  const stack: Frame[] = [root];
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
      parent.nodes.push(splitHint(frame.numbers.split(',').map(Number), frame.nodes));
      position += 2;
      textStart = position;
      continue;
    }
    if (code === 123 && stack.length <= MAX_DEPTH) {
      const opener = openerAt(source, position);
      if (opener) {
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
  return root.nodes;
}

/** The hint is whatever follows the first top-level '::' of the deletion's own text. */
function splitHint(numbers: number[], children: Node[]): ClozeNode {
  const answer: Node[] = [];
  let hint: string | null = null;
  for (const child of children) {
    if (hint !== null) {
      hint += child.kind === 'text' ? child.text : renderAll(child);
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

function renderAll(node: Node): string {
  return node.kind === 'text' ? node.text : node.children.map(renderAll).join('');
}

function render(nodes: Node[], target: number, answers: string[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      out += node.text;
    } else if (node.numbers.includes(target)) {
      answers.push(node.children.map(renderAll).join(''));
      out += node.hint ? `[${node.hint}]` : '[...]';
    } else {
      out += render(node.children, target, answers);
    }
  }
  return out;
}

/** Term and definition for cloze number `target` (1-based). Both are still HTML. */
export function renderCloze(source: string, target: number): { term: string; definition: string } {
  const answers: string[] = [];
  const term = render(parse(source), target, answers);
  return { term, definition: answers.join(', ') };
}

/** The cloze numbers used in a text, ascending. */
export function clozeNumbers(source: string): number[] {
  const found = new Set<number>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'cloze') {
        node.numbers.forEach((n) => found.add(n));
        walk(node.children);
      }
    }
  };
  walk(parse(source));
  return [...found].sort((a, b) => a - b);
}
