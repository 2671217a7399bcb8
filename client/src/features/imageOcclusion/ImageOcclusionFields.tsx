import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OCCLUSION_LIMITS, OcclusionError, occlusionOrdinals, parseOcclusions, serializeOcclusions, type OcclusionSet } from '../../../../shared/imageOcclusion';
import type { Note, NoteTypeSummary } from '../../../../shared/schemas/notes';
import { FormError } from '../../components/ui/FormError';
import { errorMessage } from '../../lib/trpc';
import { imageFileProblem, MEDIA_PROBLEM_IDS, type SideImage } from '../cards/cardImage';
import type { SideValue } from '../cards/cardSides';
import { UploadError, postMultipart } from '../imports/upload';
import { fieldHtml, useNoteSave } from '../notes/useNoteSave';
import { TagsInput } from '../notes/TagsInput';
import editorStyles from '../cards/RichTextField.module.css';
import { OcclusionEditor } from './OcclusionEditor';
import { IO_FIELDS, imageFieldHtml, imageSrcOf } from './noteType';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as ioNs } from '../../locales/imageOcclusion';
import { namespace as cardsNs } from '../../locales/cards';
import type { IoT } from './geometry';
import styles from './OcclusionEditor.module.css';

// An Image Occlusion note in the card form (docs/image-occlusion.md): a picture from the disk or
// the clipboard (uploaded as any card picture is, POST /api/media), the shapes drawn on it, and
// Anki's other fields (Header, Back Extra, Comments) as rich fields. Saving writes Anki's own
// fields through notes.create / notes.update; the server makes one card per card number and,
// on an edit, keeps each card's progress by its number.

const RichTextField = lazy(() => import('../cards/RichTextField'));

const TEXT_FIELDS = [IO_FIELDS.header, IO_FIELDS.backExtra, IO_FIELDS.comments] as const;
/** Anki's field names stay as stored (they are the note's keys); the form shows them in the reader's words. */
const FIELD_LABELS = { [IO_FIELDS.header]: 'imageOcclusion.field.header', [IO_FIELDS.backExtra]: 'imageOcclusion.field.backExtra', [IO_FIELDS.comments]: 'imageOcclusion.field.comments' } as const;
const EMPTY: OcclusionSet = { occlusions: [], hideAllGuessOne: true };

export interface ImageOcclusionFieldsProps {
  formId: string;
  deckId: number;
  type: NoteTypeSummary;
  note?: Note | null;
  onBusyChange: (busy: boolean) => void;
  onUploadingChange?: (busy: boolean) => void;
  onSaved?: (note: Note) => void;
  onClose: () => void;
}

function storedShapes(note: Note | null | undefined, t: IoT): { set: OcclusionSet; problem: string | null } {
  if (!note) return { set: EMPTY, problem: null };
  try {
    return { set: parseOcclusions(note.fields[IO_FIELDS.occlusion] ?? ''), problem: null };
  } catch (e) {
    return { set: EMPTY, problem: t('imageOcclusion.unreadable', { why: e instanceof OcclusionError ? e.message : 'unknown form.' }) };
  }
}

