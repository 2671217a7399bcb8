import { hasClozeNumber, renderCloze } from '../../../shared/cloze.js';
import { canonicalLanguageTag } from '../../../shared/languageTag.js';
import { CARD_HINT_CLASS } from '../../../shared/richText.js';
import type { OutputBudget } from './ankiOutputBudget.js';

// Anki card templates (https://docs.ankiweb.net/templates/intro.html), rendered as Anki shows
// them: `{{Field}}`, `{{#Field}}…{{/Field}}`, `{{^Field}}…{{/Field}}`, `{{FrontSide}}` and the
// filters `cloze`, `type`, `hint`, `furigana`, `kana`, `kanji`, `text` and `tts`. A template is
// parsed once per note type into a flat list of steps, each conditional knowing where it ends,
// so rendering a card is one walk over the steps (a false section is jumped over, never read)
// and its output stops growing at OUTPUT_MAX: the work is linear in the template whatever the
// fields hold (docs/security.md). The HTML made here is not safe: the caller sanitizes it.

/** Limits checked while a template is read; over one → a clear import error (docs/security.md). */
export const TEMPLATE_LIMITS = {
  /** Characters of one qfmt or afmt (real templates, scripts included, stay far below). */
  templateChars: 100_000,
  /** `{{…}}` tags in one template: rendering a card walks each once. */
  tags: 1_000,
  /** Conditionals open inside one another. */
  depth: 20,
  /** Fields of one note type. */
  fields: 500,
  /** Card templates of one note type. */
  templates: 100,
  /** Characters of a tag's content; a longer `{{…}}` is text (no field is named so). */
  tagChars: 200,
} as const;

/** A side's rendered HTML is cut here: a few times the sanitizer's input limit is never needed. */
export const OUTPUT_MAX = 80_000;

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

export const TEMPLATE_ERRORS = {
  tooLong: (noteType: string) => `The Anki note type “${noteType}” has a card template longer than ${TEMPLATE_LIMITS.templateChars.toLocaleString('en-US')} characters.`,
  tooManyTags: (noteType: string) => `The Anki note type “${noteType}” has a card template with more than ${TEMPLATE_LIMITS.tags.toLocaleString('en-US')} {{…}} tags.`,
  tooDeep: (noteType: string) => `The Anki note type “${noteType}” has a card template with conditionals nested more than ${TEMPLATE_LIMITS.depth} deep.`,
  tooManyFields: (noteType: string) => `The Anki note type “${noteType}” has more than ${TEMPLATE_LIMITS.fields} fields.`,
  tooManyTemplates: (noteType: string) => `The Anki note type “${noteType}” has more than ${TEMPLATE_LIMITS.templates} card templates.`,
} as const;

// Special fields Anki fills from the card rather than the note.
const SPECIAL_FIELDS = ['FrontSide', 'Tags', 'Type', 'Deck', 'Subdeck', 'Card', 'CardFlag'] as const;
type SpecialField = (typeof SPECIAL_FIELDS)[number];
/**
 * `{{#c2}}…{{/c2}}` on a cloze note type: true on the card of cloze number 2 only (Anki adds
 * the card's number as a field for conditionals; multi-field cloze note types use it).
 */
interface ClozeNumberField {
  cloze: number;
}
type FieldRef = number | SpecialField | ClozeNumberField | null;
const KNOWN_FILTERS = new Set(['cloze', 'type', 'hint', 'furigana', 'kana', 'kanji', 'text', 'tts', 'cloze-only']);

type Step =
  /** `afterRule`: the text after its first `<hr id=answer>`, when it holds one (see renderSide). */
  | { kind: 'text'; text: string; afterRule?: string }
  /** `field` is the note's field index, or a special field's name; null = no such field. */
  | { kind: 'field'; field: FieldRef; filters: string[]; name: string }
  | { kind: 'open'; field: FieldRef; negated: boolean; end: number }
  | { kind: 'close' };

