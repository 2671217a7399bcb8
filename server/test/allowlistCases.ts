import {
  CARD_HINT_CLASS, CARD_HTML_ATTRIBUTES, CARD_HTML_CLASSES, CARD_HTML_SPAN_ATTRIBUTES, CARD_HTML_STYLES, CARD_HTML_TAGS, CARD_HTML_VALUE_SAMPLES, CARD_LINK_PREFIXES, CARD_LINK_REL,
  CARD_LINK_TARGET,
} from '../../shared/richText.js';

// The allowlist's agreement cases (issue 39): every tag, attribute, class, style property and
// link prefix of shared/richText.ts, each in a side that should keep it, and a list of others that
// no side may keep. server/domain/richText/allowlist.test.ts runs them through sanitize-html, the
// fast path and the XSS judge; e2e/allowlist.e2e.ts through DOMPurify in Chromium. Plain data and
// pure functions, so both import it.

/** What a case looks for in a sanitized side: an element, and on it an attribute or a style. */
export interface Probe {
  tag: string;
  attribute?: string;
  /** The attribute's value, when it must be exactly this (rel and target of a link). */
  value?: string;
  /** A style property the element's style attribute must declare. */
  style?: string;
}

export interface AllowlistCase {
  name: string;
  html: string;
  probe: Probe;
  /** Whether the allowlist keeps what the probe looks for. */
  kept: boolean;
  /**
   * Refused for its owner, not its form: another user's media. Only the server knows who owns a
   * file (the browser keeps every `/api/media/{id}`, which the server checked before storing).
   */
  ownerOnly?: true;
}

/** The own image every case may show (a test's keepImage keeps this public id only). */
export const OWN_MEDIA = 'mine';
const OWN_SRC = `/api/media/${OWN_MEDIA}`;

/**
 * A value each listed style property takes. A property added to CARD_HTML_STYLES without one here
 * fails the test that checks this table covers the list.
 */
export const STYLE_SAMPLES: Readonly<Record<string, string>> = {
  color: '#e53935',
  'background-color': 'rgb(1, 2, 3)',
  'font-weight': 'bold',
  'font-style': 'italic',
  'text-decoration': 'underline',
  'text-align': 'center',
};

/** Never in the allowlist, whatever changes: a check on the list itself. */
export const NEVER_TAGS = [
  'script', 'style', 'iframe', 'object', 'embed', 'math', 'image', 'use', 'foreignobject', 'animate', 'set', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base',
  'template', 'noscript', 'video', 'audio', 'source', 'frame', 'frameset', 'applet', 'marquee', 'dialog', 'details', 'portal', 'font', 'h1', 'section',
];
export const NEVER_ATTRIBUTES = ['onclick', 'onerror', 'onload', 'onmouseover', 'onfocus', 'id', 'name', 'title', 'lang', 'dir', 'data-x', 'aria-label', 'srcset', 'formaction', 'xmlns', 'width', 'height', 'tabindex', 'contenteditable', 'draggable', 'is'];
export const NEVER_STYLES = ['position', 'background', 'background-image', 'behavior', '-moz-binding', 'content', 'font-size', 'width', 'display', 'z-index', 'top', 'opacity', 'transform', 'filter', 'list-style-image', 'cursor'];
/** Values each judged SVG attribute refuses (script, URLs, numbers outside the picture). */
export const NEVER_VALUES: Readonly<Record<string, readonly string[]>> = {
  viewbox: ['0 0 100 100', 'javascript:alert(1)'],
  preserveaspectratio: ['xMidYMid', 'url(#x)'],
  points: ['1,1 2,2 3,3', 'javascript:alert(1)', '.1,.1 .2', `${'.1,.1 '.repeat(700).trim()}`],
  cx: ['2', '-1', 'url(#x)'],
  cy: ['1.5'],
  rx: ['1e9'],
  ry: ['NaN'],
  x: ['javascript:x'],
  y: ['10'],
  'font-size': ['100px'],
};
/** Style values no listed property may take. */
export const NEVER_STYLE_VALUES = ['url(https://e.com/x)', 'expression(alert(1))', 'var(--x)', 'red !important', 'attr(title)', 'calc(1px)'];
export const NEVER_LINKS = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '/api/auth/logout', '//evil.example/x', 'ftp://e.com/x', 'file:///etc/passwd', 'https:e.com', 'blob:https://e.com/x'];

