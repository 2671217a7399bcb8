import { useId, useRef, useState } from 'react';
import { CardSound } from '../../components/CardFace/CardFace';
import { UploadError, postMultipart } from '../imports/upload';
import { imageFileProblem, soundFileProblem, type SideImage } from './cardImage';
import styles from './ImageField.module.css';

export type MediaKind = 'image' | 'sound';

/** What differs between a side's image and its sound in the form; the flow is the same. */
const KINDS = {
  image: {
    accept: 'image/png,image/jpeg,image/gif,image/webp',
    hint: 'PNG, JPEG, GIF or WebP, up to 5 MB',
    problem: imageFileProblem,
    failed: 'The image could not be uploaded. Please try again.',
  },
  sound: {
    // Extensions too: some systems give .m4a or .ogg files no audio type the list would match.
    accept: 'audio/mpeg,audio/ogg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,.mp3,.ogg,.oga,.wav,.m4a',
    hint: 'MP3, OGG, WAV or M4A, up to 5 MB',
    problem: soundFileProblem,
    failed: 'The sound could not be uploaded. Please try again.',
  },
} as const;

interface MediaFieldProps {
  /** 'Term' or 'Definition': names the buttons for screen readers. */
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
      setError(e instanceof UploadError && e.message ? e.message : rules.failed);
    } finally {
      setUploading(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  const lower = side.toLowerCase();
  const Kind = kind === 'image' ? 'image' : 'sound';
  return (
    <div className={styles.field}>
      {image && kind === 'image' && <img className={styles.preview} src={image.url} alt={`${side} image`} width={96} height={96} />}
      {image && kind === 'sound' && (
        <span className={styles.sound}>
          <CardSound url={image.url} label={`Play ${lower} sound`} />
          <span className={styles.soundName}>Sound added</span>
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
          aria-label={image ? `Replace ${lower} ${Kind}` : `Add ${lower} ${Kind}`}
        />
        <button type="button" className="btn btn-secondary btn-sm" disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {uploading ? 'Uploading…' : image ? `Replace ${Kind}` : `Add ${Kind}`}
        </button>
        {/* The name starts with the visible text (label in name): 'Remove image from the term'. */}
        {image && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={disabled || uploading} onClick={() => onChange(null)} aria-label={`Remove ${Kind} from the ${lower}`}>
            Remove {Kind}
          </button>
        )}
        {!image && !error && <span className={styles.hint}>{rules.hint}</span>}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