export interface ParsedTemplate {
  steps: Step[];
  /** Tags this renderer does not support (unknown filters and fields), as written, without repeats. */
  unsupported: string[];
  /** Note field indexes the template shows (in a field tag, not only in a conditional). */
  shownFields: Set<number>;
  /** Whether the template has a `{{cloze:…}}` tag (a cloze note type's card). */
  hasCloze: boolean;
  /** Note field indexes shown through the cloze filter. */
  clozeFields: Set<number>;
  /** The first valid language of a `{{tts xx_YY:Field}}` tag, as a language tag ('ko-KR'); null when none. */
  speechLanguage: string | null;
}

/** Runs of whitespace holding a line break become one space: HTML shows them so. One pass. */
function collapseLineBreaks(text: string): string {
  if (!text.includes('\n')) return text;
  let out = '';
  let run = '';
  for (const char of text) {
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') run += char;
    else {
      if (run) out += run.includes('\n') ? ' ' : run;
      run = '';
      out += char;
    }
  }
  return out + (run ? (run.includes('\n') ? ' ' : run) : '');
}

const INERT_BLOCKS = [
  { open: '<!--', close: '-->', named: false },
  { open: '<script', close: '</script', named: true },
  { open: '<style', close: '</style', named: true },
] as const;

/**
 * A template's text without the comments, scripts and styles it holds whole: the sanitizer drops
 * them from every card anyway (sanitize.ts), so they are left out once per note type instead of
 * being rendered, counted against the package's budget (ankiOutputBudget.ts) and dropped again
 * on every card (a cloze overlapper template carries 5 KB of them a side). A block cut by a tag
 * (`<script>var x = '{{Front}}'</script>`) is left to the sanitizer. Linear: a kind of block
 * whose closer is missing is not looked for again.
 */
