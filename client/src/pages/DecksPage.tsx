import { useState } from 'react';
import { MSG, noDecksMatching } from '../../../shared/messages';
import type { DeckSummary } from '../../../shared/schemas/decks';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { ErrorWithRetry, Loading } from '../components/ui/Status';
import { DeckFormModal } from '../features/decks/CreateDeckModal';
import { DeckRow } from '../features/decks/DeckRow';
import { matchesQuery } from '../features/decks/listing';
import { useCreateDeck, useDeleteDeck } from '../features/decks/mutations';
import { useDecks } from '../features/decks/queries';
import { ImportModal } from '../features/imports/ImportModal';
import { errorMessage } from '../lib/trpc';
import styles from './DecksPage.module.css';

export default function DecksPage() {
  const decks = useDecks();
  const createDeck = useCreateDeck();
  const deleteDeck = useDeleteDeck();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<DeckSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = (decks.data ?? []).filter((d) => matchesQuery(query, d.name, d.description));

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await deleteDeck.mutateAsync({ deckId: toDelete.id });
      setToDelete(null);
    } catch (e) {
      setDeleteError(errorMessage(e, MSG.deleteDeckFailed));
    }
  }

  return (
    <main className="page">
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>My Decks</h1>
          <p className="muted" style={{ margin: 0 }}>
            Pick a deck to study, or bring in a new one.
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={() => setImporting(true)}>
            Import Deck
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create New Deck
          </button>
        </div>
      </div>

      <div className={styles.searchWrap}>
        <label htmlFor="deck-search" className="visually-hidden">
          Search decks
        </label>
        <input
          id="deck-search"
          className={`input ${styles.search}`}
          type="search"
          placeholder="Search decks..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>

      {decks.isPending && <Loading text="Loading decks..." />}
      {decks.isError && <ErrorWithRetry message={errorMessage(decks.error, MSG.fetchDecksFailed)} onRetry={() => decks.refetch()} />}
      {decks.isSuccess && decks.data.length === 0 && (
        <div className="empty-state">
          <p>{MSG.noDecksYet}</p>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create your first deck
          </button>
        </div>
      )}
      {decks.isSuccess && decks.data.length > 0 && visible.length === 0 && <div className="empty-state">{noDecksMatching(query.trim())}</div>}
      {visible.length > 0 && (
        <ul className={styles.list} aria-label="Decks">
          {visible.map((deck) => (
            <DeckRow key={deck.id} deck={deck} onDelete={setToDelete} />
          ))}
        </ul>
      )}

      <DeckFormModal
        open={creating}
        mode="create"
        onClose={() => setCreating(false)}
        onSubmit={(values) => createDeck.mutateAsync(values)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Deck"
        message={`Are you sure you want to delete "${toDelete?.name ?? ''}"? All of its cards and progress will be removed.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteDeck.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
      />
      {/* The modal refreshes trpc.decks.list itself once the import is in (features/imports/mutations.ts). */}
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </main>
  );
}
