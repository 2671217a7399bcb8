import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MSG, noDecksMatching } from '../../../shared/messages';
import type { DeckSummary } from '../../../shared/schemas/decks';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { ErrorWithRetry, Loading } from '../components/ui/Status';
import { useToast } from '../components/ui/Toast';
import { SearchField } from '../components/ui/TextField';
import { DeckFormModal } from '../features/decks/CreateDeckModal';
import { DeckRow } from '../features/decks/DeckRow';
import { DecksOverview } from '../features/decks/DecksOverview';
import { matchesQuery } from '../features/decks/listing';
import { useCreateDeck } from '../features/decks/mutations';
import { pendingDeletes, useHiddenPredicate } from '../features/decks/pendingDeletes';
import { useDecks } from '../features/decks/queries';
import { ImportModal } from '../features/imports/ImportModal';
import { errorMessage, trpc } from '../lib/trpc';
import { needsNetwork, useOnline } from '../offline/network';
import { NeedsNetwork } from '../offline/NeedsNetwork';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './DecksPage.module.css';
import { LeaderboardPanel } from '../features/sharing/LeaderboardPanel';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as myDecksNs } from '../locales/myDecks';

export default function DecksPage() {
  const decks = useDecks();
  const createDeck = useCreateDeck();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [, navigate] = useLocation();
  const isHidden = useHiddenPredicate('deck');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<DeckSummary | null>(null);
  const online = useOnline();
  const t = useT(myDecksNs);
  const tm = useMsg();
  usePageTitle(t('myDecks.title'));

  const owned = (decks.data ?? []).filter((d) => !isHidden(d.id));
  const visible = owned.filter((d) => matchesQuery(query, d.name, d.description));

  // The row goes at once; the server delete waits behind the toast's Undo (docs/accessibility.md).
  function confirmDelete() {
    if (!toDelete) return;
    const deck = toDelete;
    setToDelete(null);
    pendingDeletes.hide('deck', deck.id);
    toast.show({
      message: t('myDecks.deleted', { name: deck.name }),
      action: { label: t('myDecks.undo'), onAction: () => pendingDeletes.restore('deck', deck.id) },
      onExpire: () => {
        utils.client.decks.delete
          .mutate({ deckId: deck.id })
          .then(() => utils.decks.list.setData(undefined, (list) => list?.filter((d) => d.id !== deck.id)))
          .catch((e) => toast.show({ tone: 'error', message: errorMessage(e, tm(MSG.deleteDeckFailed)) }))
          .finally(() => {
            pendingDeletes.restore('deck', deck.id);
            void utils.decks.get.invalidate({ deckId: deck.id });
            void utils.decks.list.invalidate();
          });
      },
    });
  }

  return (
    <main className="page">
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('myDecks.title')}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {t('myDecks.subtitle')}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" data-testid="import-deck" onClick={() => setImporting(true)} {...needsNetwork(online)}>
            {t('myDecks.import')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} {...needsNetwork(online)}>
            {t('myDecks.create')}
          </button>
        </div>
      </div>

      {decks.isSuccess && owned.length > 0 && <DecksOverview decks={owned} />}

      <div className={styles.searchWrap}>
        <SearchField id="deck-search" label={t('myDecks.searchLabel')} placeholder={t('myDecks.searchPlaceholder')} className={styles.search} value={query} onChange={setQuery} />
      </div>

      {decks.isPending && <Loading text={t('myDecks.loading')} />}
      {decks.isError && <ErrorWithRetry message={errorMessage(decks.error, tm(MSG.fetchDecksFailed))} onRetry={() => decks.refetch()} />}
      {decks.isSuccess && owned.length === 0 && (
        <div className="empty-state">
          <p>{tm(MSG.noDecksYet)}</p>
          {/* A new member of a study group most often wants the group's decks (issue 48). */}
          <p className="muted">
            {t('myDecks.emptyHint')}
          </p>
          <div className={styles.emptyActions}>
            <Link href="/shared" className="btn btn-secondary">
              {t('myDecks.browseShared')}
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} {...needsNetwork(online)}>
              {t('myDecks.createFirst')}
            </button>
          </div>
        </div>
      )}
      {decks.isSuccess && owned.length > 0 && visible.length === 0 && <div className="empty-state">{tm(noDecksMatching(query.trim()))}</div>}
      {visible.length > 0 && (
        // Offline the decks still open; their actions menu (delete) needs the server.
        <NeedsNetwork>
          <ul className={styles.list} aria-label={t('myDecks.listLabel')}>
            {visible.map((deck) => (
              <DeckRow key={deck.id} deck={deck} onDelete={setToDelete} />
            ))}
          </ul>
        </NeedsNetwork>
      )}

      <DeckFormModal
        open={creating}
        mode="create"
        onClose={() => setCreating(false)}
        onSubmit={async (values) => {
          const deck = await createDeck.mutateAsync(values);
          // The new deck opens at once: adding its cards is what comes next (issue 48).
          toast.show({ message: t('myDecks.created', { name: deck.name }) });
          navigate(`/decks/${deck.id}`);
          return deck;
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('myDecks.deleteTitle')}
        message={t('myDecks.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('myDecks.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      {/* The modal refreshes trpc.decks.list itself once the import is in (features/imports/mutations.ts). */}
      <ImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(result) => {
          const first = result.createdDecks[0];
          if (!first) return;
          toast.show({
            message: result.createdDecks.length === 1 ? t('myDecks.importedOne', { name: first.name }) : t('myDecks.importedMany', { n: result.createdDecks.length }),
            action: { label: t('myDecks.open'), onAction: () => navigate(`/decks/${first.id}`) },
          });
        }}
      />
      {/* Opt-in, weekly (docs/shared-decks.md). */}
      <LeaderboardPanel />
    </main>
  );
}
