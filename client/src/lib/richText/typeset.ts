import katex from 'katex';
import 'katex/dist/katex-swap.min.css';
import { splitMath } from './math';

// KaTeX and its stylesheet (fonts bundled by Vite, served by the app: no CDN, DESIGN §18). This
// module is imported only through loadTypesetter() in useTypeset.ts, so KaTeX is its own chunk,
// fetched the first time a side with math is shown. The swap stylesheet shows the text in a
// fallback font until the KaTeX fonts arrive instead of hiding it (a faster first paint).

// Limits against TeX written to hang the page: KaTeX stops macro expansion at maxExpand and
// clamps sizes at maxSize (em). trust: false keeps \href, \url, \includegraphics and friends off,
// so KaTeX's markup holds nothing but its own spans and MathML: it is put in as KaTeX wrote it
// (renderToString: katex.render refuses a quirks-mode document, which the client tests have).
const OPTIONS = { throwOnError: true, trust: false, strict: 'ignore', maxExpand: 500, maxSize: 20 } as const;

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
      try {
        holder.innerHTML = katex.renderToString(piece.tex, { ...OPTIONS, displayMode: piece.display });
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
    into.innerHTML = katex.renderToString(tex, { ...OPTIONS, displayMode: display });
    return null;
  } catch (error) {
    into.textContent = '';
    return error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : 'This formula could not be shown.';
  }
}
