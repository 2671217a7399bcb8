import { useState } from 'react';
import { deleteCardConfirm, MSG, noCardsMatching } from '../../../../shared/messages';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorMessage } from '../../lib/trpc';
import { filterCards, paginate } from '../decks/listing';
import { useCreateCard, useDeleteCard, useUpdateCard } from '../decks/mutations';
import { CardFormModal } from './CardFormModal';
import styles from './CardList.module.css';

export function CardList({ deckId, cards }: { deckId: number; cards: Flashcard[] }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Flashcard | null>(null);
  const [deleting, setDeleting] = useState<Flashcard | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const createCard = useCreateCard();
  const updateCard = useUpdateCard(deckId);
  const deleteCard = useDeleteCard(deckId);

  const filtered = filterCards(cards, query);
  const current = paginate(filtered, page);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteCard.mutateAsync({ cardId: deleting.id });
      setDeleting(null);
    } catch (e) {
      setDeleteError(errorMessage(e, MSG.deleteCardFailed));
    }
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="flashcards-heading">
      <div className={styles.toolbar}>
        <h2 id="flashcards-heading" className={styles.heading}>
          Flashcards <span className={styles.count}>{cards.length}</span>
        </h2>
        <div className={styles.tools}>
          <label htmlFor="card-search" className="visually-hidden">
            Search cards
          </label>
          <input
            id="card-search"
            type="search"
            className={`input ${styles.search}`}
            placeholder="Search cards..."
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1); // typing returns to page 1 (SPEC §5)
            }}
          />
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            Add New Card
          </button>
        </div>
      </div>

      {cards.length === 0 && <div className="empty-state">{MSG.noDeckCardsYet}</div>}
      {cards.length > 0 && filtered.length === 0 && <div className="empty-state">{noCardsMatching(query.trim())}</div>}
      {current.items.length > 0 && (
        <ul className={styles.list} aria-label="Flashcards">
          {current.items.map((card) => (
            <li key={card.id} className={styles.item}>
              <div className={styles.term}>{card.term}</div>
              <div className={styles.definition}>{card.definition}</div>
              <div className={styles.itemActions}>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(card)} aria-label={`Edit ${card.term}`}>
                  Edit
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDeleting(card)} aria-label={`Delete ${card.term}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {current.pageCount > 1 && (
        <nav className={styles.pager} aria-label="Card pages">
          <button type="button" className="btn btn-secondary btn-sm" disabled={current.page <= 1} onClick={() => setPage(current.page - 1)}>
            Previous
          </button>
          <span className="muted">
            Page {current.page} of {current.pageCount}
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={current.page >= current.pageCount}
            onClick={() => setPage(current.page + 1)}
          >
            Next
          </button>
        </nav>
      )}

      <CardFormModal open={adding} onClose={() => setAdding(false)} onSubmit={(fields) => createCard.mutateAsync({ deckId, ...fields })} />
      <CardFormModal
        open={editing !== null}
        card={editing}
        onClose={() => setEditing(null)}
        onSubmit={(fields) => updateCard.mutateAsync({ cardId: editing!.id, ...fields })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Flashcard"
        message={deleteCardConfirm(deleting?.term ?? '')}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteCard.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
      />
    </section>
  );
}
