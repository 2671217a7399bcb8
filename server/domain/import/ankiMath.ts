// Math as Anki shows it (docs/rich-cards.md, "Math from Anki"). Cards keep TeX as text between
// `\(..\)` and `\[..\]`, which the browser typesets with KaTeX. Two things Anki users write are
// turned into that at import, once per side:
// - Anki's LaTeX-image syntax `[$]…[/$]` (inline) and `[$$]…[/$$]` (display) becomes `\(…\)` and
//   `\[…\]`: Anki made a picture of it on the author's machine, and that picture is rarely in
//   the package; KaTeX sets the same TeX. `[latex]…[/latex]` is a whole LaTeX document fragment
//   (packages, environments KaTeX lacks): it stays as written, its TeX source shown.
// - Macros a note type defines in its MathJax configuration script
//   (`MathJax.config.tex.macros = { qty: ['\\left( #1 \\right)', 1] }`) are expanded in the
//   formulas of its cards, so `\qty{x}` reads as the author's deck shows it.
// Every function here is linear in its input times a small constant: expansion makes at most
// MACRO_PASSES passes and stops growing a formula at MACRO_GROWTH_MAX (docs/security.md).

export interface TexMacro {
  body: string;
  args: number;
  /** MathJax's optional first argument: its default when `[…]` is not written. */
  optional?: string;
}

export type TexMacros = Map<string, TexMacro>;

/** Macros of one note type at most (a real configuration has a handful). */
const MACROS_MAX = 200;
/** A macro's body at most. */
const MACRO_BODY_MAX = 2_000;
/** Rounds of expansion (a macro using another is expanded on the next round). */
const MACRO_PASSES = 8;
/** A formula stops being expanded when it would grow past this many characters. */
const MACRO_GROWTH_MAX = 20_000;

/** Reads a JavaScript string literal at `at` (its quote): its value and where it ends. */
function jsString(source: string, at: number): { value: string; end: number } | null {
  const quote = source[at];
  if (quote !== '"' && quote !== "'" && quote !== '`') return null;
  let value = '';
  for (let i = at + 1; i < source.length; i++) {
    const char = source[i];
    if (char === quote) return { value, end: i + 1 };
    if (char === '\\' && i + 1 < source.length) {
      const next = source[++i];
      // JavaScript's escapes; any other escaped character is itself (`"\m"` is "m", as MathJax reads it).
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next === 'r' ? '\r' : next === '\n' ? '' : next;
      continue;
    }
    if (char === '\n' && quote !== '`') return null;
    value += char;
  }
  return null;
}

const skipSpace = (source: string, at: number) => {
  let i = at;
  while (i < source.length && /\s/.test(source[i])) i++;
  return i;
};

/**
 * The macros of a MathJax configuration in a template (`MathJax.config.tex.macros = {…}` or
 * `tex: { macros: {…} }`), each `name: 'body'` or `name: ['body', args]` or
 * `name: ['body', args, 'default']`. Anything else in the object is passed over; the template
 * is never run.
 */
