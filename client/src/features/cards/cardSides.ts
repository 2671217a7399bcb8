import type { JSONContent } from '@tiptap/core';

// A card side in the form (docs/rich-cards.md): what the editor holds, and what a write sends. A side
// with no formatting at all (only paragraphs of unmarked text and line breaks) is sent as plain
// text with html null, so plain cards stay plain (search, CSV and the crossword read the text
// as typed); anything else (a mark, a list, code, a link, an image) is sent as HTML, with its
// plain text beside it. TeX needs no formatting: `\(x^2\)` typed in plain text is typeset too.

export interface SideValue {
  /** The side's plain text: what the person typed, or the text of its HTML. */
  text: string;
  /** The side's HTML when it has formatting; null for a plain side. */
  html: string | null;
  /** Whether it has an image inline (a side may be only a picture). */
  hasImage: boolean;
}

export const EMPTY_SIDE: SideValue = { text: '', html: null, hasImage: false };

/** Whether a document is plain: paragraphs of unmarked text and hard breaks, nothing else. */
export function isPlainDoc(doc: JSONContent): boolean {
  return (doc.content ?? []).every(
    (block) => block.type === 'paragraph' && (block.content ?? []).every((node) => node.type === 'hardBreak' || (node.type === 'text' && !node.marks?.length)),
  );
}

/** A plain side as the editor's document: one paragraph per line. */
export function plainToDoc(text: string): JSONContent {
  return {
    type: 'doc',
    content: text.split('\n').map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
  };
}

/** Whether a document has an image anywhere. */
export function docHasImage(doc: JSONContent): boolean {
  return doc.type === 'image' || (doc.content ?? []).some(docHasImage);
}

/** The side a document is: plain text, or HTML with its text. */
export function sideOfDoc(doc: JSONContent, html: string, text: string): SideValue {
  const hasImage = docHasImage(doc);
  if (isPlainDoc(doc)) return { text: text.trim(), html: null, hasImage };
  // Nested blocks (a paragraph in a list item) give several separators in a row: one line break.
  return { text: text.replace(/\n{2,}/g, '\n').trim(), html, hasImage };
}

/** The fields a card write gets for both sides: always the plain text, and the HTML or null. */
export function sideFields(term: SideValue, definition: SideValue) {
  return { term: term.text, termHtml: term.html, definition: definition.text, definitionHtml: definition.html };
}

// What the editor's schema holds: StarterKit, sub/superscript, images, colours, tables, ruby and
// hints (editorExtensions.ts). A stored side with more would lose it when edited here, so the form
// says so first: alignment, a cell's own colours, and divs (they become paragraphs).
const EDITOR_LOSES = '[style*="text-align"], td[style], th[style], div';

/** Whether editing this HTML in the editor would drop some of its formatting (alignment, cell colours, divs). */
export function editorWouldLose(html: string | null | undefined): boolean {
  if (!html) return false;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector(EDITOR_LOSES) !== null;
}