export function withoutInertBlocks(text: string): string {
  if (!text.includes('<')) return text;
  // ASCII only, so positions match the text's.
  const lower = text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
  const unclosed = new Set<string>();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf('<'); at >= 0; at = lower.indexOf('<', at + 1)) {
    let end = -1;
    for (const block of INERT_BLOCKS) {
      if (unclosed.has(block.open) || !lower.startsWith(block.open, at)) continue;
      if (block.named && !/[\s/>]/.test(lower[at + block.open.length] ?? '')) continue;
      const close = lower.indexOf(block.close, at + block.open.length);
      const closeEnd = close < 0 ? -1 : block.named ? lower.indexOf('>', close) : close + block.close.length - 1;
      if (closeEnd < 0) unclosed.add(block.open);
      else end = closeEnd + 1;
      break;
    }
    if (end < 0) continue;
    out += text.slice(from, at);
    from = end;
    at = end - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

const HIDING_DECLARATION = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * The classes a note type's CSS hides (`.hidden { visibility: hidden }`, `.x { display: none }`),
 * each a rule of its own on a plain `.class` selector. Cards lose their note type's CSS when
 * sanitized (docs/rich-cards.md), so what it hides is left out of the templates instead
 * (`withoutHiddenElements`): Cloze Overlapper keeps the whole text in a hidden element on the front.
 */
export function hiddenClasses(css: string): string[] {
  const found = new Set<string>();
  const text = css.length > TEMPLATE_LIMITS.templateChars ? css.slice(0, TEMPLATE_LIMITS.templateChars) : css;
  // Comments out, then `selectors { declarations }` rule by rule, with indexOf (linear: no
  // pattern here can rescan what it has read).
  let plain = '';
  for (let at = 0; at < text.length; ) {
    const open = text.indexOf('/*', at);
    if (open < 0) {
      plain += text.slice(at);
      break;
    }
    plain += text.slice(at, open);
    const close = text.indexOf('*/', open + 2);
    if (close < 0) break;
    at = close + 2;
  }
  for (const rule of plain.split('}')) {
    const brace = rule.lastIndexOf('{');
    if (brace < 0 || !HIDING_DECLARATION.test(rule.slice(brace + 1).trim())) continue;
    // The selectors follow the previous rule's end (or an at-rule's opening brace).
    const selectors = rule.slice(0, brace);
    for (const selector of selectors.slice(selectors.lastIndexOf('{') + 1).split(',')) {
      const match = /^\s*\.([A-Za-z_][\w-]*)\s*$/.exec(selector);
      if (match) found.add(match[1]);
    }
  }
  return [...found];
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * A template's text without the elements whose class is in `classes` (with everything inside
 * them, field tags included). Once per note type. Each element's end is found by counting its
 * name's openers and closers; a name found unclosed once is not looked for again, so the work
 * stays linear in the template times the few names it uses.
 */
export function withoutHiddenElements(source: string, classes: readonly string[]): string {
  if (!classes.length || !source.includes('class')) return source;
  const hidden = new Set(classes);
  const unclosed = new Set<string>();
  // A tag's attributes stop at the next '<': each character is read by one tag at most.
  const tagAt = /<(\/?)([A-Za-z][A-Za-z0-9-]*)\b([^<>]*)>/y;
  let out = '';
  let from = 0;
  for (let at = source.indexOf('<'); at >= 0; at = source.indexOf('<', at + 1)) {
    tagAt.lastIndex = at;
    const tag = tagAt.exec(source);
    if (!tag || tag[1]) continue;
    const name = tag[2].toLowerCase();
    const classAttr = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[3]);
    const names = (classAttr?.[1] ?? classAttr?.[2] ?? classAttr?.[3] ?? '').split(/\s+/);
    if (!classAttr || !names.some((one) => hidden.has(one)) || unclosed.has(name)) continue;
    let end = at + tag[0].length;
    if (!VOID_ELEMENTS.has(name) && !tag[3].trim().endsWith('/')) {
      let depth = 1;
      const scan = new RegExp(`<(/?)${name}\\b[^<>]*>`, 'gi');
      scan.lastIndex = end;
      for (let next = scan.exec(source); next; next = scan.exec(source)) {
        depth += next[1] ? -1 : 1;
        if (depth === 0) {
          end = next.index + next[0].length;
          break;
        }
      }
      if (depth !== 0) {
        unclosed.add(name);
        continue;
      }
    }
    out += source.slice(from, at);
    from = end;
    at = end - 1;
  }
  return from === 0 ? source : out + source.slice(from);
}

/** `c3` (no field of that name): the cloze-number conditional, else no such field. */
function clozeNumberField(name: string): ClozeNumberField | null {
  const match = /^c(\d{1,3})$/.exec(name);
  return match ? { cloze: Number(match[1]) } : null;
}

/** `{{type:cloze:Text}}` → filters ['type', 'cloze'], field 'Text'; `{{tts en_US:Front}}` → ['tts en_US']. */
function splitTag(content: string): { filters: string[]; name: string } {
  const parts = content.split(':');
  const name = parts.pop()!.trim();
  return { filters: parts.map((part) => part.trim()), name };
}

const filterName = (filter: string) => filter.split(' ')[0];

/**
 * Reads one template. `fieldNames` are the note type's fields in order; `noteType` names it in
 * errors. Tags are found with indexOf from left to right, so a flood of `{{` costs one pass.
 */
