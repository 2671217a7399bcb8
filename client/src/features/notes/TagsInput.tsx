import { parseTags } from './noteTypeEdit';
import styles from './Notes.module.css';

// Anki's tag box (docs/notes.md): tags separated by spaces, `::` for a hierarchy (`lang::fr`).
export function TagsInput({ id, value, onChange, disabled }: { id: string; value: string; onChange: (text: string) => void; disabled?: boolean }) {
  const tags = parseTags(value);
  return (
    <div className="field">
      <label htmlFor={id}>Tags</label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-help`}
        placeholder="e.g. verbs lang::fr"
      />
      <p id={`${id}-help`} className={styles.help}>
        Separate tags with spaces; use :: for a hierarchy, as in lang::fr.
      </p>
      {tags.length > 0 && <TagChips tags={tags} label="Tags to save" />}
    </div>
  );
}

export function TagChips({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
