// The user's guide (docs/guide.md) is written in a small part of Markdown, so the Help page can
// show the same file without a Markdown library: headings (an optional `{#id}`), paragraphs,
// bullet and numbered lists (a line indented two spaces continues an item), **bold** and `code`.
// Everything becomes React text: no HTML from the file is ever rendered as HTML.

export type Inline = { kind: 'text' | 'strong' | 'code'; text: string };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** `**bold**` and `` `code` ``; an unclosed marker stays as typed. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const push = (kind: Inline['kind'], piece: string) => {
    if (!piece) return;
    const last = out.at(-1);
    if (kind === 'text' && last?.kind === 'text') last.text += piece;
    else out.push({ kind, text: piece });
  };
  let at = 0;
  while (at < text.length) {
    const code = text.indexOf('`', at);
    const strong = text.indexOf('**', at);
    const next = [code, strong].filter((i) => i >= 0).sort((a, b) => a - b)[0];
    if (next === undefined) {
      push('text', text.slice(at));
      break;
    }
    const isCode = next === code;
    const marker = isCode ? '`' : '**';
    const close = text.indexOf(marker, next + marker.length);
    if (close < 0) {
      push('text', text.slice(at));
      break;
    }
    push('text', text.slice(at, next));
    push(isCode ? 'code' : 'strong', text.slice(next + marker.length, close));
    at = close + marker.length;
  }
  return out;
}

/** 'Read aloud and Listen' → 'read-aloud-and-listen'. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BULLET = /^- (.*)$/;
const NUMBERED = /^\d+\. (.*)$/;
const HEADING = /^(#{1,3}) (.*?)(?:\s*\{#([a-z0-9-]+)\})?$/;

/** The line that ends the users' part of docs/guide.md: below it are notes for developers, not shown in the app. */
export const DEVELOPER_MARKER = '<!-- For developers: not shown in the app. -->';

/** The users' part of the guide: everything above DEVELOPER_MARKER. */
export const usersPart = (markdown: string) => markdown.split(DEVELOPER_MARKER)[0];

export function parseGuide(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      const text = heading[2];
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, id: heading[3] ?? slug(text.replace(/\*\*|`/g, '')), content: parseInline(text) });
    } else if (bullet) {
      const ordered = !BULLET.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(bullet[1]);
    } else if (list && /^ {2,}\S/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
