import { useState, type ReactNode } from 'react';
import { CARD_PAGE_SIZE } from '../../../../shared/constants';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { CardFace } from '../../components/CardFace/CardFace';
import { sidesOfFlat } from '../../../../shared/cardSide';
import { listenTo } from '../../components/CardFace/ListenButton';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/Toast';
import { SearchField } from '../../components/ui/TextField';
import { errorMessage, trpc } from '../../lib/trpc';
import { filterCards, paginate } from '../decks/listing';
import { useCreateCard, useUpdateCard } from '../decks/mutations';
import { pendingDeletes, useHiddenPredicate } from '../decks/pendingDeletes';
import { CardFormModal } from './LazyCardFormModal';
import { ClozeBadge } from './ClozeBadge';
import styles from './CardList.module.css';
import { useAuth } from '../auth/queries';
import { TagChips } from '../notes/TagsInput';
import { TagFilter, withTag } from '../notes/TagFilter';
import { useNoteTypes } from '../notes/queries';
import { useIdle } from '../../lib/useAfterFirstPaint';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as cardListNs } from '../../locales/cardList';

/** Page sizes offered under the list; the product spec (docs/product.md)'s 10 stays the default. */
export const PAGE_SIZES = [CARD_PAGE_SIZE, 25, 50, 100] as const;

interface CardListProps {
  deckId: number;
  cards: Flashcard[];
  /** The Add New Card modal can be opened from the page too (the empty-deck call to action). */
  adding?: boolean;
  onAddingChange?: (open: boolean) => void;
  /** The deck's languages (docs/study-modes.md): each side with one gets a Listen button. */
  termLanguage?: string | null;
  definitionLanguage?: string | null;
  /**
   * A subscriber's view of a shared deck (docs/shared-decks.md): the same list with no add, edit or
   * delete; `toolbarAction` and `itemActions` put the sharing feature's own controls in their place.
   */
  readOnly?: { toolbarAction?: ReactNode; itemActions?: (card: Flashcard) => ReactNode; emptyText?: string };
}

