import { useState } from 'react';
import type { SharedDeckListing } from '../../../../shared/schemas/sharedDecks';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useLibrary } from '../sharing/queries';
import { AdminConfirmDialog } from './AdminConfirmDialog';
import { AdminSection } from './AdminSection';
import { useMakeDeckPrivate } from './mutations';
import { AdminTable } from './AdminTable';
import { useAdminTexts } from './adminTexts';
import styles from './Admin.module.css';

/**
 * The decks shared with the whole server (docs/shared-decks.md), searchable as in the library, each with
 * Make private: an admin takes a deck out of the library. Its owner keeps it and may share it
 * again; learners already subscribed keep studying it (as when the owner makes it private).
 */
export function SharedDecksSection() {
  const { t, tm } = useAdminTexts();
  const [q, setQ] = useState('');
  const decks = useLibrary(q);
  const [pending, setPending] = useState<SharedDeckListing | null>(null);
  return (
    <AdminSection id="admin-shared-decks" title={t('adminPanel.shared.title')} hint={t('adminPanel.shared.hint')}>
      <div className={`field ${styles.search}`}>
        <label htmlFor="admin-shared-search">{t('adminPanel.shared.search')}</label>
        <input id="admin-shared-search" className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('adminPanel.shared.searchPlaceholder')} />
      </div>
      {decks.isPending ? (
        <Loading text={t('adminPanel.shared.loading')} />
      ) : decks.isError ? (
        <ErrorWithRetry message={tm(errorMessage(decks.error, t('adminPanel.shared.loadFailed')))} onRetry={() => decks.refetch()} />
      ) : decks.data.decks.length === 0 ? (
        <p className="muted">{q.trim() ? t('adminPanel.shared.noMatch') : t('adminPanel.shared.none')}</p>
      ) : (
        <AdminTable
          label={t('adminPanel.shared.title')}
          columns={[{ label: t('adminPanel.shared.deck') }, { label: t('adminPanel.owner') }, { label: t('adminPanel.cards'), numeric: true }, { label: t('adminPanel.shared.subscribers'), numeric: true }]}
        >
          {decks.data.decks.map((deck) => (
            <tr role="row" key={deck.id}>
              <td role="cell" className={styles.primaryCell} translate="no">
                {deck.name}
              </td>
              <td role="cell" data-label={t('adminPanel.owner')} translate="no">
                {deck.ownerName}
              </td>
              <td role="cell" data-label={t('adminPanel.cards')} className={styles.num}>
                {deck.cardCount}
              </td>
              <td role="cell" data-label={t('adminPanel.shared.subscribers')} className={styles.num}>
                {deck.subscriberCount}
              </td>
              <td role="cell">
                <div className={styles.actions}>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending(deck)} aria-label={t('adminPanel.shared.makePrivateNamed', { name: deck.name })}>
                    {t('adminPanel.shared.makePrivate')}
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
  const { t } = useAdminTexts();
  const makePrivate = useMakeDeckPrivate();
  return (
    <AdminConfirmDialog
      mutation={makePrivate}
      failure={t('adminPanel.shared.failed')}
      title={t('adminPanel.shared.confirmTitle')}
      message={t.rich('adminPanel.shared.confirmText', { b: (name) => <strong translate="no">{name}</strong> }, { name: deck.name, owner: deck.ownerName, n: deck.subscriberCount })}
      confirmLabel={t('adminPanel.shared.makePrivate')}
      busyLabel={t('adminPanel.shared.making')}
      onConfirm={() => makePrivate.mutate({ deckId: deck.id }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}
