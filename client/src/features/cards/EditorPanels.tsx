import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loadTypesetter, type Typesetter } from '../../lib/richText/useTypeset';
import { useT } from '../../i18n';
import { namespace as cards, type MessageId } from '../../locales/cards';
import styles from './RichTextField.module.css';

// The editor's small panels, opened from the toolbar: a link's address, a formula with a live
// KaTeX preview, and the text colours. Each takes focus when it opens, Escape closes it and focus goes back to
// the text. They are not forms (the card form holds them): Enter applies instead of submitting.

const LINK = /^(https?:\/\/\S+|mailto:\S+)$/i;

function usePanelKeys(editor: Editor, onClose: () => void, apply: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // the dialog around stays open
      onClose();
      editor.commands.focus();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      apply();
    }
  };
}

export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const t = useT(cards);
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const apply = () => {
    const url = href.trim();
    if (!LINK.test(url)) return setError(t('cards.editor.linkInvalid'));
    const chain = editor.chain().focus().extendMarkRange('link');
    // With no text selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <div className={styles.panel} role="group" aria-label={t('cards.editor.link')} onKeyDown={usePanelKeys(editor, onClose, apply)}>
      <label htmlFor={inputId} className={styles.panelLabel}>
        {t('cards.editor.linkAddress')}
      </label>
      <div className={styles.panelRow}>
        <input ref={input} id={inputId} className="input" type="url" value={href} onChange={(e) => setHref(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} />
        <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
          {t('cards.editor.apply')}
        </button>
        {editor.isActive('link') && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={remove}>
            {t('cards.editor.removeLink')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A formula, the same in every language. */
const TEX_EXAMPLE = '\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}';

export function MathPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT(cards);
  const failed = t('cards.editor.previewFailed');
  const inputId = useId();
  const [tex, setTex] = useState('');
  const [display, setDisplay] = useState(false);
  const [typesetter, setTypesetter] = useState<Typesetter | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    loadTypesetter().then(setTypesetter, () => setError(failed));
  }, []);
  useEffect(() => {
    if (!typesetter || !preview.current) return;
    setError(tex.trim() ? typesetter.renderFormula(tex, display, preview.current) : ((preview.current.textContent = ''), null));
  }, [tex, display, typesetter]);
  const apply = () => {
    if (!tex.trim()) return;
    // Inserted as text: the TeX is kept as written in the card's HTML and typeset when shown.
    const [open, close] = display ? ['\\[', '\\]'] : ['\\(', '\\)'];
    editor.chain().focus().insertContent({ type: 'text', text: `${open}${tex.trim()}${close}` }).run();
    onClose();
  };
  return (
    <div className={styles.panel} role="group" aria-label={t('cards.editor.formula')} onKeyDown={usePanelKeys(editor, onClose, apply)}>
      <label htmlFor={inputId} className={styles.panelLabel}>
        {t('cards.editor.formulaTex')}
      </label>
      <div className={styles.panelRow}>
        <input
          ref={input}
          id={inputId}
          className={`input ${styles.mono}`}
          value={tex}
          onChange={(e) => setTex(e.target.value)}
          placeholder={TEX_EXAMPLE}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${inputId}-preview`}
        />
        <button type="button" className="btn btn-primary btn-sm" onClick={apply} disabled={!tex.trim()}>
          {t('cards.editor.insert')}
        </button>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={display} onChange={(e) => setDisplay(e.target.checked)} /> {t('cards.editor.ownLine')}
      </label>
      <div className={styles.mathPreview} id={`${inputId}-preview`} aria-live="polite">
        <div ref={preview} aria-label={t('cards.editor.formulaPreview')} />
        {!tex.trim() && <span className={styles.hint}>{t('cards.editor.previewHint')}</span>}
        {error && <span className={styles.error}>{error}</span>}
      </div>
    </div>
  );
}

/**
 * The text colours a person can pick: mid tones that stay readable on the light and the dark card
 * surface alike (a stored colour is the same in both themes), written as the allowlist keeps them.
 */
export const TEXT_COLOURS: { name: MessageId; value: string }[] = [
  { name: 'cards.colour.red', value: '#dc2626' },
  { name: 'cards.colour.orange', value: '#d97706' },
  { name: 'cards.colour.green', value: '#16a34a' },
  { name: 'cards.colour.blue', value: '#2563eb' },
  { name: 'cards.colour.purple', value: '#9333ea' },
  { name: 'cards.colour.grey', value: '#6b7280' },
] as const;

/** A colour as the browser writes it ('#2563eb' and 'rgb(37, 99, 235)' alike), to compare two. */
function cssColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  return probe.style.color.toLowerCase();
}

export function ColourPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT(cards);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const current = cssColour((editor.getAttributes('textStyle').color as string | undefined) ?? '');
  const pick = (value: string | null) => {
    const chain = editor.chain().focus();
    (value ? chain.setColor(value) : chain.unsetColor()).run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation(); // the dialog around stays open
    onClose();
    editor.commands.focus();
  };
  return (
    <div className={styles.panel} role="group" aria-label={t('cards.editor.colour')} onKeyDown={onKeyDown}>
      <span className={styles.panelLabel}>{t('cards.editor.colour')}</span>
      <div className={`${styles.panelRow} ${styles.swatches}`}>
        {TEXT_COLOURS.map((colour, index) => (
          <button
            key={colour.value}
            ref={index === 0 ? first : undefined}
            type="button"
            className={styles.swatch}
            style={{ background: colour.value }}
            aria-label={t(colour.name)}
            title={t(colour.name)}
            aria-pressed={current !== '' && current === cssColour(colour.value)}
            onClick={() => pick(colour.value)}
          />
        ))}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => pick(null)}>
          {t('cards.editor.noColour')}
        </button>
      </div>
    </div>
  );
}