export function CardList({ deckId, cards: allCards, adding: addingProp, onAddingChange, termLanguage, definitionLanguage, readOnly }: CardListProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CARD_PAGE_SIZE);
  const [addingOwn, setAddingOwn] = useState(false);
  const adding = addingProp ?? addingOwn;
  const setAdding = onAddingChange ?? setAddingOwn;
  const [editing, setEditing] = useState<Flashcard | null>(null);
  const [deleting, setDeleting] = useState<Flashcard | null>(null);
  const createCard = useCreateCard();
  const updateCard = useUpdateCard(deckId);
  const utils = trpc.useUtils();
  const toast = useToast();
  const isHidden = useHiddenPredicate('card');
  const t = useT(cardListNs);
  const f = useFormat();
  // Notes (docs/notes.md): the owner's form picks a note type; the list filters by tag.
  const [tag, setTag] = useState('');
  const { user } = useAuth();
  // The note types are for the card form: asked once the page has gone idle (the deck page's first
  // paint needs none, issue 48), or at once when the form opens before that.
  const idle = useIdle();
  const noteTypes = useNoteTypes(!readOnly && (idle || adding || editing !== null));
  const notes = readOnly
    ? undefined
    : { userId: user?.id, types: noteTypes.data, saveTags: (noteId: number, tags: string[]) => utils.client.notes.update.mutate({ noteId, tags }).then(() => utils.decks.get.invalidate({ deckId })) };

  const cards = allCards.filter((card) => !isHidden(card.id));
  const filtered = withTag(filterCards(cards, query), tag);
  const current = paginate(filtered, page, pageSize);

  // The card disappears at once; the server delete waits behind the toast's Undo (docs/accessibility.md).
  function confirmDelete() {
    if (!deleting) return;
    const card = deleting;
    setDeleting(null);
    pendingDeletes.hide('card', card.id);
    toast.show({
      message: t('cardList.deleted', { term: card.term }),
      action: { label: t('cardList.undo'), onAction: () => pendingDeletes.restore('card', card.id) },
      onExpire: () => {
        utils.client.cards.delete
          .mutate({ cardId: card.id })
          .catch((e) => {
            pendingDeletes.restore('card', card.id);
            toast.show({ tone: 'error', message: errorMessage(e, t('cardList.deleteFailed')) });
          })
          .finally(() =>
            Promise.all([utils.decks.get.invalidate({ deckId }), utils.decks.list.invalidate(), utils.stats.invalidate()]).then(() =>
              pendingDeletes.restore('card', card.id),
            ),
          );
      },
    });
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="flashcards-heading">
      <div className={styles.toolbar}>
        <h2 id="flashcards-heading" className={styles.heading}>
          {t('cardList.heading')} <span className={styles.count}>{f.number(cards.length)}</span>
        </h2>
        <div className={styles.tools}>
          <SearchField
            id="card-search"
            label={t('cardList.search')}
            placeholder={t('cardList.searchPlaceholder')}
            className={styles.search}
            value={query}
            onChange={(value) => {
              setQuery(value);
              setPage(1); // typing returns to page 1 (docs/product.md: validation)
            }}
          />
          <TagFilter deckId={deckId} value={tag} onChange={(value) => (setTag(value), setPage(1))} />
          {readOnly ? (
            readOnly.toolbarAction
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)} data-testid="add-card">
              {t('cardList.add')}
            </button>
          )}
        </div>
      </div>

      {cards.length === 0 && <div className="empty-state">{readOnly?.emptyText ?? t('cardList.empty')}</div>}
      {cards.length > 0 && filtered.length === 0 && <div className="empty-state">{tag && !query.trim() ? t('cardList.noTagged', { tag }) : t('cardList.noMatch', { query: query.trim() })}</div>}
      {current.items.length > 0 && (
        <ul className={styles.list} aria-label={t('cardList.heading')}>
          {current.items.map((card) => (
            <li key={card.id} className={styles.item}>
              <CardFace side={{ ...sidesOfFlat(card).term, noteTypeId: card.noteTypeId }} context="list" classes={{ text: styles.term }} label={t('cardList.side.term')} listen={listenTo(termLanguage)} />
              <CardFace
                side={{ ...sidesOfFlat(card).definition, noteTypeId: card.noteTypeId }}
                context="list"
                classes={{ text: styles.definition }}
                label={t('cardList.side.definition')}
                listen={listenTo(definitionLanguage)}
              />
              <div className={styles.itemActions}>
                <TagChips tags={card.tags ?? []} label={t('cardList.tagsOf', { term: card.term })} />
                <ClozeBadge card={card} />
                {/* Suspended from the card browser (docs/browse.md): listed, never asked. */}
                {card.suspended && <span className={styles.suspendedBadge}>{t('cardList.suspended')}</span>}
                {readOnly ? (
                  readOnly.itemActions?.(card)
                ) : (
                  <>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(card)} aria-label={t('cardList.editNamed', { term: card.term })}>
                      {t('cardList.edit')}
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDeleting(card)} aria-label={t('cardList.deleteNamed', { term: card.term })}>
                      {t('cardList.delete')}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {filtered.length > CARD_PAGE_SIZE && (
        <nav className={styles.pager} aria-label={t('cardList.pages')}>
          <div className={styles.pageSize}>
            <label htmlFor="card-page-size">{t('cardList.perPage')}</label>
            <select
              id="card-page-size"
              className={`select ${styles.smallSelect}`}
              value={pageSize}
              onChange={(e) => {
                // Keep the first card of the current page in view after resizing.
                const firstIndex = (current.page - 1) * pageSize;
                const size = Number(e.target.value);
                setPageSize(size);
                setPage(Math.floor(firstIndex / size) + 1);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {f.number(size)}
                </option>
              ))}
            </select>
          </div>
          {current.pageCount > 1 && (
            <div className={styles.pageNav}>
              <button type="button" className="btn btn-secondary btn-sm" disabled={current.page <= 1} onClick={() => setPage(current.page - 1)}>
                {t('cardList.previous')}
              </button>
              <span className="muted">{t('cardList.pageOf', { page: f.number(current.page), count: f.number(current.pageCount) })}</span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={current.page >= current.pageCount}
                onClick={() => setPage(current.page + 1)}
              >
                {t('cardList.next')}
              </button>
            </div>
          )}
          {current.pageCount > 2 && <PageJump key={current.page} page={current.page} pageCount={current.pageCount} onJump={setPage} />}
        </nav>
      )}

      {!readOnly && (
        <>
          <CardFormModal
            open={adding}
            onClose={() => setAdding(false)}
            onSubmit={(fields) => createCard.mutateAsync({ deckId, ...fields })}
            deckId={deckId}
            notes={notes}
          />
          <CardFormModal
            open={editing !== null}
            card={editing}
            onClose={() => setEditing(null)}
            onSubmit={(fields) => updateCard.mutateAsync({ cardId: editing!.id, ...fields })}
            deckId={deckId}
            notes={notes}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={t('cardList.deleteTitle')}
            message={t('cardList.deleteConfirm', { term: deleting?.term ?? '' })}
            confirmLabel={t('cardList.delete')}
            onConfirm={confirmDelete}
            onCancel={() => setDeleting(null)}
          />
        </>
      )}
    </section>
  );
}

/** "Go to page": a number field that jumps on Enter or the Go button. */
function PageJump({ page, pageCount, onJump }: { page: number; pageCount: number; onJump: (page: number) => void }) {
  const t = useT(cardListNs);
  const [value, setValue] = useState(String(page));
  return (
    <form
      className={styles.jump}
      onSubmit={(e) => {
        e.preventDefault();
        const n = Math.round(Number(value));
        if (Number.isFinite(n)) onJump(Math.min(Math.max(1, n), pageCount));
      }}
    >
      <label htmlFor="card-page-jump">{t('cardList.goToPage')}</label>
      <input
        id="card-page-jump"
        className={`input ${styles.jumpInput}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn-secondary btn-sm">
        {t('cardList.go')}
      </button>
    </form>
  );
}