export function mathJaxMacros(template: string): TexMacros {
  const macros: TexMacros = new Map();
  if (!template.includes('macros')) return macros;
  const finder = /macros\s*[:=]\s*\{/g;
  for (let found = finder.exec(template); found && macros.size < MACROS_MAX; found = finder.exec(template)) {
    let at = found.index + found[0].length;
    while (at < template.length && macros.size < MACROS_MAX) {
      at = skipSpace(template, at);
      if (template[at] === ',') {
        at++;
        continue;
      }
      if (template[at] === '}' || at >= template.length) break;
      // The name: an identifier, or a quoted string.
      let name: string;
      const quoted = jsString(template, at);
      if (quoted) {
        name = quoted.value;
        at = quoted.end;
      } else {
        const ident = /^[A-Za-z_$][\w$]*/.exec(template.slice(at, at + 100));
        if (!ident) break;
        name = ident[0];
        at += name.length;
      }
      at = skipSpace(template, at);
      if (template[at] !== ':') break;
      at = skipSpace(template, at + 1);
      let macro: TexMacro | null = null;
      const single = jsString(template, at);
      if (single) {
        macro = { body: single.value, args: 0 };
        at = single.end;
      } else if (template[at] === '[') {
        at = skipSpace(template, at + 1);
        const body = jsString(template, at);
        if (!body) break;
        at = skipSpace(template, body.end);
        let args = 0;
        let optional: string | undefined;
        if (template[at] === ',') {
          at = skipSpace(template, at + 1);
          const count = /^\d{1,2}/.exec(template.slice(at, at + 3));
          if (count) {
            args = Math.min(9, Number(count[0]));
            at = skipSpace(template, at + count[0].length);
          }
          if (template[at] === ',') {
            const fallback = jsString(template, skipSpace(template, at + 1));
            if (fallback) {
              optional = fallback.value;
              at = skipSpace(template, fallback.end);
            }
          }
        }
        if (template[at] !== ']') break;
        at++;
        macro = { body: body.value, args, ...(optional !== undefined ? { optional } : {}) };
      } else break;
      if (/^[A-Za-z]+$/.test(name) && macro.body.length <= MACRO_BODY_MAX) macros.set(name, macro);
    }
  }
  return macros;
}

/** One argument at `at`: a braced group (its content), a control sequence, or one character. */
function texArgument(tex: string, at: number): { value: string; end: number } | null {
  const start = skipSpace(tex, at);
  if (start >= tex.length) return null;
  const char = tex[start];
  if (char === '{') {
    let depth = 0;
    for (let i = start; i < tex.length; i++) {
      if (tex[i] === '\\') {
        i++;
        continue;
      }
      if (tex[i] === '{') depth++;
      else if (tex[i] === '}' && --depth === 0) return { value: tex.slice(start + 1, i), end: i + 1 };
    }
    return null;
  }
  if (char === '}') return null;
  if (char === '\\') {
    const name = /^\\(?:[A-Za-z]+|.)/.exec(tex.slice(start, start + 100));
    return name ? { value: name[0], end: start + name[0].length } : null;
  }
  return { value: char, end: start + 1 };
}

/** `[…]` at `at` (MathJax's optional argument), balanced over braces. */
function optionalArgument(tex: string, at: number): { value: string; end: number } | null {
  const start = skipSpace(tex, at);
  if (tex[start] !== '[') return null;
  let depth = 0;
  for (let i = start + 1; i < tex.length; i++) {
    if (tex[i] === '\\') {
      i++;
      continue;
    }
    if (tex[i] === '{') depth++;
    else if (tex[i] === '}') depth--;
    else if (tex[i] === ']' && depth === 0) return { value: tex.slice(start + 1, i), end: i + 1 };
  }
  return null;
}

const substitute = (body: string, args: string[]) => body.replace(/#([1-9])/g, (whole, index: string) => args[Number(index) - 1] ?? whole);

/** One formula's TeX with the macros expanded (unchanged when it would grow too large). */
export function expandMacros(tex: string, macros: TexMacros): string {
  if (!macros.size || !tex.includes('\\')) return tex;
  let current = tex;
  let noOptionalClose = false;
  for (let pass = 0; pass < MACRO_PASSES; pass++) {
    let out = '';
    let changed = false;
    let from = 0;
    const names = /\\([A-Za-z]+)/g;
    for (let found = names.exec(current); found; found = names.exec(current)) {
      const macro = macros.get(found[1]);
      if (!macro) continue;
      let end = found.index + found[0].length;
      const args: string[] = [];
      let first = 0;
      if (macro.optional !== undefined && macro.args > 0) {
        // A `[` never closed is read once: later ones would scan to the end again.
        const given = noOptionalClose ? null : optionalArgument(current, end);
        if (!given && current[skipSpace(current, end)] === '[') noOptionalClose = true;
        args.push(given ? given.value : macro.optional);
        if (given) end = given.end;
        first = 1;
      }
      let missing = false;
      for (let index = first; index < macro.args; index++) {
        const arg = texArgument(current, end);
        if (!arg) {
          missing = true;
          break;
        }
        args.push(arg.value);
        end = arg.end;
      }
      // An argument missing (a brace never closed, the formula's end): the formula is left as
      // written, and no later use is read (each would scan to the end again: quadratic).
      if (missing) return tex;
      out += current.slice(from, found.index) + substitute(macro.body, args);
      // A body ending in a letter must not join the letters after it into a longer name.
      if (macro.args === 0 && /[A-Za-z]$/.test(macro.body) && /^[A-Za-z]/.test(current.slice(end))) out += ' ';
      from = end;
      names.lastIndex = end;
      changed = true;
      if (out.length > MACRO_GROWTH_MAX) return tex;
    }
    if (!changed) return current;
    current = out + current.slice(from);
    if (current.length > MACRO_GROWTH_MAX) return tex;
  }
  // Still expanding after every pass: a macro that calls itself. Left as written.
  return tex;
}

const DELIMITERS = [
  { open: '\\(', close: '\\)' },
  { open: '\\[', close: '\\]' },
] as const;

/** The side's HTML with the macros expanded inside each `\(..\)` and `\[..\]`. Linear in the side. */
export function expandMacrosInMath(html: string, macros: TexMacros): string {
  if (!macros.size || !html.includes('\\')) return html;
  let out = '';
  let at = 0;
  while (at < html.length) {
    let next = -1;
    let kind: (typeof DELIMITERS)[number] | null = null;
    for (const delimiter of DELIMITERS) {
      const found = html.indexOf(delimiter.open, at);
      if (found >= 0 && (next < 0 || found < next)) {
        next = found;
        kind = delimiter;
      }
    }
    if (next < 0 || !kind) break;
    const close = html.indexOf(kind.close, next + 2);
    if (close < 0) break;
    out += html.slice(at, next + 2) + expandMacros(html.slice(next + 2, close), macros) + kind.close;
    at = close + 2;
  }
  return out + html.slice(at);
}

/**
 * Anki's `[$]…[/$]` and `[$$]…[/$$]` as `\(…\)` and `\[…\]` (see the header). An opener
 * without its closer stays as written. One pass.
 */
export function ankiLatexToMath(html: string): string {
  if (!html.includes('[$')) return html;
  let out = '';
  let at = 0;
  for (let open = html.indexOf('[$', at); open >= 0; open = html.indexOf('[$', at)) {
    const display = html.startsWith('[$$]', open);
    if (!display && !html.startsWith('[$]', open)) {
      out += html.slice(at, open + 2);
      at = open + 2;
      continue;
    }
    const closer = display ? '[/$$]' : '[/$]';
    const close = html.indexOf(closer, open);
    if (close < 0) break;
    const tex = html.slice(open + (display ? 4 : 3), close);
    out += html.slice(at, open) + (display ? `\\[${tex}\\]` : `\\(${tex}\\)`);
    at = close + closer.length;
  }
  return out + html.slice(at);
}