export function parseTemplate(source: string, fieldNames: readonly string[], noteType: string): ParsedTemplate {
  if (source.length > TEMPLATE_LIMITS.templateChars) throw new TemplateError(TEMPLATE_ERRORS.tooLong(noteType));
  const fieldIndex = new Map<string, number>();
  fieldNames.forEach((name, index) => {
    if (!fieldIndex.has(name)) fieldIndex.set(name, index);
  });
  const resolve = (name: string): FieldRef =>
    fieldIndex.get(name) ?? ((SPECIAL_FIELDS as readonly string[]).includes(name) ? (name as SpecialField) : clozeNumberField(name));

  const steps: Step[] = [];
  const unsupported = new Set<string>();
  const shownFields = new Set<number>();
  let hasCloze = false;
  const clozeFields = new Set<number>();
  let speechLanguage: string | null = null;
  const open: { name: string; step: number }[] = [];
  let tags = 0;
  let text = '';
  const flushText = () => {
    // A line break in a template is HTML whitespace, not a line on the card (fields keep theirs).
    const shown = collapseLineBreaks(withoutInertBlocks(text));
    const ruleEnd = shown ? answerRuleEnd(shown, 0) : -1;
    if (shown) steps.push(ruleEnd >= 0 ? { kind: 'text', text: shown, afterRule: shown.slice(ruleEnd) } : { kind: 'text', text: shown });
    text = '';
  };
  const closeTo = (depth: number) => {
    while (open.length > depth) {
      const opened = open.pop()!;
      const step = steps[opened.step];
      if (step.kind === 'open') step.end = steps.length;
      steps.push({ kind: 'close' });
    }
  };

  let position = 0;
  while (position < source.length) {
    const start = source.indexOf('{{', position);
    if (start < 0) break;
    const end = source.indexOf('}}', start + 2);
    if (end < 0) break; // no tag can close any more: the rest is text
    if (end - start - 2 > TEMPLATE_LIMITS.tagChars) {
      // Too long to be a tag: keep the braces as text and look for the next opener after them.
      text += source.slice(position, start + 2);
      position = start + 2;
      continue;
    }
    text += source.slice(position, start);
    position = end + 2;
    const content = source.slice(start + 2, end).trim();
    if (++tags > TEMPLATE_LIMITS.tags) throw new TemplateError(TEMPLATE_ERRORS.tooManyTags(noteType));
    const sigil = content[0];
    if (sigil === '#' || sigil === '^') {
      flushText();
      if (open.length >= TEMPLATE_LIMITS.depth) throw new TemplateError(TEMPLATE_ERRORS.tooDeep(noteType));
      const name = content.slice(1).trim();
      const field = resolve(name);
      if (field === null) unsupported.add(`{{${content}}}`);
      open.push({ name, step: steps.length });
      steps.push({ kind: 'open', field, negated: sigil === '^', end: -1 });
    } else if (sigil === '/') {
      const name = content.slice(1).trim();
      // Anki refuses a template whose sections cross; here a close shuts the innermost section
      // of that name (and any left open inside it), and a close with no such section is ignored.
      let depth = open.length - 1;
      while (depth >= 0 && open[depth].name !== name) depth--;
      if (depth < 0) {
        unsupported.add(`{{${content}}}`);
        continue;
      }
      flushText();
      closeTo(depth);
    } else if (sigil === '!' || sigil === '=' || content === '') {
      // Comments and delimiter changes are not Anki template syntax: shown as they are.
      text += `{{${content}}}`;
      unsupported.add(`{{${content}}}`);
    } else {
      flushText();
      const { filters, name } = splitTag(content);
      const field = resolve(name);
      if (field === null || filters.some((filter) => !KNOWN_FILTERS.has(filterName(filter)))) unsupported.add(`{{${content}}}`);
      if (typeof field === 'number' && !filters.some((filter) => filter === 'type')) shownFields.add(field);
      if (filters.includes('cloze')) {
        hasCloze = true;
        if (typeof field === 'number') clozeFields.add(field);
      }
      speechLanguage ??= ttsLanguage(filters);
      steps.push({ kind: 'field', field, filters, name });
    }
  }
  text += source.slice(position);
  flushText();
  closeTo(0);
  return { steps, unsupported: [...unsupported], shownFields, hasCloze, clozeFields, speechLanguage };
}

/**
 * The language of a `tts` filter (`tts ko_KR voices=Apple_Yuna speed=0.8` → 'ko-KR'), checked by
 * the platform's own parser (shared/languageTag.ts); null when there is none or it is not a tag.
 */
