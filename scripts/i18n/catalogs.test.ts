import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileNamespace, compileOne, listNamespaces, readPo, ROOT, SOURCE_LOCALE, TRANSLATED_LOCALES } from './catalogs.mjs';

// The translation checks of `npm test` (docs/translating.md).

const namespaces = listNamespaces();
/** The ICU arguments of a message (plural branches' own text is no argument). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const t of tokens) {
      if (!Array.isArray(t)) continue;
      names.add(String(t[0]));
      if (t[2] && typeof t[2] === 'object') Object.values(t[2]).forEach(walk);
    }
  };
  walk(compileOne(text));
  return [...names].sort();
}
const tags = (text: string) => [...text.matchAll(/<\/?([a-z][a-z0-9]*)>/g)].map((m) => m[0]).sort();

describe('catalogs', () => {
  it('exist', () => {
    expect(namespaces.map((n) => n.name)).toEqual(expect.arrayContaining(['common', 'landing', 'auth', 'profile', 'messages', 'mail']));
  });

  it.each(namespaces.map((n) => [n.name, n]))('%s: every key in every locale, translated, with the same placeholders and tags', (_, ns) => {
    const en = readPo(path.join(ROOT, ns.dir, `${SOURCE_LOCALE}.po`));
    const problems: string[] = [];
    for (const id of Object.keys(en)) {
      if (!en[id]) problems.push(`en: ${id} is empty`);
      // A namespace owns its ids ('landing.*'); shared/messages.ts entries keep their paths ('MSG.*').
      if (ns.name !== 'messages' && !id.startsWith(`${ns.name}.`)) problems.push(`${id} does not start with '${ns.name}.'`);
    }
    for (const locale of TRANSLATED_LOCALES) {
      const file = path.join(ROOT, ns.dir, `${locale}.po`);
      const po = fs.existsSync(file) ? readPo(file) : {};
      for (const id of Object.keys(en)) {
        if (!po[id]) problems.push(`${locale}: ${id} is missing`);
        else {
          if (placeholders(po[id]).join() !== placeholders(en[id]).join()) problems.push(`${locale}: ${id} has placeholders ${placeholders(po[id])} instead of ${placeholders(en[id])}`);
          if (tags(po[id]).join() !== tags(en[id]).join()) problems.push(`${locale}: ${id} has tags ${tags(po[id])} instead of ${tags(en[id])}`);
        }
      }
      for (const id of Object.keys(po)) if (!(id in en)) problems.push(`${locale}: ${id} is not in en.po`);
    }
    expect(problems).toEqual([]);
  });

  it.each(namespaces.map((n) => [n.name, n]))('%s: the compiled modules are up to date (run `npm run i18n`)', (_, ns) => {
    for (const [name, source] of Object.entries(compileNamespace(ns))) {
      expect(fs.readFileSync(path.join(ROOT, ns.dir, name), 'utf8'), `${ns.dir}/${name}`).toBe(source);
    }
  });
});

// ---- No text in JSX outside the catalogs, in the screens converted so far ----

/**
 * The converted files and folders (docs/translating.md "Converting a screen"): this list only
 * grows. Every text a person reads there comes from a catalog through useT.
 */
