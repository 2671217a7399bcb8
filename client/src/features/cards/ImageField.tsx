import { useId, useRef, useState } from 'react';
import { UploadError, postMultipart } from '../imports/upload';
import { imageFileProblem, type SideImage } from './cardImage';
import styles from './ImageField.module.css';

interface ImageFieldProps {
  /** 'Term' or 'Definition': names the buttons for screen readers. */
  side: string;
  image: SideImage | null;
  onChange: (image: SideImage | null) => void;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/** Add, replace or remove one side's image; the file goes up as soon as it is chosen. */
export function ImageField({ side, image, onChange, disabled, onBusyChange }: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setUploading(true);
    onBusyChange?.(true);
    try {
      const form = new FormData();
      form.append('image', file);
      onChange(await postMultipart<SideImage>('/api/media', form));
    } catch (e) {
      setError(e instanceof UploadError && e.message ? e.message : 'The image could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  const lower = side.toLowerCase();
  return (
    <div className={styles.field}>
      {image && <img className={styles.preview} src={image.url} alt={`${side} image`} width={96} height={96} />}
      <div className={styles.actions}>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={disabled || uploading}
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-label={image ? `Replace ${lower} image` : `Add ${lower} image`}
        />
        <button type="button" className="btn btn-secondary btn-sm" disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {uploading ? 'Uploading…' : image ? 'Replace image' : 'Add image'}
        </button>
        {image && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={disabled || uploading} onClick={() => onChange(null)} aria-label={`Remove ${lower} image`}>
            Remove image
          </button>
        )}
        {!image && !error && <span className={styles.hint}>PNG, JPEG, GIF or WebP, up to 5 MB</span>}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