function ttsLanguage(filters: readonly string[]): string | null {
  for (const filter of filters) {
    const [name, language] = filter.split(/\s+/, 2);
    if (name === 'tts' && language) return canonicalLanguageTag(language.replace(/_/g, '-'));
  }
  return null;
}

/** What a card is rendered from besides its template. */
export interface CardContext {
  /** The note's fields (HTML), each already cut to the raw field limit. */
  fields: readonly string[];
  /** 1-based cloze number of a cloze card; null for a standard card. */
  clozeNumber: number | null;
  tags?: string;
  noteType?: string;
  deck?: string;
  card?: string;
  /**
   * The package's budget (ankiOutputBudget.ts): each piece written and each field a filter reads
   * is counted as the side is made, so rendering stops the moment the package's total passes it.
   */
  budget?: OutputBudget;
}

export interface RenderedSide {
  html: string;
  /** Whether a field with content was shown (Anki makes no card whose front shows none). */
  showsContent: boolean;
  /** Whether the output reached OUTPUT_MAX and was cut. */
  cut: boolean;
  /** Whether a `{{cloze:…}}` held a deletion of the card's number. */
  clozeFound: boolean;
}

/**
 * Anki's test for an empty field: only whitespace, zero-width spaces, `<br>` and `<div>` tags.
 * One pass, no pattern that can backtrack.
 */
export function fieldIsEmpty(html: string): boolean {
  let at = 0;
  while (at < html.length) {
    const char = html[at];
    if (char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\u00a0' || char === '\u200b') {
      at += 1;
      continue;
    }
    if (char === '<') {
      const close = html.indexOf('>', at);
      if (close < 0) return false;
      const tag = html.slice(at + 1, close).trim().toLowerCase().replace(/\s*\/$/, '');
      if (tag === 'br' || tag === 'div' || tag === '/div') {
        at = close + 1;
        continue;
      }
    }
    if (char === '&' && html.startsWith('&nbsp;', at)) {
      at += 6;
      continue;
    }
    return false;
  }
  return true;
}

/** Tags out, text kept (entities stay as written: the result is still HTML). One pass. */
export function stripTags(html: string): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    out += html.slice(at, open);
    const close = html.indexOf('>', open);
    if (close < 0) return out;
    at = close + 1;
  }
  return out + html.slice(at);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Anki's furigana syntax: `漢字[かんじ]` (a space before the base ends the previous word and is
 * dropped). `mode` 'ruby' → `<ruby>漢字<rt>かんじ</rt></ruby>`, 'kana' → the reading, 'kanji' →
 * the base. One pass: each bracket is matched to the next `]` once, and the base is what lies
 * between the previous word break and the bracket.
 */
export function furigana(html: string, mode: 'ruby' | 'kana' | 'kanji'): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('[', at);
    if (open < 0) break;
    const close = html.indexOf(']', open + 1);
    if (close < 0) break;
    const reading = html.slice(open + 1, close);
    // The base runs back from the bracket to a space or '>' (never before `at`).
    let baseStart = open;
    while (baseStart > at && html[baseStart - 1] !== ' ' && html[baseStart - 1] !== '>') baseStart--;
    const base = html.slice(baseStart, open);
    if (!base || !reading || reading.startsWith('sound:')) {
      out += html.slice(at, close + 1);
      at = close + 1;
      continue;
    }
    // The space that separated this word from the previous one is Anki's syntax, not text.
    const before = html.slice(at, baseStart);
    out += before.endsWith(' ') ? before.slice(0, -1) : before;
    out += mode === 'ruby' ? `<ruby>${base}<rt>${reading}</rt></ruby>` : mode === 'kana' ? reading : base;
    at = close + 1;
  }
  return out + html.slice(at);
}

/**
 * `{{hint:Field}}`: Anki shows a link that reveals the field. The allowlist keeps one class,
 * CARD_HINT_CLASS, on a span: the card face hides that span behind a "Show hint" button.
 */
const hint = (html: string) => `<span class="${CARD_HINT_CLASS}">${html}</span>`;

