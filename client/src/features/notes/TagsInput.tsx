import { parseTags } from './noteTypeEdit';
import { useT } from '../../i18n';
import { namespace as tagsNs } from '../../locales/tags';
import styles from './Notes.module.css';

// Anki's tag box (docs/notes.md): tags separated by spaces, `::` for a hierarchy (`lang::fr`).
export function TagsInput({ id, value, onChange, disabled }: { id: string; value: string; onChange: (text: string) => void; disabled?: boolean }) {
  const t = useT(tagsNs);
  const tags = parseTags(value);
  return (
    <div className="field">
      <label htmlFor={id}>{t('tags.label')}</label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-help`}
        placeholder={t('tags.placeholder')}
      />
      <p id={`${id}-help`} className={styles.help}>
        {t('tags.help')}
      </p>
      {tags.length > 0 && <TagChips tags={tags} label={t('tags.toSave')} />}
    </div>
  );
}

export function TagChips({ tags, label }: { tags: readonly string[]; label?: string }) {
  const t = useT(tagsNs);
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label ?? t('tags.label')} translate="no">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