/** The file a paste carries, if it is a picture. */
function pastedImage(data: DataTransfer | null): File | null {
  for (const item of Array.from(data?.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return null;
}

/** A place that takes pasted text itself (a rich field, the tags box): its paste is its own. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'file', 'submit'].includes(target.type)));

export default function ImageOcclusionFields({ formId, deckId, type, note, onBusyChange, onUploadingChange, onSaved, onClose }: ImageOcclusionFieldsProps) {
  const t = useT(ioNs);
  const tc = useT(cardsNs);
  const tm = useMsg();
  const editing = Boolean(note);
  const [initial] = useState(() => storedShapes(note, t));
  const [set, setSet] = useState<OcclusionSet>(initial.set);
  const [shapesTouched, setShapesTouched] = useState(false);
  const [image, setImage] = useState<SideImage | null>(() => {
    const src = imageSrcOf(note?.fields[IO_FIELDS.image]);
    return src ? { url: src } : null;
  });
  const [imageTouched, setImageTouched] = useState(false);
  const [values, setValues] = useState<Record<string, SideValue>>({});
  const [tags, setTags] = useState(() => (note?.tags ?? []).join(' '));
  const [loaded, setLoaded] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(initial.problem);
  const [imageError, setImageError] = useState<string | null>(null);
  const { busy, save } = useNoteSave(deckId, note, { onBusyChange, onClose });
  const idBase = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const imageSection = useRef<HTMLDivElement>(null);

  async function choose(file: File | null | undefined) {
    if (!file) return;
    setImageError(null);
    const problem = imageFileProblem(file);
    if (problem) return setImageError(tc(MEDIA_PROBLEM_IDS[problem]!));
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const form = new FormData();
      form.append('image', file);
      const uploaded = await postMultipart<SideImage>('/api/media', form);
      setImage(uploaded);
      setImageTouched(true);
      setError(null);
    } catch (e) {
      setImageError(e instanceof UploadError && e.message ? tm(e.message) : t('imageOcclusion.uploadFailed'));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  // A picture pasted anywhere in the form becomes the note's picture, except into a text field
  // (the rich fields take their own pictures). With a picture already there, only a paste into
  // the picture's own part replaces it.
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const hasImage = image !== null;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      if (hasImage && !(event.target instanceof Node && imageSection.current?.contains(event.target))) return;
      const file = pastedImage(event.clipboardData);
      event.preventDefault();
      if (file) void chooseRef.current(file);
      else setImageError(t('imageOcclusion.pasteNoImage'));
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [hasImage, t]);

  function changeShapes(next: OcclusionSet) {
    setSet(next);
    setShapesTouched(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!image) return setError(t('imageOcclusion.imageRequired'));
    // An edit that leaves the shapes alone keeps the stored field, even one this editor cannot read.
    if ((!editing || shapesTouched) && occlusionOrdinals(set).length === 0) return setError(t('imageOcclusion.shapeRequired'));
    const occlusion = serializeOcclusions(set);
    if (occlusion.length > OCCLUSION_LIMITS.maxFieldLength) return setError(t('imageOcclusion.fieldTooLong'));
    const all: Record<string, string> = {
      [IO_FIELDS.occlusion]: occlusion,
      [IO_FIELDS.image]: imageFieldHtml(image.url),
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, fieldHtml(values[name])])),
    };
    // Only what changed when editing: a field left alone keeps its HTML as stored.
    const changed = (name: string) => !editing || (name === IO_FIELDS.occlusion ? shapesTouched : name === IO_FIELDS.image ? imageTouched : values[name] !== undefined);
    const fields = Object.fromEntries(Object.entries(all).filter(([name]) => type.fields.includes(name) && changed(name)));
    await save(type.id, fields, tags, {
      // The form's "Card added" notice names a note by its first field; an occlusion note's is
      // its shapes' code, so it is named by its header, or by what it is.
      saved: (saved) => {
        const header = values[IO_FIELDS.header]?.text.trim();
        onSaved?.({ ...saved, fields: { [IO_FIELDS.header]: header || t('imageOcclusion.named', { n: saved.cardIds.length }) } });
      },
      // Ready for the next picture; the tags and the hide mode stay, as in Anki.
      reset: () => {
        setSet({ ...EMPTY, hideAllGuessOne: set.hideAllGuessOne });
        setImage(null);
        setValues({});
        setLoaded((n) => n + 1);
      },
      failed: (e) => setError(errorMessage(e, t(editing ? 'imageOcclusion.updateFailed' : 'imageOcclusion.createFailed'))),
    });
  }

  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="image-occlusion-fields">
      <FormError message={error} />
      <div className="field" ref={imageSection}>
        <span className="field-label" id={`${idBase}-picture`}>
          {t('imageOcclusion.picture')}
        </span>
        <input ref={fileInput} data-testid="occlusion-image-input" type="file" className="visually-hidden" tabIndex={-1} aria-hidden="true" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => void choose(e.target.files?.[0])} />
        {image ? (
          <>
            <OcclusionEditor key={image.url} imageUrl={image.url} value={set} onChange={changeShapes} disabled={busy} />
            <div className={styles.imageActions}>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => fileInput.current?.click()} disabled={busy || uploading}>
                {t(uploading ? 'imageOcclusion.uploading' : 'imageOcclusion.replace')}
              </button>
              <span className={styles.pickerHint}>{t('imageOcclusion.replaceHint')}</span>
            </div>
          </>
        ) : (
          <div className={styles.picker} aria-labelledby={`${idBase}-picture`} role="group">
            <button type="button" className="btn btn-primary" onClick={() => fileInput.current?.click()} disabled={busy || uploading}>
              {t(uploading ? 'imageOcclusion.uploading' : 'imageOcclusion.choose')}
            </button>
            <p className={styles.pickerHint}>{t('imageOcclusion.chooseHint')}</p>
          </div>
        )}
        {imageError && (
          <p className="alert alert-error" role="alert">
            {imageError}
          </p>
        )}
      </div>
      {TEXT_FIELDS.filter((name) => type.fields.includes(name)).map((name, i) => {
        const labelId = `${idBase}-label-${i}`;
        return (
          <div className="field" key={name}>
            <label id={labelId}>{t(FIELD_LABELS[name])}</label>
            <Suspense fallback={<div className={editorStyles.field} aria-busy="true"><div className={editorStyles.editor} /></div>}>
              <RichTextField
                id={`${formId}-io-${i}`}
                labelId={labelId}
                side={t(FIELD_LABELS[name])}
                initial={{ text: '', html: note?.fields[name] || null }}
                resetKey={`${note?.id ?? 'new'}-${loaded}`}
                onChange={(side) => setValues((current) => ({ ...current, [name]: side }))}
                disabled={busy}
                onBusyChange={onUploadingChange}
                rows={name === IO_FIELDS.header ? 2 : 3}
              />
            </Suspense>
          </div>
        );
      })}
      <TagsInput id={`${formId}-tags`} value={tags} onChange={setTags} disabled={busy} />
    </form>
  );
}
