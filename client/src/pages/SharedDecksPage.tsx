import { useState } from 'react';
import { Link } from 'wouter';
import type { SharedDeckListing } from '../../../shared/schemas/sharedDecks';
import { Loading } from '../components/ui/Status';
import { useCopySharedDeck, useSubscribe } from '../features/sharing/mutations';
import { useLibrary } from '../features/sharing/queries';
import styles from './SharedDecksPage.module.css';

// The Shared Decks library (docs/shared-decks.md): decks others on this server shared, found by name or
// description. Subscribe studies the owner's deck with one's own progress; Copy makes a deck of
// one's own that the owner's edits no longer reach.

export default function SharedDecksPage() {
  const [query, setQuery] = useState('');
  const library = useLibrary(query);
  return (
    <main className="page">
      <h1>Shared Decks</h1>
      <p>Decks other learners on this server share. Subscribe to study one with your own progress, or copy it to make it yours.</p>
      <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="library-search" className="visually-hidden">
          Search shared decks
        </label>
        <input id="library-search" type="search" placeholder="Search shared decks" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
      </form>
      {library.isLoading && <Loading text="Loading shared decks..." />}
      {library.error && <p role="alert">{library.error.message}</p>}
      {library.data && library.data.decks.length === 0 && <p>{query.trim() ? 'No shared deck matches that search.' : 'No one has shared a deck on this server yet.'}</p>}
      {library.data && library.data.decks.length > 0 && (
        <ul className={styles.list} aria-label="Shared decks">
          {library.data.decks.map((deck) => (
            <LibraryItem key={deck.id} deck={deck} />
          ))}
        </ul>
      )}
    </main>
  );
}

function LibraryItem({ deck }: { deck: SharedDeckListing }) {
  const subscribe = useSubscribe();
  const copy = useCopySharedDeck();
  const error = subscribe.error ?? copy.error;
  return (
    <li className={styles.item}>
      <div className={styles.info}>
        <h2 className={styles.name}>{deck.name}</h2>
        {deck.description && <p className={styles.meta}>{deck.description}</p>}
        <p className={styles.meta}>
          Shared by {deck.ownerName} · {deck.cardCount} {deck.cardCount === 1 ? 'card' : 'cards'} · {deck.subscriberCount}{' '}
          {deck.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
        </p>
        {error && <p role="alert">{error.message}</p>}
      </div>
      <div className={styles.actions}>
        {deck.own ? (
          <Link href={`/decks/${deck.id}`} className="btn btn-secondary">
            Your deck
          </Link>
        ) : deck.subscribed ? (
          <Link href={`/decks/${deck.id}`} className="btn btn-secondary" aria-label={`Open ${deck.name}`}>
            Subscribed · Open
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" disabled={subscribe.isPending} aria-label={`Subscribe to ${deck.name}`} onClick={() => subscribe.mutate({ deckId: deck.id })}>
            Subscribe
          </button>
        )}
        {!deck.own && (
          <button type="button" className="btn btn-secondary" disabled={copy.isPending || copy.isSuccess} aria-label={`Copy ${deck.name} to my decks`} onClick={() => copy.mutate({ deckId: deck.id })}>
            {copy.isSuccess ? 'Copied' : 'Copy'}
          </button>
        )}
      </div>
    </li>
  );
}