function applyFilters(value: string, filters: readonly string[], context: CardContext, side: 'front' | 'back', state: { clozeFound: boolean }): string {
  let html = value;
  // Filters apply from the one nearest the field outwards, as in Anki.
  for (let index = filters.length - 1; index >= 0; index--) {
    const filter = filterName(filters[index]);
    if (filter === 'type') return ''; // Cardcade has its own typing game
    if (filter === 'cloze' || filter === 'cloze-only') {
      if (context.clozeNumber === null) return '';
      // The front asks for this number's deletions; the back shows the whole text with them marked
      // (docs/study-modes.md). A field without a deletion of this number shows nothing, as in Anki:
      // Cloze Overlapper and multi-field cloze note types hold one line per field.
      if (!hasClozeNumber(html, context.clozeNumber)) return '';
      const rendered = renderCloze(html, context.clozeNumber);
      if (side === 'front') state.clozeFound = true;
      html = side === 'front' ? rendered.term : rendered.definition;
    } else if (filter === 'text' || filter === 'tts') html = stripTags(html);
    else if (filter === 'furigana') html = furigana(html, 'ruby');
    else if (filter === 'kana') html = furigana(html, 'kana');
    else if (filter === 'kanji') html = furigana(html, 'kanji');
    else if (filter === 'hint') html = fieldIsEmpty(html) ? '' : hint(html);
    // An unknown filter leaves the field's text (the tag is counted as unsupported).
    else html = stripTags(html);
  }
  return html;
}

function specialValue(field: SpecialField, context: CardContext, frontSide: string): string {
  switch (field) {
    case 'FrontSide':
      return frontSide;
    case 'Tags':
      return escapeHtml(context.tags ?? '');
    case 'Type':
      return escapeHtml(context.noteType ?? '');
    case 'Deck':
      return escapeHtml(context.deck ?? '');
    case 'Subdeck':
      return escapeHtml((context.deck ?? '').split('::').pop() ?? '');
    case 'Card':
      return escapeHtml(context.card ?? '');
    default:
      return '';
  }
}

/** Filters whose output is about as long as the field they read (`type` reads nothing). */
const readsAsItWrites = (filter: string) => filter === 'cloze' || filter === 'cloze-only' || filter === 'type';

// Module-level rather than a closure per side: a 40,000-card import renders 80,000 sides.
function valueOf(field: FieldRef, context: CardContext, frontSide: string): string {
  if (field === null) return '';
  if (typeof field === 'object') return context.clozeNumber === field.cloze ? '1' : '';
  return typeof field === 'number' ? (context.fields[field] ?? '') : specialValue(field, context, frontSide);
}

/** Marks where `{{FrontSide}}` was written into a back, so the repeated front can be cut off. */
interface FrontMark {
  at: number;
  /** The front and the rule were left out while rendering: nothing is left to cut. */
  cut?: true;
}

/**
 * Renders one side. `frontSide` is the rendered front (for `{{FrontSide}}` on the back).
 * `showsContent` follows Anki's rule for which cards exist: a field (or cloze) with content
 * was written outside a false section.
 */
