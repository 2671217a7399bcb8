import { useEffect, useId, useRef, useState } from 'react';
import { useAdminTexts } from './adminTexts';
import styles from './Admin.module.css';

/** Copies with the Clipboard API, falling back to a selection copy where it is unavailable (plain http). */
export async function copyText(text: string, input?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}

/** A read-only link with a Copy button; the text stays selectable for a manual copy. */
/** `texts`: the button's words in the reader's language where the screen is translated (docs/translating.md). */
export function CopyField({ label, value, texts: given }: { label: string; value: string; texts?: { copy: string; copied: string; copiedLive: string } }) {
  const { t } = useAdminTexts();
  const texts = given ?? { copy: t('adminPanel.copy'), copied: t('adminPanel.copied'), copiedLive: t('adminPanel.copiedLive') };
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className={styles.copyField}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} ref={inputRef} className={`input ${styles.copyInput}`} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="btn btn-primary" onClick={async () => setCopied(await copyText(value, inputRef.current))}>
        {copied ? texts.copied : texts.copy}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? texts.copiedLive : ''}
      </span>
    </div>
  );
}
