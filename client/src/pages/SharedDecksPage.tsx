import { useState } from 'react';
import { Link } from 'wouter';
import type { SharedDeckListing } from '../../../shared/schemas/sharedDecks';
import { Loading } from '../components/ui/Status';
import { useCopySharedDeck, useSubscribe } from '../features/sharing/mutations';
import { useLibrary } from '../features/sharing/queries';
import styles from './SharedDecksPage.module.css';
import { useT } from '../i18n';
import { usePageTitle } from '../lib/usePageTitle';
import { namespace as libraryNs } from '../locales/library';

// The Shared Decks library (docs/shared-decks.md): decks others on this server shared, found by name or
// description. Subscribe studies the owner's deck with one's own progress; Copy makes a deck of
// one's own that the owner's edits no longer reach.

export default function SharedDecksPage() {
  const [query, setQuery] = useState('');
  const library = useLibrary(query);
  const t = useT(libraryNs);
  usePageTitle(t('library.title'));
  return (
    <main className="page">
      <h1>{t('library.title')}</h1>
      <p>{t('library.intro')}</p>
      <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="library-search" className="visually-hidden">
          {t('library.search')}
        </label>
        <input id="library-search" type="search" placeholder={t('library.search')} value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
      </form>
      {library.isLoading && <Loading text={t('library.loading')} />}
      {library.error && <p role="alert">{library.error.message}</p>}
      {library.data && library.data.decks.length === 0 && <p>{query.trim() ? t('library.noMatch') : t('library.none')}</p>}
      {library.data && library.data.decks.length > 0 && (
        <ul className={styles.list} aria-label={t('library.list')}>
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
  const t = useT(libraryNs);
  return (
    <li className={styles.item}>
      <div className={styles.info}>
        <h2 className={styles.name} translate="no">
          {deck.name}
        </h2>
        {deck.description && (
          <p className={styles.meta} translate="no">
            {deck.description}
          </p>
        )}
        <p className={styles.meta}>
          {t('library.meta', { name: deck.ownerName, cards: deck.cardCount, subscribers: deck.subscriberCount })}
        </p>
        {error && <p role="alert">{error.message}</p>}
      </div>
      <div className={styles.actions}>
        {deck.own ? (
          <Link href={`/decks/${deck.id}`} className="btn btn-secondary">
            {t('library.yours')}
          </Link>
        ) : deck.subscribed ? (
          <Link href={`/decks/${deck.id}`} className="btn btn-secondary" aria-label={t('library.openLabel', { name: deck.name })}>
            {t('library.subscribedOpen')}
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" disabled={subscribe.isPending} aria-label={t('library.subscribeLabel', { name: deck.name })} onClick={() => subscribe.mutate({ deckId: deck.id })}>
            {t('library.subscribe')}
          </button>
        )}
        {!deck.own && (
          <button type="button" className="btn btn-secondary" disabled={copy.isPending || copy.isSuccess} aria-label={t('library.copyLabel', { name: deck.name })} onClick={() => copy.mutate({ deckId: deck.id })}>
            {copy.isSuccess ? t('library.copied') : t('library.copy')}
          </button>
        )}
      </div>
    </li>
  );
}