/** Markup that puts an element where an HTML parser keeps it (a cell in a row in a table …). */
function inContext(tag: string, inner: string): string {
  switch (tag) {
    case 'td':
    case 'th':
      return `<table><tbody><tr>${inner}</tr></tbody></table>`;
    case 'tr':
      return `<table><tbody>${inner}</tbody></table>`;
    case 'thead':
    case 'tbody':
      return `<table>${inner}</table>`;
    case 'li':
      return `<ul>${inner}</ul>`;
    case 'rt':
    case 'rp':
      return `<ruby>漢${inner}</ruby>`;
    case 'polygon':
    case 'ellipse':
    case 'text':
    case 'title':
      return `<svg viewbox="0 0 1 1">${inner}</svg>`;
    default:
      return inner;
  }
}

/** One element with these attributes, in its context, with text unless it is void. */
function element(tag: string, attributes: string): string {
  if (tag === 'img') return `<img src="${OWN_SRC}"${attributes}>`;
  if (tag === 'br' || tag === 'hr') return `x<${tag}${attributes}>y`;
  const inner = tag === 'tr' ? `<td>x</td>` : tag === 'thead' || tag === 'tbody' ? '<tr><td>x</td></tr>' : 'x';
  const href = tag === 'a' && !attributes.includes('href=') ? ' href="https://e.com/"' : '';
  return inContext(tag, `<${tag}${href}${attributes}>${inner}</${tag}>`);
}

