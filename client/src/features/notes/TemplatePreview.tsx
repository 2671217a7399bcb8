import { useEffect, useId, useMemo, useState } from 'react';
import type { CardTemplate, NoteTypeKind } from '../../../../shared/schemas/notes';
import { errorMessage, trpc } from '../../lib/trpc';
import { RichSide } from '../../components/CardFace/RichSide';
import { NOTE_FORM_MSG } from '../../../../shared/messages';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as notes } from '../../locales/notes';
import styles from './Notes.module.css';
import { ChoiceChip } from '../../components/ui/ChoiceChip';

// The template editor's live preview (docs/notes.md): the server renders the sample values through
// the template being edited (noteTypes.preview, asked once typing pauses) and answers sanitized
// HTML and the CSS scoped to `.cc-nt-preview`. Both are hostile: the HTML is sanitized here again
// by the client's one allowlist (DOMPurify, in RichSide) before it is put in the page, and the CSS goes in a
// <style> element as text, where it can only style the preview face.

/** The scope class the server's preview CSS is written for (server/services/noteTypes.ts). */
export const PREVIEW_SCOPE = 'cc-nt-preview';

const DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms` (the preview asks the server then). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface TemplatePreviewProps {
  kind: NoteTypeKind;
  fields: string[];
  template: CardTemplate;
  css: string;
  samples: Record<string, string>;
  onSamplesChange: (samples: Record<string, string>) => void;
}

export function TemplatePreview({ kind, fields, template, css, samples, onSamplesChange }: TemplatePreviewProps) {
  const t = useT(notes);
  const tm = useMsg();
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const [clozeNumber, setClozeNumber] = useState(1);
  const idBase = useId();
  const input = useMemo(
    () => ({ kind, fields: fields.length ? fields : ['Front'], template, css, values: Object.fromEntries(fields.map((f) => [f, samples[f] ?? ''])), clozeNumber }),
    [kind, fields, template, css, samples, clozeNumber],
  );
  const asked = useDebounced(JSON.stringify(input), DEBOUNCE_MS);
  const preview = trpc.noteTypes.preview.useQuery(JSON.parse(asked) as typeof input, { placeholderData: (previous) => previous, retry: false, staleTime: 60_000 });
  const problem = preview.isError ? errorMessage(preview.error, NOTE_FORM_MSG.previewFailed) : (preview.data?.error ?? null);

  return (
    <section className={`card ${styles.panel} ${styles.wide}`} aria-labelledby="nt-preview-heading">
      <div className={styles.panelHead}>
        <h2 id="nt-preview-heading" className={styles.panelTitle}>
          {t('notes.preview.title')}
        </h2>
        <div className={styles.widthToggle} role="radiogroup" aria-label={t('notes.preview.width')}>
          {(['desktop', 'phone'] as const).map((w) => (
            <ChoiceChip key={w} name="nt-preview-width" checked={width === w} onChange={() => setWidth(w)}>
              {w === 'desktop' ? t('notes.preview.desktop') : t('notes.preview.phone')}
            </ChoiceChip>
          ))}
        </div>
      </div>
      <fieldset className={styles.samples}>
        <legend>{t('notes.preview.samples')}</legend>
        {fields.map((name, i) => (
          <div className="field" key={name}>
            <label htmlFor={`${idBase}-sample-${i}`} translate="no">
              {name}
            </label>
            <input id={`${idBase}-sample-${i}`} className="input" value={samples[name] ?? ''} onChange={(e) => onSamplesChange({ ...samples, [name]: e.target.value })} />
          </div>
        ))}
        {kind === 'cloze' && (
          <div className="field">
            <label htmlFor={`${idBase}-cloze`}>{t('notes.preview.clozeNumber')}</label>
            <input id={`${idBase}-cloze`} className="input" type="number" min={1} max={500} value={clozeNumber} onChange={(e) => setClozeNumber(Math.min(500, Math.max(1, Math.round(Number(e.target.value)) || 1)))} />
          </div>
        )}
      </fieldset>
      {problem && (
        <p className="alert alert-error" role="alert" data-testid="template-error">
          {tm(problem)}
        </p>
      )}
      {preview.data && !preview.data.exists && !problem && <p className="alert alert-info">{t('notes.preview.noCard')}</p>}
      {/* The CSS as text in a <style> element: scoped by the server to the preview face only. */}
      <style data-testid="preview-css">{preview.data?.css ?? ''}</style>
      {/* The faces show the user's card content: never machine-translated. */}
      <div className={`${styles.previewFrame} ${width === 'phone' ? styles.phone : ''}`} data-testid="preview-frame" data-width={width} translate="no">
        <figure className={styles.previewSide}>
          <figcaption className={styles.previewLabel}>{t('notes.preview.front')}</figcaption>
          <RichSide html={preview.data?.front ?? ''} className={`${PREVIEW_SCOPE} ${styles.face}`} testId="preview-front" />
        </figure>
        <figure className={styles.previewSide}>
          <figcaption className={styles.previewLabel}>{t('notes.preview.back')}</figcaption>
          <RichSide html={preview.data?.back ?? ''} className={`${PREVIEW_SCOPE} ${styles.face}`} testId="preview-back" />
        </figure>
      </div>
    </section>
  );
}
