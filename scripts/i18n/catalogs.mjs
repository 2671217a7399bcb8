// The translation catalogs (docs/translating.md): PO files, one folder per namespace and one file
// per locale (`<dir>/locales/<namespace>/<locale>.po`), compiled into TypeScript modules the app
// imports (`<locale>.ts`) and an `index.ts` that loads each locale lazily. Plain functions so the
// command (scripts/i18n.mjs) and the checks (scripts/i18n/catalogs.test.ts) share them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where namespaces live: each holds `<namespace>/<locale>.po`. */
export const CATALOG_ROOTS = ['client/src/locales', 'shared/locales'];
export const SOURCE_LOCALE = 'en';
/** Translated by people; `pseudo` is made from English by the compiler. */
export const TRANSLATED_LOCALES = ['es', 'ko', 'ar'];
export const PSEUDO_LOCALE = 'pseudo';
/**
 * Namespaces whose English loads like any other locale instead of coming inline with the code
 * that names them: `messages` (shared/messages.ts, every text the server and the screens share)
 * is wanted only when such a text is shown, and grows with every server message translated; inline
 * it weighed on every page's first load (docs/translating.md, docs/performance.md).
 */
export const LAZY_ENGLISH = ['messages'];

/** Every namespace: `{ name, dir }` (dir relative to the repository). */
export function listNamespaces(root = ROOT) {
  return CATALOG_ROOTS.flatMap((base) => {
    const abs = path.join(root, base);
    if (!fs.existsSync(abs)) return [];
    return fs
      .readdirSync(abs, { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(abs, e.name, `${SOURCE_LOCALE}.po`)))
      .map((e) => ({ name: e.name, dir: path.join(base, e.name) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}

/**
 * A PO file as `{ id: text }` in file order; an empty msgstr stays '' (missing).
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readPo(file) {
  const po = parsePoFile(fs.readFileSync(file, 'utf8'));
  /** @type {Record<string, string>} */
  const out = {};
  for (const item of po.items) {
    if (item.obsolete || !item.msgid) continue;
    out[item.msgid] = item.msgstr[0] ?? '';
  }
  return out;
}

/**
 * One ICU message compiled for @lingui/core: always its token array (a bare string is what
 * Lingui takes for an uncompiled message, and warns about in production).
 */
export function compileOne(text) {
  return compileMessage(text);
}

// Pseudo-localization: every ASCII letter accented, the whole message in ⟦ ⟧, so a text on a page
// without these marks came from no catalog. Placeholders, plural keys and `<tag>` names are kept.
const PSEUDO_MAP = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹḾÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]]),
);
const pseudoText = (s) => s.replace(/<\/?[a-z0-9]+>|[A-Za-z]/g, (m) => (m.length === 1 ? PSEUDO_MAP[m] : m));
function pseudoTokens(tokens) {
  if (typeof tokens === 'string') return pseudoText(tokens);
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((t) => {
    if (typeof t === 'string') return pseudoText(t);
    const [name, type, format] = t;
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      return [name, type, Object.fromEntries(Object.entries(format).map(([k, v]) => [k, pseudoTokens(v)]))];
    }
    return t;
  });
}
export function pseudoOne(compiled) {
  const body = pseudoTokens(compiled);
  // Marks joined to the text around them, so a plain message stays one string token.
  const out = ['⟦', ...body, '⟧'];
  return out.reduce((acc, t) => (typeof t === 'string' && typeof acc[acc.length - 1] === 'string' ? [...acc.slice(0, -1), acc[acc.length - 1] + t] : [...acc, t]), []);
}

const HEADER = (source) => `// Compiled from ${source} by \`npm run i18n\` (scripts/i18n.mjs): do not edit.\n`;

/** The compiled modules of one namespace: `{ [fileName]: source }`. */
export function compileNamespace(ns, root = ROOT) {
  const dir = path.join(root, ns.dir);
  const en = readPo(path.join(dir, `${SOURCE_LOCALE}.po`));
  const ids = Object.keys(en);
  const files = {};
  const compiledEn = Object.fromEntries(ids.map((id) => [id, compileOne(en[id])]));
  // A plain object literal, one message a line (readable diffs; smaller than JSON.parse's escaped string).
  const json = (obj) => `{\n${Object.entries(obj).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join('\n')}\n}`;
  files[`${SOURCE_LOCALE}.ts`] =
    HEADER(`${SOURCE_LOCALE}.po`) +
    `import type { Messages } from '@lingui/core';\n\n` +
    `export type MessageId =\n${ids.map((id) => `  | ${JSON.stringify(id)}`).join('\n')};\n\n` +
    `export const messages = ${json(compiledEn)} as unknown as Messages & Record<MessageId, unknown>;\n`;
  for (const locale of TRANSLATED_LOCALES) {
    const file = path.join(dir, `${locale}.po`);
    const po = fs.existsSync(file) ? readPo(file) : {};
    // A missing translation falls back to English at run time; the checks fail on it first.
    const compiled = Object.fromEntries(ids.filter((id) => po[id]).map((id) => [id, compileOne(po[id])]));
    files[`${locale}.ts`] = HEADER(`${locale}.po`) + `import type { Messages } from '@lingui/core';\n\nexport const messages = ${json(compiled)} as unknown as Messages;\n`;
  }
  files[`${PSEUDO_LOCALE}.ts`] =
    HEADER(`${SOURCE_LOCALE}.po, pseudo-localized`) +
    `import type { Messages } from '@lingui/core';\n\nexport const messages = ${json(Object.fromEntries(ids.map((id) => [id, pseudoOne(compiledEn[id])])))} as unknown as Messages;\n`;
  const lazyEnglish = LAZY_ENGLISH.includes(ns.name);
  const lazy = [...(lazyEnglish ? [SOURCE_LOCALE] : []), ...TRANSLATED_LOCALES, PSEUDO_LOCALE].map((l) => `    ${l}: () => import('./${l}.js'),`).join('\n');
  const types = path.relative(dir, path.join(root, 'shared/i18n/namespace.js')).split(path.sep).join('/');
  files['index.ts'] =
    HEADER('the PO files of this folder') +
    (lazyEnglish
      ? `// The namespace '${ns.name}': every locale, English too, its own chunk, loaded when used.\n` +
        `import type { MessageId } from './en.js';\n` +
        `import type { LazyNamespace } from '${types}';\n\n` +
        `export type { MessageId };\n` +
        `export const namespace: LazyNamespace<MessageId> = {\n  name: ${JSON.stringify(ns.name)},\n  en: null,\n  load: {\n${lazy}\n  },\n};\n`
      : `// The namespace '${ns.name}': English inline, every other locale its own chunk, loaded when used.\n` +
        `import { messages as en, type MessageId } from './en.js';\n` +
        `import type { Namespace } from '${types}';\n\n` +
        `export type { MessageId };\n` +
        `export const namespace: Namespace<MessageId> = {\n  name: ${JSON.stringify(ns.name)},\n  en,\n  load: {\n${lazy}\n  },\n};\n`);
  return files;
}

/** Writes every namespace's compiled modules; returns the files that changed. */
export function compileAll(root = ROOT) {
  const changed = [];
  for (const ns of listNamespaces(root)) {
    for (const [name, source] of Object.entries(compileNamespace(ns, root))) {
      const file = path.join(root, ns.dir, name);
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === source) continue;
      fs.writeFileSync(file, source);
      changed.push(path.join(ns.dir, name));
    }
  }
  return changed;
}
