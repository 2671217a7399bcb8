import { useId, useRef, useState } from 'react';
import { CardSound } from '../../components/CardFace/CardFace';
import { UploadError, postMultipart } from '../imports/upload';
import { imageFileProblem, MEDIA_PROBLEM_IDS, soundFileProblem, type SideImage } from './cardImage';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as cards } from '../../locales/cards';
import styles from './ImageField.module.css';

export type MediaKind = 'image' | 'sound';

/** What differs between a side's image and its sound in the form; the flow is the same. */
const KINDS = {
  image: {
    accept: 'image/png,image/jpeg,image/gif,image/webp',
    hint: 'cards.media.imageHint',
    problem: imageFileProblem,
    failed: 'cards.media.imageFailed',
  },
  sound: {
    // Extensions too: some systems give .m4a or .ogg files no audio type the list would match.
    accept: 'audio/mpeg,audio/ogg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,.mp3,.ogg,.oga,.wav,.m4a',
    hint: 'cards.media.soundHint',
    problem: soundFileProblem,
    failed: 'cards.media.soundFailed',
  },
} as const;

interface MediaFieldProps {
  /** 'Term' or 'Definition' in the reader's language: names the buttons for screen readers. */
  side: string;
  /** An image (default) or a sound; the upload's multipart field has the same name. */
  kind?: MediaKind;
  image: SideImage | null;
  onChange: (image: SideImage | null) => void;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/** Add, replace or remove one side's image or sound; the file goes up as soon as it is chosen. */
export function ImageField({ side, kind = 'image', image, onChange, disabled, onBusyChange }: MediaFieldProps) {
  const t = useT(cards);
  const tm = useMsg();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rules = KINDS[kind];

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    const problem = rules.problem(file);
    if (problem) return setError(problem);
    setUploading(true);
    onBusyChange?.(true);
    try {
      const form = new FormData();
      form.append(kind, file);
      onChange(await postMultipart<SideImage>('/api/media', form));
    } catch (e) {
      setError(e instanceof UploadError && e.message ? e.message : t(rules.failed));
    } finally {
      setUploading(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  const lower = side.toLocaleLowerCase();
  const image_ = kind === 'image';
  return (
    <div className={styles.field}>
      {image && kind === 'image' && <img className={styles.preview} src={image.url} alt={t('cards.media.imageAlt', { side })} width={96} height={96} />}
      {image && kind === 'sound' && (
        <span className={styles.sound}>
          <CardSound url={image.url} label={t('cards.media.play', { side: lower })} />
          <span className={styles.soundName}>{t('cards.media.soundAdded')}</span>
        </span>
      )}
      <div className={styles.actions}>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={rules.accept}
          disabled={disabled || uploading}
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-label={t(image ? (image_ ? 'cards.media.replaceImageNamed' : 'cards.media.replaceSoundNamed') : image_ ? 'cards.media.addImageNamed' : 'cards.media.addSoundNamed', { side: lower })}
        />
        <button type="button" className="btn btn-secondary btn-sm" disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {uploading ? t('cards.media.uploading') : t(image ? (image_ ? 'cards.media.replaceImage' : 'cards.media.replaceSound') : image_ ? 'cards.media.addImage' : 'cards.media.addSound')}
        </button>
        {/* The name starts with the visible text (label in name): 'Remove image from the term'. */}
        {image && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={disabled || uploading} onClick={() => onChange(null)} aria-label={t(image_ ? 'cards.media.removeImageFrom' : 'cards.media.removeSoundFrom', { side: lower })}>
            {t(image_ ? 'cards.media.removeImage' : 'cards.media.removeSound')}
          </button>
        )}
        {!image && !error && <span className={styles.hint}>{t(rules.hint)}</span>}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {Object.hasOwn(MEDIA_PROBLEM_IDS, error) ? t(MEDIA_PROBLEM_IDS[error]!) : tm(error)}
        </p>
      )}
    </div>
  );
}
