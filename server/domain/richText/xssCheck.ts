import { Parser } from 'htmlparser2';

// The XSS suite's judge (issue 26): what a stored side may hold, checked on the parsed structure
// rather than by searching the text (the text of a side may well say "javascript:" or "<script>",
// escaped). It is deliberately written apart from the sanitizer's options: a second, independent
// statement of DESIGN §18's allowlist, so a mistake in one is caught by the other.

const TAGS = new Set([
  'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'code', 'blockquote', 'hr', 'ruby', 'rt', 'rp',
  'a', 'img',
]);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'rel', 'target']),
  img: new Set(['src', 'alt']),
  td: new Set(['colspan', 'rowspan', 'style']),
  th: new Set(['colspan', 'rowspan', 'style']),
  span: new Set(['style']),
  div: new Set(['style']),
};
const STYLE_PROPERTIES = new Set(['color', 'background-color', 'font-weight', 'font-style', 'text-decoration', 'text-align']);

/**
 * The problems of one stored side: each refused element, attribute, URL or style it holds.
 * Empty for a side that is safe. `ownMedia` are the media public ids its images may name.
 */
export function findXssProblems(html: string, ownMedia: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!TAGS.has(name)) problems.push(`element <${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr === 'class') {
            // One class only, on a span: an Anki hint (issue 30).
            if (name !== 'span' || value !== 'cardcade-hint') problems.push(`class ${value} on <${name}>`);
          } else if (!ATTRIBUTES[name]?.has(attr)) problems.push(`attribute ${attr} on <${name}>`);
          else if (attr === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) problems.push(`href ${value}`);
          else if (attr === 'src') {
            const id = /^\/api\/media\/([A-Za-z0-9_-]+)$/.exec(value)?.[1];
            if (id === undefined || !ownMedia.has(id)) problems.push(`img src ${value}`);
          } else if (attr === 'rel' && value !== 'noopener noreferrer') problems.push(`rel ${value}`);
          else if (attr === 'target' && value !== '_blank') problems.push(`target ${value}`);
          else if (attr === 'style') {
            for (const declaration of value.split(';')) {
              if (declaration.trim() === '') continue;
              const [property, ...rest] = declaration.split(':');
              const v = rest.join(':').toLowerCase();
              if (!STYLE_PROPERTIES.has(property.trim().toLowerCase())) problems.push(`style ${declaration}`);
              else if (/url|expression|var\(|\\|@|javascript/.test(v)) problems.push(`style value ${declaration}`);
            }
          }
        }
      },
      oncomment() {
        problems.push('comment');
      },
      onprocessinginstruction(name) {
        problems.push(`processing instruction ${name}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeCDATA: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}
