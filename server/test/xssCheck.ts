import { Parser } from 'htmlparser2';
import { CARD_HTML_ATTRIBUTES, CARD_HTML_CLASSES, CARD_HTML_SPAN, CARD_HTML_SPAN_ATTRIBUTES, CARD_HTML_STYLES, CARD_HTML_TAGS, CARD_HTML_VALUES, CARD_LINK_HREF, CARD_LINK_REL, CARD_LINK_TARGET, CARD_MEDIA_SRC, CARD_SVG_TAGS } from '../../shared/richText.js';

// The XSS suite's judge (issue 26): what a stored side may hold, checked on the parsed structure
// rather than by searching the text (the text of a side may well say "javascript:" or "<script>",
// escaped). It reads the one allowlist (shared/richText.ts) like every other consumer; what keeps
// the list itself honest is allowlist.test.ts, which also holds a list of what must never be in
// it (event handlers, script, url(), position …), and the vectors of server/test/xssVectors.ts.

const TAGS = new Set<string>(CARD_HTML_TAGS);
const allows = (name: string, attribute: string) => Object.hasOwn(CARD_HTML_ATTRIBUTES, name) && CARD_HTML_ATTRIBUTES[name].includes(attribute);
// Whatever the patterns say, these never belong in a stored style value.
const NEVER_IN_STYLE = /url|expression|var\(|\\|@|javascript/;

/**
 * The problems of one stored side: each refused element, attribute, URL or style it holds.
 * Empty for a side that is safe. `ownMedia` are the media public ids its images may name.
 */
export function findXssProblems(html: string, ownMedia: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  // SVG parts belong inside an <svg>, and no link does (shared/richText.ts CARD_SVG_TAGS).
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!TAGS.has(name)) problems.push(`element <${name}>`);
        if (name === 'svg') svgDepth++;
        else if (CARD_SVG_TAGS.includes(name) && svgDepth === 0) problems.push(`<${name}> outside an <svg>`);
        else if (name === 'a' && svgDepth > 0) problems.push('a link inside an <svg>');
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr === 'class') {
            // Only a listed class, alone (an Anki hint on a span, issue 30).
            if (!Object.hasOwn(CARD_HTML_CLASSES, name) || !CARD_HTML_CLASSES[name].includes(value)) problems.push(`class ${value} on <${name}>`);
          } else if (!allows(name, attr)) problems.push(`attribute ${attr} on <${name}>`);
          else if (attr === 'href' && !CARD_LINK_HREF.test(value)) problems.push(`href ${value}`);
          else if (attr === 'src') {
            const id = CARD_MEDIA_SRC.exec(value)?.[1];
            if (id === undefined || !ownMedia.has(id)) problems.push(`img src ${value}`);
          } else if (attr === 'rel' && value !== CARD_LINK_REL) problems.push(`rel ${value}`);
          else if (attr === 'target' && value !== CARD_LINK_TARGET) problems.push(`target ${value}`);
          else if (CARD_HTML_SPAN_ATTRIBUTES.includes(attr) && !CARD_HTML_SPAN.test(value)) problems.push(`${attr} ${value}`);
          else if (Object.hasOwn(CARD_HTML_VALUES, attr) && !CARD_HTML_VALUES[attr](value)) problems.push(`${attr} ${value}`);
          else if (attr === 'style') {
            for (const declaration of value.split(';')) {
              if (declaration.trim() === '') continue;
              const [property, ...rest] = declaration.split(':');
              const name = property.trim().toLowerCase();
              const v = rest.join(':').trim();
              if (!Object.hasOwn(CARD_HTML_STYLES, name)) problems.push(`style ${declaration}`);
              else if (NEVER_IN_STYLE.test(v.toLowerCase()) || !CARD_HTML_STYLES[name].test(v)) problems.push(`style value ${declaration}`);
            }
          }
        }
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth--;
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
