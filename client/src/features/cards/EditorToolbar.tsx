import type { Editor } from '@tiptap/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { UploadError, postMultipart } from '../imports/upload';
import { imageFileProblem, type SideImage } from './cardImage';
import { ColourPanel, LinkPanel, MathPanel } from './EditorPanels';
import { useT } from '../../i18n';
import { namespace as cards, type MessageId } from '../../locales/cards';
import styles from './RichTextField.module.css';

// The editor's toolbar: one tab stop (a roving tabindex: arrows, Home and End move between the
// buttons, as WAI-ARIA's toolbar pattern has it), every button named, toggles with aria-pressed,
// the shortcut in its title. Link, colour and formula open a small panel under the toolbar.

interface Tool {
  name: MessageId;
  label: ReactNode;
  shortcut?: string;
  /** A toggle's state; absent for actions. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** The buttons' glyphs: icons, the same in every language (the names are the catalog's). */
const GLYPHS = { bold: 'B', italic: 'I', underline: 'U' };

const TOOLS: Tool[] = [
  { name: 'cards.editor.bold', label: <b>{GLYPHS.bold}</b>, shortcut: 'Ctrl+B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'cards.editor.italic', label: <i>{GLYPHS.italic}</i>, shortcut: 'Ctrl+I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'cards.editor.underline', label: <u>{GLYPHS.underline}</u>, shortcut: 'Ctrl+U', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { name: 'cards.editor.subscript', label: <ScriptIcon raised={false} />, shortcut: 'Ctrl+,', active: (e) => e.isActive('subscript'), run: (e) => e.chain().focus().toggleSubscript().run() },
  { name: 'cards.editor.superscript', label: <ScriptIcon raised />, shortcut: 'Ctrl+.', active: (e) => e.isActive('superscript'), run: (e) => e.chain().focus().toggleSuperscript().run() },
  { name: 'cards.editor.bulletList', label: <ListIcon ordered={false} />, shortcut: 'Ctrl+Shift+8', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'cards.editor.numberedList', label: <ListIcon ordered />, shortcut: 'Ctrl+Shift+7', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: 'cards.editor.code', label: <code>{'<>'}</code>, shortcut: 'Ctrl+E', active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
  { name: 'cards.editor.codeBlock', label: <code>{'{ }'}</code>, shortcut: 'Ctrl+Alt+C', active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
];

type Panel = 'link' | 'math' | 'colour' | null;

export function EditorToolbar({ editor, side, controls, disabled, onBusyChange }: { editor: Editor; side: string; controls: string; disabled?: boolean; onBusyChange?: (busy: boolean) => void }) {
  const t = useT(cards);
  const [focusIndex, setFocusIndex] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const panelId = useId();

  const buttons = () => [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const all = buttons();
    const current = all.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + all.length) % all.length;
    setFocusIndex(index);
    all[index].focus();
  };

  async function insertImage(file: File | undefined) {
    if (!file) return;
    setImageError(null);
    const problem = imageFileProblem(file);
    if (problem) return setImageError(problem);
    setUploading(true);
    onBusyChange?.(true);
    try {
      const form = new FormData();
      form.append('image', file);
      const uploaded = await postMultipart<SideImage>('/api/media', form);
      editor.chain().focus().setImage({ src: uploaded.url, alt: '' }).run();
    } catch (e) {
      setImageError(e instanceof UploadError && e.message ? e.message : t('cards.media.imageFailed'));
    } finally {
      setUploading(false);
      onBusyChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const togglePanel = (which: Exclude<Panel, null>) => setPanel((open) => (open === which ? null : which));
  let index = 0;
  const tabIndex = () => (index++ === focusIndex ? 0 : -1);
  const lower = side.toLocaleLowerCase();
  return (
    <>
      <div
        ref={bar}
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('cards.editor.formatting', { side })}
        aria-controls={controls}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const at = buttons().indexOf(event.target as Element as HTMLButtonElement);
          if (at >= 0) setFocusIndex(at);
        }}
      >
        {TOOLS.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={styles.tool}
            tabIndex={tabIndex()}
            aria-label={t(tool.name)}
            title={tool.shortcut ? t('cards.editor.withShortcut', { name: t(tool.name), keys: tool.shortcut }) : t(tool.name)}
            aria-pressed={tool.active ? tool.active(editor) : undefined}
            disabled={disabled}
            // Keep the editor's selection: a mouse press on the button would take focus from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            {/* The name is aria-label's; the glyph is decoration (axe: label-content-name-mismatch). */}
            <span aria-hidden="true" className={styles.glyph} translate="no">
              {tool.label}
            </span>
          </button>
        ))}
        <span className={styles.separator} aria-hidden="true" />
        <button type="button" className={styles.tool} tabIndex={tabIndex()} aria-label={t('cards.editor.colour')} title={t('cards.editor.colour')} aria-pressed={Boolean(editor.getAttributes('textStyle').color) || panel === 'colour'} aria-expanded={panel === 'colour'} aria-controls={panelId} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => togglePanel('colour')}>
          <ColourIcon colour={(editor.getAttributes('textStyle').color as string | undefined) ?? 'currentColor'} />
        </button>
        <button type="button" className={styles.tool} tabIndex={tabIndex()} aria-label={t('cards.editor.link')} title={t('cards.editor.link')} aria-pressed={editor.isActive('link') || panel === 'link'} aria-expanded={panel === 'link'} aria-controls={panelId} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => togglePanel('link')}>
          <LinkIcon />
        </button>
        <button type="button" className={styles.tool} tabIndex={tabIndex()} aria-label={t('cards.editor.insertImageIn', { side: lower })} title={t('cards.editor.insertImage')} disabled={disabled || uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? '…' : <ImageIcon />}
        </button>
        <button type="button" className={`${styles.tool} ${styles.wide}`} tabIndex={tabIndex()} aria-label={t('cards.editor.formula')} title={t('cards.editor.formulaTex')} aria-expanded={panel === 'math'} aria-controls={panelId} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => togglePanel('math')}>
          <span aria-hidden="true">∑</span>
          <span className={styles.toolText}>{t('cards.editor.formula')}</span>
        </button>
        <input ref={fileInput} type="file" className="visually-hidden" tabIndex={-1} aria-hidden="true" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => void insertImage(e.target.files?.[0])} />
      </div>
      <div id={panelId}>
        {panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel(null)} />}
        {panel === 'math' && <MathPanel editor={editor} onClose={() => setPanel(null)} />}
        {panel === 'colour' && <ColourPanel editor={editor} onClose={() => setPanel(null)} />}
      </div>
      {imageError && (
        <p className={styles.error} role="alert">
          {imageError}
        </p>
      )}
    </>
  );
}

/** x with a small mark below (subscript) or above (superscript): an icon, not text, so the button's name is its aria-label alone. */
function ScriptIcon({ raised }: { raised: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7l9 11M13 7l-9 11" />
      <path d={raised ? 'M16 4.5a2 2 0 1 1 3.2 1.6L16 9h4' : 'M16 15.5a2 2 0 1 1 3.2 1.6L16 20h4'} strokeWidth="1.6" />
    </svg>
  );
}

function ListIcon({ ordered }: { ordered: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M9 6h11M9 12h11M9 18h11" />
      {ordered ? <path d="M4 4.5v3M3.5 10.5h1.5l-1.5 2.5h1.5M3.5 16.5h1.5v3h-1.5M3.5 18h1.5" strokeWidth="1.4" /> : <path d="M4 6h.01M4 12h.01M4 18h.01" strokeWidth="3" />}
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </svg>
  );
}

function ImageIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m4 18 5-5 4 4 3-3 4 4" />
    </svg>
  );
}

/** An A over a bar in the text's current colour. */
function ColourIcon({ colour }: { colour: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 16 12 4l5 12M9 11.5h6" />
      <path d="M4 20.5h16" stroke={colour} strokeWidth="3" />
    </svg>
  );
}
