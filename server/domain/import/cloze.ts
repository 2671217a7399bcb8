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

const OPEN = /^\{\{c(\d+(?:,\d+)*)::/;

/** Parses into a tree; an unmatched `{{cN::` is kept as text (Anki shows it literally too). */
function parse(source: string): Node[] {
  let position = 0;

  function parseNodes(insideCloze: boolean): { nodes: Node[]; closed: boolean } {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    while (position < source.length) {
      if (insideCloze && source.startsWith('}}', position)) {
        position += 2;
        flush();
        return { nodes, closed: true };
      }
      const open = OPEN.exec(source.slice(position, position + 40));
      if (open) {
        const start = position;
        position += open[0].length;
        const inner = parseNodes(true);
        if (!inner.closed) {
          // Unterminated: treat the opener as plain text and re-read what followed it.
          position = start + open[0].length;
          text += open[0];
          continue;
        }
        flush();
        nodes.push(splitHint(open[1].split(',').map(Number), inner.nodes));
        continue;
      }
      text += source[position];
      position += 1;
    }
    flush();
    return { nodes, closed: false };
  }

  return parseNodes(false).nodes;
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
