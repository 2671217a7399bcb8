import type { Flashcard } from '../../../../shared/schemas/decks';
import { tagMatches } from '../../../../shared/noteTypes';
import { trpc } from '../../lib/trpc';
import { useIdle } from '../../lib/useAfterFirstPaint';
import { useT } from '../../i18n';
import { namespace as tagsNs } from '../../locales/tags';
import styles from './Notes.module.css';

// The deck's card list by tag (docs/notes.md): the choices are its notes' tags (notes.tags); a
// parent tag shows its children too (`lang` shows `lang::fr`), as Anki's browser does.

/** The cards whose note has `tag` or a tag below it; all of them for no tag. */
export function withTag<T extends Pick<Flashcard, 'tags'>>(cards: T[], tag: string): T[] {
  if (!tag) return cards;
  return cards.filter((card) => (card.tags ?? []).some((own) => tagMatches(own, tag)));
}

export function TagFilter({ deckId, value, onChange }: { deckId: number; value: string; onChange: (tag: string) => void }) {
  const t = useT(tagsNs);
  // Asked once the page has gone idle: the deck page's first paint needs no tags (issue 48).
  const idle = useIdle();
  const tags = trpc.notes.tags.useQuery({ deckId }, { retry: false, enabled: idle });
  const choices = tags.data ?? [];
  if (choices.length === 0 && !value) return null;
  return (
    <div className={styles.tagFilter}>
      <label htmlFor="card-tag-filter">{t('tags.filter')}</label>
      <select id="card-tag-filter" className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('tags.all')}</option>
        {choices.map((tag) => (
          <option key={tag} value={tag} translate="no">
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}