export function renderSide(template: ParsedTemplate, context: CardContext, side: 'front' | 'back', frontSide = '', mark?: FrontMark): RenderedSide {
  let html = '';
  // Characters the back would have had before its cut, left out already (see below).
  let leftOut = 0;
  let cut = false;
  let showsContent = false;
  const state = { clozeFound: false };
  const { steps } = template;
  for (let index = 0; index < steps.length && !cut; index++) {
    const step = steps[index];
    let piece = '';
    if (step.kind === 'text') piece = step.text;
    else if (step.kind === 'open') {
      const empty = fieldIsEmpty(valueOf(step.field, context, frontSide));
      if (empty !== step.negated) index = step.end; // the section is skipped whole
      continue;
    } else if (step.kind === 'field') {
      if (step.field === 'FrontSide' && mark && mark.at < 0) {
        mark.at = html.length;
        // The usual back, `{{FrontSide}}<hr id=answer>…`: the rule is in the template's own
        // text, so renderCard's cut is known here, and the front is never written into the back
        // only to be cut off (40,000 cards of a reversed deck). Same output: the limit counts
        // what was left out; only a front and rule that fit whole are left out this way.
        const next = steps[index + 1];
        if (!step.filters.length && next?.kind === 'text' && next.afterRule !== undefined && html.length + frontSide.length + next.text.length <= OUTPUT_MAX) {
          leftOut = frontSide.length + next.text.length - next.afterRule.length;
          mark.cut = true;
          context.budget?.spend(next.afterRule.length);
          html += next.afterRule;
          index += 1;
          continue;
        }
      }
      const raw = valueOf(step.field, context, frontSide);
      // A filter whose output may be far shorter than what it reads (`text`, `kana`, `hint`…) is
      // counted for its reading too, before it runs; a cloze's output is as long as its text.
      if (context.budget && step.filters.length && !step.filters.some(readsAsItWrites)) context.budget.spend(raw.length);
      piece = step.filters.length ? applyFilters(raw, step.filters, context, side, state) : raw;
      if (typeof step.field === 'number' && !fieldIsEmpty(piece)) showsContent = true;
    }
    if (leftOut + html.length + piece.length > OUTPUT_MAX) {
      piece = piece.slice(0, OUTPUT_MAX - leftOut - html.length);
      cut = true;
    }
    context.budget?.spend(piece.length);
    html += piece;
  }
  return { html, showsContent, cut, clozeFound: state.clozeFound };
}

const ANSWER_RULE = /^<hr\s+id\s*=\s*["']?answer["']?\s*\/?>/i;

/** Index just past the first `<hr id=answer>` at or after `from`, or -1. */
function answerRuleEnd(html: string, from: number): number {
  // Each '<' once, without a lower-cased copy of the whole back per card.
  for (let at = html.indexOf('<', from); at >= 0; at = html.indexOf('<', at + 1)) {
    if ((html.charCodeAt(at + 1) | 0x20) !== 0x68 || (html.charCodeAt(at + 2) | 0x20) !== 0x72) continue; // not <hr
    const close = html.indexOf('>', at);
    if (close < 0) return -1;
    if (ANSWER_RULE.test(html.slice(at, close + 1))) return close + 1;
  }
  return -1;
}

export interface RenderedCard {
  /** HTML, not yet sanitized. */
  front: string;
  back: string;
  /** Whether Anki would make this card: its front shows a field with content. */
  exists: boolean;
  cut: boolean;
}

/**
 * One Anki card: the front is the rendered qfmt, the back the rendered afmt without the part
 * that repeats the front (`{{FrontSide}}` up to `<hr id=answer>`, or `{{FrontSide}}` alone).
 */
export function renderCard(qfmt: ParsedTemplate, afmt: ParsedTemplate, context: CardContext): RenderedCard {
  const front = renderSide(qfmt, context, 'front');
  const mark: FrontMark = { at: -1 };
  const back = renderSide(afmt, context, 'back', front.html, mark);
  let backHtml = back.html;
  if (mark.at >= 0 && !mark.cut) {
    const frontEnd = mark.at + front.html.length;
    const ruleEnd = answerRuleEnd(backHtml, frontEnd);
    backHtml = backHtml.slice(0, mark.at) + backHtml.slice(ruleEnd >= 0 ? ruleEnd : frontEnd);
  }
  // A cloze card exists when a field its front reads through the cloze filter holds its number
  // (`{{type:cloze:X}}` too), whatever else the front shows: Anki makes no card for a number
  // the text lacks, and keeps one whose other fields are empty.
  const exists = context.clozeNumber === null ? front.showsContent : front.clozeFound;
  // The template's own whitespace around the cut (a line break after `<hr id=answer>`) is no content.
  return { front: front.html.trim(), back: backHtml.trim(), exists, cut: front.cut || back.cut };
}