export const CONVERTED = [
  'client/src/pages/LandingPage.tsx',
  'client/src/components/layout/PublicHeader.tsx',
  'client/src/components/layout/Header.tsx',
  'client/src/components/layout/Footer.tsx',
  'client/src/components/layout/RouteFocus.tsx',
  'client/src/i18n',
  'client/src/pages/LoginPage.tsx',
  'client/src/pages/SignupPage.tsx',
  'client/src/pages/ForgotPasswordPage.tsx',
  'client/src/pages/ResetPasswordPage.tsx',
  'client/src/features/auth/NewPasswordFields.tsx',
  'client/src/features/auth/OidcSignIn.tsx',
  'client/src/features/auth/ProviderOnly.tsx',
  'client/src/pages/ProfilePage.tsx',
  'client/src/features/account/LanguageSection.tsx',
  'client/src/features/account/PasswordSection.tsx',
  'client/src/features/account/EmailSection.tsx',
  'client/src/features/account/OidcSection.tsx',
  'client/src/features/account/SessionsSection.tsx',
  'client/src/features/account/DisplayNameSection.tsx',
  'client/src/features/account/TimeZoneSection.tsx',
  'client/src/features/account/RemindersSection.tsx',
  'client/src/features/account/ApiTokensSection.tsx',
  'client/src/features/account/DataSection.tsx',
  'client/src/features/account/MemoryModelSection.tsx',
  'client/src/features/account/CalibrationChart.tsx',
  'client/src/components/ui/Status.tsx',
  'client/src/components/ui/Toast.tsx',
  'client/src/components/ui/Modal.tsx',
  'client/src/components/ui/ConfirmDialog.tsx',
  'client/src/features/study/SmartSessionModal.tsx',
  'client/src/features/study/NewCardLimit.tsx',
  'client/src/games/GameRenderer.tsx',
  'client/src/games/GameHeader',
  'client/src/games/GameShell/GameShell.tsx',
  'client/src/games/GameShell/Round.tsx',
  'client/src/games/GameShell/UndoButton.tsx',
  'client/src/games/GameShell/GradeButtons.tsx',
  'client/src/games/Matching',
  'client/src/games/MultipleChoice',
  'client/src/games/SpatialChoice',
  'client/src/games/Crossword/OnScreenKeyboard.tsx',
  'client/src/offline/NeedsNetwork.tsx',
  'client/src/offline/OfflineStatus.tsx',
  'client/src/pages/DecksPage.tsx',
  'client/src/pages/DeckDetailPage.tsx',
  'client/src/features/decks',
  'client/src/features/stats',
  'client/src/features/workload/HelpMeDecide.tsx',
  'client/src/features/workload/ScheduleOptions.tsx',
  'client/src/features/workload/charts',
  'client/src/features/sharing',
  'client/src/pages/SharedDecksPage.tsx',
  'client/src/pages/VerifyEmailPage.tsx',
  'client/src/pages/AdminPage.tsx',
  'client/src/pages/PrivacyPage.tsx',
  'client/src/pages/TermsPage.tsx',
  'client/src/pages/FeedbackPage.tsx',
  'client/src/pages/BrowsePage.tsx',
  'client/src/features/browse',
  'client/src/pages/ApiDocsPage.tsx',
  'client/src/pages/HelpPage.tsx',
  'client/src/features/help',
  'client/src/features/apiDocs',
  'client/src/components/ErrorScreen.tsx',
  'client/src/components/layout/ShortcutsOverlay.tsx',
  'client/src/components/CardFace/ListenButton.tsx',
  'client/src/components/CardFace/ReadAloudToggle.tsx',
  'client/src/components/CardFace/NoVoiceNote.tsx',
  'client/src/components/CardFace/RichSide.tsx',
  'client/src/features/imports',
  'client/src/features/cards/EditorPanels.tsx',
  'client/src/features/cards/EditorToolbar.tsx',
  'client/src/features/cards/ImageField.tsx',
  'client/src/features/cards/RichTextField.tsx',
  'client/src/features/notes/NoteFields.tsx',
  'client/src/features/notes/NoteTypeEditor.tsx',
  'client/src/features/notes/NoteTypeList.tsx',
  'client/src/features/notes/NoteTypeSwitch.tsx',
  'client/src/features/notes/TagsInput.tsx',
  'client/src/features/notes/TemplatePreview.tsx',
  'client/src/features/exports',
  'client/src/features/mail',
  'client/src/features/admin',
  'client/src/pages/NoteTypesPage.tsx',
  'client/src/offline/OfflineBanners.tsx',
];

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'text']);

/** Texts in a file's JSX that come from no catalog: `line: text`. */
export function jsxLiterals(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const hasLetters = (text: string) => /\p{L}/u.test(text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init) ? init : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression) ? init.expression : null;
      if (literal && READ_ATTRIBUTES.has(name) && hasLetters(literal.text)) found.push(`${at(node)}: ${name}="${literal.text}"`);
    }
    // `{'text'}` or `{cond ? 'a' : 'b'}` as a child.
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression) {
      const strings: ts.StringLiteralLike[] = [];
      const collect = (e: ts.Node) => {
        if (ts.isStringLiteralLike(e)) strings.push(e);
        else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach(collect);
        else if (ts.isBinaryExpression(e)) {
          // `cond && 'text'` renders its right side; `a ?? 'text'` and `'a' + b` either; a comparison nothing.
          const op = e.operatorToken.kind;
          if (op === ts.SyntaxKind.AmpersandAmpersandToken) collect(e.right);
          else if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken) [e.left, e.right].forEach(collect);
        }
        else if (ts.isParenthesizedExpression(e)) collect(e.expression);
      };
      collect(node.expression);
      for (const s of strings) if (hasLetters(s.text)) found.push(`${at(s)}: {'${s.text}'}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function filesOf(entry: string): string[] {
  const abs = path.join(ROOT, entry);
  if (fs.statSync(abs).isFile()) return [entry];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
    .map((f) => path.join(entry, f));
}

describe('no text in JSX outside the catalogs (converted screens)', () => {
  it('finds a literal, an attribute and a conditional text, and lets t() calls, names and symbols pass', () => {
    const found = jsxLiterals(
      'x.tsx',
      `export const A = () => <div aria-label="Close" title={t('x.title')}>Hello {t('x.a')} {ok ? 'Yes' : 'No'} ✓ {1 + 2} <b className="muted">{name}</b></div>;`,
    );
    expect(found).toEqual(['1: aria-label="Close"', '1: Hello', "1: {'Yes'}", "1: {'No'}"]);
  });

  it.each(CONVERTED.flatMap(filesOf).map((f) => [f]))('%s', (file) => {
    expect(jsxLiterals(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
