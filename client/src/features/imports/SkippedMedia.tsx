import type { SkippedMediaFile } from '../../../../shared/schemas/imports';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { useMsg } from '../../i18n/useMsg';
import styles from './SkippedMedia.module.css';

/** '6.0 MB', '812 KB': a skipped file's size as the preview shows it. */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The media files an Anki import leaves out for their size (docs/security.md: images over 5 MB, sounds
 * over 25 MB), each with its size and why. The preview's issues line gives the total count;
 * this names the first few. Their cards still import, without the file.
 */
export function SkippedMedia({ files }: { files: readonly SkippedMediaFile[] | undefined }) {
  const t = useT(imports);
  const tm = useMsg();
  if (!files?.length) return null;
  return (
    <details className={styles.skipped}>
      <summary>{t('imports.skipped.title')}</summary>
      <ul className={styles.list}>
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`}>
            <span className={styles.name} translate="no">
              {file.name}
            </span>
            {file.bytes !== null && <span className={styles.size}> ({formatFileSize(file.bytes)})</span>}
            <span>: {tm(file.reason)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
