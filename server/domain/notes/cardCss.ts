// A note type's CSS as it may apply (docs/notes.md): hostile input, like the template output.
// Parsed with postcss (sanitize-html's own CSS parser), then every rule is scoped to the card face
// (`scope`): Anki's `.card` (its body) and `html`, `body`, `:root` become the face itself, any other
// selector is put inside it, so a card can never restyle the app around it. Dropped: @import and
// every at-rule but @media, @supports and @keyframes; url() other than the owner's own media;
// `position: fixed`/`sticky` (a face must not cover the page); legacy script hooks (expression(),
// behavior, -moz-binding). Linear in the input; the input is bounded by NOTE_TYPE_LIMITS.cssChars.
import postcss, { type Rule } from 'postcss';

const KEPT_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);
const ROOTS = /^(?:html|body|:root|\.card)(?=$|[\s.:#[>+~])/i;
const MEDIA_URL = /^\/api\/media\/[A-Za-z0-9_-]{1,64}$/;

export interface ScopedCss {
  css: string;
  /** Whether anything was dropped (the editor says so). */
  dropped: boolean;
  /** The parser's message when the CSS cannot be read (nothing is applied then). */
  error: string | null;
}

function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  if (trimmed === '*') return `${scope} *`;
  if (ROOTS.test(trimmed)) return trimmed.replace(ROOTS, scope);
  return `${scope} ${trimmed}`;
}

/** Every url(…) in a value is the owner's own media (`ownsMedia` says which public ids are). */
function urlsAllowed(value: string, ownsMedia: (publicId: string) => boolean): boolean {
  const pattern = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
  let count = 0;
  for (const match of value.matchAll(pattern)) {
    count += 1;
    const url = match[2];
    if (!MEDIA_URL.test(url) || !ownsMedia(url.slice('/api/media/'.length))) return false;
  }
  // A url( the pattern could not read (an escape, a comment inside) is refused too.
  return (value.toLowerCase().split('url(').length - 1) === count;
}

export function scopeCardCss(css: string, scope: string, ownsMedia: (publicId: string) => boolean = () => false): ScopedCss {
  let root;
  try {
    root = postcss.parse(css);
  } catch (error) {
    return { css: '', dropped: css.trim().length > 0, error: error instanceof Error ? error.message.replace(/^<css input>:?/, '').trim() : 'The styling cannot be read.' };
  }
  let dropped = false;
  root.walkAtRules((rule) => {
    if (!KEPT_AT_RULES.has(rule.name.toLowerCase())) {
      rule.remove();
      dropped = true;
    }
  });
  root.walkDecls((decl) => {
    const prop = decl.prop.toLowerCase();
    const value = decl.value.toLowerCase();
    const bad =
      prop === 'behavior' ||
      prop === '-moz-binding' ||
      value.includes('expression(') ||
      value.includes('javascript:') ||
      // An escape can spell url( or expression( past every check above: no value keeps one.
      value.includes('\\') ||
      (prop === 'position' && /fixed|sticky/.test(value)) ||
      (value.includes('url(') && !urlsAllowed(decl.value, ownsMedia));
    if (bad) {
      decl.remove();
      dropped = true;
    }
  });
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (parent && parent.type === 'atrule' && /keyframes$/i.test((parent as postcss.AtRule).name)) return;
    rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope));
  });
  // Never a '<' in what a <style> element will hold (it could only be meant to close it).
  return { css: root.toString().replace(/</g, '\\3c '), dropped, error: null };
}
