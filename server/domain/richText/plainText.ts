import { Parser } from 'htmlparser2';

// The plain text of a rich side (DESIGN §18): what search, the crossword, duplicate checks, CSV
// export and text fitting use. It is the text a reader sees: blocks and <br> become line breaks,
// table cells are separated by a space, images drop out, TeX stays as its source (it is text in
// the HTML), entities are decoded. Whitespace collapses as a browser collapses it, except in <pre>.
// One pass of htmlparser2's tokenizer: linear in the input (§9).

const BLOCKS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'tr', 'table', 'thead', 'tbody', 'blockquote', 'pre', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'dl', 'dt', 'dd',
]);
const CELLS = new Set(['td', 'th']);
// Content a reader never sees as text.
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'svg', 'math', 'iframe', 'object', 'textarea', 'select']);

export function htmlToPlainText(html: string): string {
  const lines: string[] = [];
  // Lines inside <pre> keep their indentation.
  const preformatted = new Set<number>();
  let line = '';
  let hidden = 0;
  let pre = 0;
  let cellsInRow = 0;
  const breakLine = () => {
    if (pre > 0) preformatted.add(lines.length);
    lines.push(line);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        if (name === 'pre') pre++;
        if (name === 'br') breakLine();
        else if (BLOCKS.has(name) && line.trim() !== '') breakLine();
        if (name === 'tr') cellsInRow = 0;
        if (CELLS.has(name) && cellsInRow++ > 0) line += ' ';
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (BLOCKS.has(name) && line.trim() !== '') breakLine();
        if (name === 'pre') pre = Math.max(0, pre - 1);
      },
      ontext(text) {
        if (hidden > 0) return;
        if (pre > 0) {
          const parts = text.split('\n');
          line += parts[0];
          for (let i = 1; i < parts.length; i++) {
            breakLine();
            line += parts[i];
          }
          return;
        }
        const collapsed = text.replace(/[\t\n\r\f ]+/g, ' ');
        line += line.endsWith(' ') && collapsed.startsWith(' ') ? collapsed.slice(1) : collapsed;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  // A browser drops spaces at the start and end of a line and shows no empty blocks.
  return lines
    .map((l, i) => (preformatted.has(i) ? l.trimEnd() : l.replace(/^ +| +$/g, '')).replace(/\u00a0/g, ' '))
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== '' && i < all.length - 1))
    .join('\n')
    .trim();
}
