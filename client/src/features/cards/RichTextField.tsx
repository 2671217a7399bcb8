import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { ListItem } from '@tiptap/extension-list';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { useEffect, useRef, useState } from 'react';
import { sanitizeCardHtml } from '../../lib/richText/sanitize';
import { hasMath } from '../../lib/richText/math';
import { CardFace } from '../../components/CardFace/CardFace';
import { plainToDoc, sideOfDoc, type SideValue } from './cardSides';
import { EditorToolbar } from './EditorToolbar';
import { RICH_EXTENSIONS } from './editorExtensions';
import { useT } from '../../i18n';
import { namespace as cards } from '../../locales/cards';
import styles from './RichTextField.module.css';

// One side of the card form as a rich-text editor (docs/rich-cards.md; TipTap on ProseMirror). This file
// and everything it imports is the form's own chunk (CardFormModal loads it lazily), so neither
// the landing page nor the deck page pays for the editor until the form opens.
//
// The editor's schema is the allowlist's subset a person can write: paragraphs, bold, italic,
// underline, strike, sub/superscript, lists, code and code blocks, quotes, links, images; and
// what imported decks carry, kept through an edit: colours, tables, ruby and hints. A paste
// from a web page or Word goes through the same DOMPurify allowlist as every shown side first,
// then through the schema, which drops what it cannot hold.

export interface RichTextFieldProps {
  /** The contenteditable's id (the toolbar controls it); its name comes from `labelId`. */
  id: string;
  labelId: string;
  /** 'Term' or 'Definition': names the toolbar. */
  side: string;
  /** The side when the field opens; a new `resetKey` loads it again (a new card, the next add). */
  initial: { text: string; html: string | null };
  resetKey: string | number;
  onChange: (side: SideValue) => void;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
  rows?: number;
  invalid?: boolean;
}

// Tab leaves the editor, as it leaves a textarea (no keyboard trap, a predictable focus order):
// the list item keeps Enter but not Tab/Shift+Tab for indenting. Cards rarely need nested lists.
const FlatListItem = ListItem.extend({
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    listItem: false,
    // No empty paragraph forced after a list or code block at the end: it would be sent too.
    trailingNode: false,
    // Links open apart from the app, as the allowlist writes them; only http(s) and mailto.
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
  FlatListItem,
  Subscript,
  Superscript,
  // Inline: a picture sits in the text like a word (Anki does the same); only the app's media.
  Image.configure({ inline: true, allowBase64: false }),
  // Colours, tables, ruby and hints from imported decks (editorExtensions.ts).
  ...RICH_EXTENSIONS,
];

function contentOf(initial: RichTextFieldProps['initial']) {
  return initial.html ? sanitizeCardHtml(initial.html) : plainToDoc(initial.text);
}

export default function RichTextField({ id, labelId, side, initial, resetKey, onChange, disabled, onBusyChange, rows = 3, invalid }: RichTextFieldProps) {
  const t = useT(cards);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [value, setValue] = useState<SideValue>({ text: initial.text, html: initial.html, hasImage: false });
  // Only the person's edits are reported: a side nobody touched is sent as the card has it, so
  // formatting the editor cannot hold (an Anki table) survives editing the other side.
  const report = (editor: Editor, edited: boolean) => {
    const next = sideOfDoc(editor.getJSON(), editor.getHTML(), editor.getText({ blockSeparator: '\n' }));
    setValue(next);
    if (edited) onChangeRef.current(next);
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: contentOf(initial),
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': `${id}-keys`,
        class: `${styles.editor} ${rows > 3 ? styles.tall : ''}`,
        spellcheck: 'true',
      },
      transformPastedHTML: (html) => sanitizeCardHtml(html),
      // Alt+F10 goes to the toolbar, as in other editors (Shift+Tab reaches it too).
      handleKeyDown: (view, event) => {
        if (!(event.altKey && event.key === 'F10')) return false;
        view.dom.closest(`.${styles.field}`)?.querySelector<HTMLButtonElement>('[role="toolbar"] button[tabindex="0"]')?.focus();
        return true;
      },
    },
    onCreate: ({ editor: created }) => report(created, false),
    onUpdate: ({ editor: updated }) => report(updated, true),
  });

  // A new card (or the next one after Add) loads its side without a new editor.
  const loadedKey = useRef(resetKey);
  useEffect(() => {
    if (!editor || loadedKey.current === resetKey) return;
    loadedKey.current = resetKey;
    editor.commands.setContent(contentOf(initial), { emitUpdate: false });
    report(editor, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key reloads
  }, [editor, resetKey]);

  useEffect(() => {
    // Without an update event: turning editable on or off is no edit of the person's.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, invalid]);

  return (
    <div className={`${styles.field} ${disabled ? styles.disabled : ''}`}>
      {editor && <EditorToolbar editor={editor} side={side} controls={id} disabled={disabled} onBusyChange={onBusyChange} />}
      <EditorContent editor={editor} />
      <span id={`${id}-keys`} hidden>
        {t('cards.editor.keys')}
      </span>
      {/* The editor shows TeX as written; the side as it will look is one line below. */}
      {(value.html ?? value.text) && hasMath(value.html ?? value.text) && (
        <div className={styles.preview} aria-label={t('cards.editor.previewOf', { side })} role="group">
          <span className={styles.previewLabel}>{t('cards.editor.preview')}</span>
          <CardFace side={value} context="flashcard" classes={{ text: styles.previewText }} />
        </div>
      )}
    </div>
  );
}
