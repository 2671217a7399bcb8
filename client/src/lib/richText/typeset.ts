import katex from 'katex';
// mhchem's \ce and \pu (chemistry decks), KaTeX's own extension: it registers its macros on import.
import 'katex/contrib/mhchem';
import 'katex/dist/katex-swap.min.css';
import { inlineEnvironments, splitMath } from './math';

// KaTeX and its stylesheet (fonts bundled by Vite, served by the app: no CDN, docs/rich-cards.md). This
// module is imported only through loadTypesetter() in useTypeset.ts, so KaTeX is its own chunk,
// fetched the first time a side with math is shown. The swap stylesheet shows the text in a
// fallback font until the KaTeX fonts arrive instead of hiding it (a faster first paint).

// Limits against TeX written to hang the page: KaTeX stops macro expansion at maxExpand and
// clamps sizes at maxSize (em). trust: false keeps \href, \url, \includegraphics and friends off,
// so KaTeX's markup holds nothing but its own spans and MathML: it is put in as KaTeX wrote it
// (renderToString: katex.render refuses a quirks-mode document, which the client tests have).
const OPTIONS = { throwOnError: true, trust: false, strict: 'ignore', maxExpand: 500, maxSize: 20 } as const;

// Math must stay on its card (issue 49): `\llap{\text{Correct!}}`, `\raisebox{-900em}{…}` or
// `\kern-17000px` painted text and boxes over the card list, far from the card. KaTeX clamps only
// positive sizes at maxSize, never negative ones. So: the overlapping boxes are set in the flow
// (their content shows where it is, over nothing else), and a formula whose markup reaches
// further than MATH_MAX_EM in one size, or moves sideways more than MATH_MAX_SHIFT_EM in all,
// shows its source as an error. The card side clips what is left to its box besides
// (CardFace.module.css `.rich`), so nothing of a formula paints outside its side whatever it is.
/** Replacements for the commands that paint over what is beside them (each takes a fresh copy: \gdef writes into it). */
export const NEUTRALISED_MACROS: Readonly<Record<string, string>> = {
  '\\llap': '#1',
  '\\rlap': '#1',
  '\\clap': '#1',
  '\\mathllap': '#1',
  '\\mathrlap': '#1',
  '\\mathclap': '#1',
  // The raise goes (a string macro takes as many arguments as it names, so #1 is named, then dropped).
  '\\raisebox': '\\@secondoftwo{#1}{\\text{#2}}',
};
/** The largest size (em) any part of a formula may have or be moved by: a tall matrix is ~30em. */
export const MATH_MAX_EM = 50;
/** The most a formula's kerns and spaces may move it sideways, in em, all added up. */
export const MATH_MAX_SHIFT_EM = 100;
export const MATH_TOO_LARGE = 'This formula is too large to show.';

const STYLE = /style="([^"]*)"/g;
const LENGTH = /([a-z-]+):(-?[0-9.]+)em/g;

/**
 * KaTeX's markup for the formula, or an error when it reaches too far (see MATH_MAX_EM). The
 * markup is KaTeX's own (trust: false), whose styles are `property:numberem` lists.
 */
function renderBounded(tex: string, display: boolean): string {
  const html = katex.renderToString(display ? tex : inlineEnvironments(tex), { ...OPTIONS, displayMode: display, macros: { ...NEUTRALISED_MACROS } });
  let shift = 0;
  for (const [, style] of html.matchAll(STYLE)) {
    for (const [, property, value] of style.matchAll(LENGTH)) {
      const size = Math.abs(Number(value));
      if (!(size <= MATH_MAX_EM)) throw new Error(MATH_TOO_LARGE);
      if (property.startsWith('margin')) shift += size;
    }
  }
  if (shift > MATH_MAX_SHIFT_EM) throw new Error(MATH_TOO_LARGE);
  return html;
}

/** Math inside code is code: it is shown as written. */
const SKIP = new Set(['CODE', 'PRE']);

/**
 * Typesets every `\(..\)` and `\[..\]` in the element's text, in place. A TeX error shows the
 * source as written (marked, with KaTeX's message as its title) and never throws. Returns how
 * many formulas it set.
 */
export function typesetElement(root: HTMLElement): number {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.includes('\\')) continue;
    if (insideSkipped(text, root)) continue;
    texts.push(text);
  }
  let count = 0;
  for (const text of texts) {
    const pieces = splitMath(text.data);
    if (!pieces.some((piece) => piece.kind === 'math')) continue;
    const fragment = doc.createDocumentFragment();
    for (const piece of pieces) {
      if (piece.kind === 'text') {
        fragment.append(piece.text);
        continue;
      }
      const holder = doc.createElement('span');
      holder.className = piece.display ? 'card-math card-math-display' : 'card-math';
      // A display formula wider than its side scrolls sideways (CardFace.module.css): it takes
      // keyboard focus so it can be scrolled without a pointer (axe: scrollable-region-focusable).
      if (piece.display) holder.tabIndex = 0;
      try {
        holder.innerHTML = renderBounded(piece.tex, piece.display);
        count++;
      } catch (error) {
        holder.className = 'card-math-error';
        holder.textContent = piece.source;
        holder.title = error instanceof Error ? error.message : 'This formula could not be shown.';
      }
      fragment.append(holder);
    }
    text.replaceWith(fragment);
  }
  return count;
}

function insideSkipped(node: Node, root: HTMLElement): boolean {
  for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
    if (SKIP.has(parent.nodeName) || parent.classList.contains('katex')) return true;
  }
  return false;
}

/** A live preview of one formula (the editor's math field): KaTeX's markup, or null on a TeX error. */
export function renderFormula(tex: string, display: boolean, into: HTMLElement): string | null {
  try {
    into.innerHTML = renderBounded(tex, display);
    return null;
  } catch (error) {
    into.textContent = '';
    return error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : 'This formula could not be shown.';
  }
}