/** A valid value for each listed attribute. */
function sampleValue(tag: string, attribute: string): string {
  if (attribute === 'style') return `color:${STYLE_SAMPLES.color}`;
  if (CARD_HTML_SPAN_ATTRIBUTES.includes(attribute)) return '2';
  if (attribute === 'href') return 'https://e.com/';
  if (attribute === 'src') return OWN_SRC;
  if (attribute === 'rel') return CARD_LINK_REL;
  if (attribute === 'target') return CARD_LINK_TARGET;
  if (Object.hasOwn(CARD_HTML_VALUE_SAMPLES, attribute)) return CARD_HTML_VALUE_SAMPLES[attribute];
  return `${tag}-${attribute}`;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every case, derived from the allowlist. */
export function allowlistCases(): AllowlistCase[] {
  const cases: AllowlistCase[] = [];
  for (const tag of CARD_HTML_TAGS) cases.push({ name: `<${tag}> is kept`, html: element(tag, ''), probe: { tag }, kept: true });
  for (const tag of NEVER_TAGS) cases.push({ name: `<${tag}> goes`, html: `a<${tag}>x</${tag}>b`, probe: { tag }, kept: false });
  for (const tag of CARD_HTML_TAGS) {
    const listed = Object.hasOwn(CARD_HTML_ATTRIBUTES, tag) ? CARD_HTML_ATTRIBUTES[tag] : [];
    for (const attribute of listed) {
      if (tag === 'img' && attribute === 'src') continue; // every image case has one
      const value = sampleValue(tag, attribute);
      const fixed = attribute === 'rel' || attribute === 'target' ? value : undefined;
      cases.push({ name: `${attribute} on <${tag}> is kept`, html: element(tag, ` ${attribute}="${escape(value)}"`), probe: { tag, attribute, value: fixed }, kept: true });
    }
    for (const attribute of [...NEVER_ATTRIBUTES, ...['style', 'href', 'src', 'alt', 'colspan', 'rowspan', 'rel', 'target'].filter((a) => !listed.includes(a))]) {
      if (tag === 'a' && attribute === 'href') continue;
      cases.push({ name: `${attribute} on <${tag}> goes`, html: element(tag, ` ${attribute}="${escape(sampleValue(tag, attribute))}"`), probe: { tag, attribute }, kept: false });
    }
    // A class: only a listed one, on its element.
    for (const name of [...new Set([CARD_HINT_CLASS, 'other', ...Object.values(CARD_HTML_CLASSES).flat()])]) {
      const kept = Object.hasOwn(CARD_HTML_CLASSES, tag) && CARD_HTML_CLASSES[tag].includes(name);
      cases.push({ name: `class ${name} on <${tag}> ${kept ? 'is kept' : 'goes'}`, html: element(tag, ` class="${name}"`), probe: { tag, attribute: 'class', value: kept ? name : undefined }, kept });
    }
  }
  const styled = Object.keys(CARD_HTML_ATTRIBUTES).filter((tag) => CARD_HTML_ATTRIBUTES[tag].includes('style'));
  for (const tag of styled) {
    for (const property of Object.keys(CARD_HTML_STYLES)) {
      cases.push({ name: `${property} on <${tag}> is kept`, html: element(tag, ` style="${property}:${STYLE_SAMPLES[property]}"`), probe: { tag, style: property }, kept: true });
      for (const value of NEVER_STYLE_VALUES) cases.push({ name: `${property}: ${value} on <${tag}> goes`, html: element(tag, ` style="${property}:${escape(value)}"`), probe: { tag, style: property }, kept: false });
    }
    for (const property of NEVER_STYLES) cases.push({ name: `${property} on <${tag}> goes`, html: element(tag, ` style="${property}:red"`), probe: { tag, style: property }, kept: false });
  }
  // An SVG part keeps its place only inside an <svg>.
  for (const tag of ['title', 'polygon', 'ellipse', 'text']) {
    cases.push({ name: `<${tag}> outside an <svg> goes`, html: `a<${tag}>x</${tag}>b`, probe: { tag }, kept: false });
  }
  cases.push({ name: 'a link inside an <svg> goes', html: '<svg viewbox="0 0 1 1"><a href="https://e.com/">x</a></svg>', probe: { tag: 'a' }, kept: false });
  // An SVG attribute keeps only a value its judge takes (shared/richText.ts CARD_HTML_VALUES).
  for (const [attribute, bad] of Object.entries(NEVER_VALUES)) {
    const tag = Object.keys(CARD_HTML_ATTRIBUTES).find((name) => CARD_HTML_ATTRIBUTES[name].includes(attribute))!;
    for (const value of bad) cases.push({ name: `${attribute}="${value}" on <${tag}> goes`, html: element(tag, ` ${attribute}="${escape(value)}"`), probe: { tag, attribute }, kept: false });
  }
  for (const prefix of CARD_LINK_PREFIXES) {
    const href = prefix.startsWith('mailto') ? `${prefix}a@e.com` : `${prefix}e.com/x`;
    cases.push({ name: `a link to ${prefix} is kept`, html: `<a href="${href}">x</a>`, probe: { tag: 'a', attribute: 'href', value: href }, kept: true });
  }
  for (const href of NEVER_LINKS) cases.push({ name: `a link to ${href} goes`, html: `<a href="${escape(href)}">x</a>`, probe: { tag: 'a', attribute: 'href' }, kept: false });
  cases.push({ name: "an image of another user's media goes", html: '<img src="/api/media/theirs">', probe: { tag: 'img' }, kept: false, ownerOnly: true });
  for (const src of ['https://e.com/x.png', 'data:image/png;base64,AA', '//e.com/x.png', 'javascript:x']) {
    cases.push({ name: `an image of ${src} goes`, html: `<img src="${escape(src)}">`, probe: { tag: 'img' }, kept: false });
  }
  return cases;
}

/** An element as a probe reads it: its name, attributes, and its style as property → value. */
export interface ProbedElement {
  tag: string;
  attributes: Record<string, string>;
}

/** The style declarations of an attribute value, property → value (lower-case properties). */
export function styleDeclarations(style: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) declarations[declaration.slice(0, colon).trim().toLowerCase()] = declaration.slice(colon + 1).trim();
  }
  return declarations;
}

/** Whether the sanitized side's elements hold what the probe looks for. */
export function probeFinds(elements: readonly ProbedElement[], probe: Probe): boolean {
  return elements.some((element) => {
    if (element.tag !== probe.tag) return false;
    if (probe.style !== undefined) return Object.hasOwn(styleDeclarations(element.attributes.style ?? ''), probe.style);
    if (probe.attribute === undefined) return true;
    if (!Object.hasOwn(element.attributes, probe.attribute)) return false;
    return probe.value === undefined || element.attributes[probe.attribute] === probe.value;
  });
}
