import { useState } from 'react';
import type { SharedDeckListing } from '../../../../shared/schemas/sharedDecks';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useLibrary } from '../sharing/queries';
import { AdminConfirmDialog } from './AdminConfirmDialog';
import { AdminSection } from './AdminSection';
import { useMakeDeckPrivate } from './mutations';
import { AdminTable } from './AdminTable';
import styles from './Admin.module.css';

/**
 * The decks shared with the whole server (docs/shared-decks.md), searchable as in the library, each with
 * Make private: an admin takes a deck out of the library. Its owner keeps it and may share it
 * again; learners already subscribed keep studying it (as when the owner makes it private).
 */
export function SharedDecksSection() {
  const [q, setQ] = useState('');
  const decks = useLibrary(q);
  const [pending, setPending] = useState<SharedDeckListing | null>(null);
  return (
    <AdminSection id="admin-shared-decks" title="Shared decks" hint="Decks anyone on this server can find and study. Making one private takes it out of the library.">
      <div className={`field ${styles.search}`}>
        <label htmlFor="admin-shared-search">Search shared decks</label>
        <input id="admin-shared-search" className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Deck name or owner" />
      </div>
      {decks.isPending ? (
        <Loading text="Loading shared decks..." />
      ) : decks.isError ? (
        <ErrorWithRetry message={errorMessage(decks.error, 'Could not load the shared decks.')} onRetry={() => decks.refetch()} />
      ) : decks.data.decks.length === 0 ? (
        <p className="muted">{q.trim() ? 'No shared deck matches this search.' : 'No deck is shared on this server.'}</p>
      ) : (
        <AdminTable label="Shared decks" columns={[{ label: 'Deck' }, { label: 'Owner' }, { label: 'Cards', numeric: true }, { label: 'Subscribers', numeric: true }]}>
          {decks.data.decks.map((deck) => (
            <tr role="row" key={deck.id}>
              <td role="cell" className={styles.primaryCell}>
                {deck.name}
              </td>
              <td role="cell" data-label="Owner">
                {deck.ownerName}
              </td>
              <td role="cell" data-label="Cards" className={styles.num}>
                {deck.cardCount}
              </td>
              <td role="cell" data-label="Subscribers" className={styles.num}>
                {deck.subscriberCount}
              </td>
              <td role="cell">
                <div className={styles.actions}>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending(deck)} aria-label={`Make private: ${deck.name}`}>
                    Make private
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {pending && <MakePrivateDialog deck={pending} onDone={() => setPending(null)} />}
    </AdminSection>
  );
}

function MakePrivateDialog({ deck, onDone }: { deck: SharedDeckListing; onDone: () => void }) {
  const makePrivate = useMakeDeckPrivate();
  return (
    <AdminConfirmDialog
      mutation={makePrivate}
      failure="Could not make the deck private."
      title="Make this deck private?"
      message={
        <>
          <strong>{deck.name}</strong> by {deck.ownerName} leaves the Shared Decks library: nobody new can find or subscribe to it. Its owner keeps it and can share it again; its {deck.subscriberCount} current {deck.subscriberCount === 1 ? 'subscriber keeps' : 'subscribers keep'} studying it.
        </>
      }
      confirmLabel="Make private"
      busyLabel="Making private..."
      onConfirm={() => makePrivate.mutate({ deckId: deck.id }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}
