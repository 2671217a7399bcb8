// Math in a card side (docs/rich-cards.md): TeX between `\(` and `\)` (inline) or `\[` and `\]`
// (display), as Anki writes it. The TeX stays text in the stored HTML; the browser typesets it
// with KaTeX, which is loaded only when a side has math (typeset.ts).

export type MathPiece = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; source: string };

/** Whether the text holds at least one complete `\(..\)` or `\[..\]`. */
export function hasMath(text: string): boolean {
  const open = text.search(/\\[([]/);
  if (open < 0) return false;
  return splitMath(text).some((piece) => piece.kind === 'math');
}

/**
 * The text cut into plain runs and math. One left-to-right pass (linear, docs/security.md): an opener
 * without its closer stays text, and math never nests.
 */
export function splitMath(text: string): MathPiece[] {
  const pieces: MathPiece[] = [];
  let plainStart = 0;
  let i = 0;
  // Once a closer is found nowhere after, openers of that kind are text from then on: every
  // search either moves past what it scanned or happens once per kind, so the pass stays linear.
  const noCloser = { inline: false, display: false };
  while (i < text.length - 1) {
    const display = text.startsWith('\\[', i);
    if ((!display && !text.startsWith('\\(', i)) || noCloser[display ? 'display' : 'inline']) {
      i++;
      continue;
    }
    const close = text.indexOf(display ? '\\]' : '\\)', i + 2);
    if (close < 0) {
      noCloser[display ? 'display' : 'inline'] = true;
      i++;
      continue;
    }
    if (i > plainStart) pieces.push({ kind: 'text', text: text.slice(plainStart, i) });
    pieces.push({ kind: 'math', tex: text.slice(i + 2, close), display, source: text.slice(i, close + 2) });
    i = close + 2;
    plainStart = i;
  }
  if (plainStart < text.length) pieces.push({ kind: 'text', text: text.slice(plainStart) });
  return pieces;
}

/**
 * Display environments written inside inline math (`\( \begin{align*}…\end{align*} \)`), which
 * MathJax — Anki's typesetter — accepts and KaTeX refuses ("can be used only in display mode"),
 * as the inline environments KaTeX has for them: align → aligned, gather → gathered,
 * alignat → alignedat, equation and multline → gathered. Starred or not. One pass.
 */
const INLINE_ENVIRONMENTS: Readonly<Record<string, string>> = {
  align: 'aligned',
  gather: 'gathered',
  alignat: 'alignedat',
  equation: 'gathered',
  multline: 'gathered',
  flalign: 'aligned',
};

export function inlineEnvironments(tex: string): string {
  if (!tex.includes('\\begin')) return tex;
  return tex.replace(/\\(begin|end)\s*\{(align|gather|alignat|equation|multline|flalign)\*?\}/g, (_, which: string, name: string) => `\\${which}{${INLINE_ENVIRONMENTS[name]}}`);
}
