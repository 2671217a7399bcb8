import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { BROWSE_MSG } from '../../../shared/messages';
import type { BrowseAction, BrowseCard } from '../../../shared/schemas/browse';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { FormError } from '../components/ui/FormError';
import { ErrorWithRetry, Loading } from '../components/ui/Status';
import { useToast } from '../components/ui/Toast';
import { togglePage, toggleRow } from '../features/browse/selection';
import styles from '../features/browse/Browse.module.css';
import { errorMessage, trpc } from '../lib/trpc';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useMsg } from '../i18n/useMsg';
import { namespace as browseNs } from '../locales/browse';

// The card browser (docs/browse.md): search the cards of every deck one owns, select rows (a
// click, Shift-click for a range, the header box for the page) and act on them at once. Pages
// are keyset pages: `after` is the last id of the page before, kept on a stack for "Previous".

type Pending = { action: 'move' | 'addTag' | 'removeTag'; value: string } | null;

export default function BrowsePage() {
  const t = useT(browseNs);
  const tm = useMsg();
  const format = useFormat();
  usePageTitle(t('browse.title'));
  const dueText = (card: BrowseCard) => (card.due === null ? t('browse.new') : format.date(card.due, { month: 'short', day: 'numeric', year: 'numeric' }));
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [afters, setAfters] = useState<number[]>([]);
  const after = afters[afters.length - 1];
  const search = trpc.browse.search.useQuery({ q, ...(after === undefined ? {} : { after }) }, { placeholderData: (previous) => previous });
  const decks = trpc.decks.list.useQuery();
  const utils = trpc.useUtils();
  const act = trpc.browse.act.useMutation();
  const toast = useToast();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const anchor = useRef<number | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headerBox = useRef<HTMLInputElement>(null);

  const cards = search.data?.cards ?? [];
  const order = useMemo(() => cards.map((card) => card.id), [cards]);
  const onPage = order.filter((id) => selected.has(id)).length;
  const ownDecks = (decks.data ?? []).filter((deck) => deck.is_owner);

  useEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = onPage > 0 && onPage < order.length;
  }, [onPage, order.length]);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setAfters([]);
    setSelected(new Set());
    anchor.current = null;
  }

  function clickRow(event: MouseEvent<HTMLInputElement>, id: number) {
    const checked = event.currentTarget.checked;
    // Read now: the updater runs later, after the anchor has moved to this row.
    const from = anchor.current;
    const shift = event.shiftKey;
    setSelected((current) => toggleRow(current, order, id, checked, from, shift));
    anchor.current = id;
  }

  async function run(input: BrowseAction) {
    setError(null);
    try {
      const { changed } = await act.mutateAsync(input);
      toast.show({ message: tm(BROWSE_MSG.done(changed)) });
      setSelected(new Set());
      setPending(null);
      setConfirmDelete(false);
      anchor.current = null;
      await Promise.all([utils.browse.invalidate(), utils.decks.invalidate(), utils.notes.invalidate()]);
    } catch (e) {
      setError(errorMessage(e, tm(BROWSE_MSG.actionFailed)));
    }
  }

  const cardIds = [...selected];
  function applyPending(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    if (pending.action === 'move') {
      if (!pending.value) return setError(tm(BROWSE_MSG.deckRequired));
      void run({ action: 'move', cardIds, deckId: Number(pending.value) });
    } else {
      if (!pending.value.trim()) return setError(tm(BROWSE_MSG.tagRequired));
      void run({ action: pending.action, cardIds, tag: pending.value.trim() });
    }
  }

  return (
    <main className="page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('browse.title')}</h1>
        <p className="muted">{t('browse.intro')}</p>
      </div>

      <form className={styles.search} role="search" onSubmit={submitSearch}>
        <label htmlFor="browse-q" className="visually-hidden">
          {t('browse.searchLabel')}
        </label>
        <input
          id="browse-q"
          className="input"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('browse.placeholder')}
          aria-describedby="browse-help"
        />
        <button type="submit" className="btn btn-primary">
          {t('browse.search')}
        </button>
      </form>
      <p id="browse-help" className="visually-hidden">
        {t('browse.help')}
      </p>

      {selected.size > 0 && (
        <section className={styles.actions} aria-label={t('browse.selectedRegion')}>
          <span className={styles.count} role="status">
            {t('browse.selectedCount', { n: selected.size })}
          </span>
          {pending ? (
            <form className={styles.actionGroup} onSubmit={applyPending}>
              {pending.action === 'move' ? (
                <>
                  <label htmlFor="browse-deck" className="visually-hidden">
                    {t('browse.moveTo')}
                  </label>
                  <select id="browse-deck" className="select" value={pending.value} onChange={(e) => setPending({ ...pending, value: e.target.value })} autoFocus>
                    <option value="">{t('browse.moveToOption')}</option>
                    {ownDecks.map((deck) => (
                      <option key={deck.id} value={deck.id} translate="no">
                        {deck.name}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                <>
                  <label htmlFor="browse-tag" className="visually-hidden">
                    {pending.action === 'addTag' ? t('browse.tagToAdd') : t('browse.tagToRemove')}
                  </label>
                  <input id="browse-tag" className="input" value={pending.value} onChange={(e) => setPending({ ...pending, value: e.target.value })} placeholder={t('browse.tag')} autoFocus />
                </>
              )}
              <button type="submit" className="btn btn-primary btn-sm" disabled={act.isPending}>
                {pending.action === 'move' ? t('browse.move') : pending.action === 'addTag' ? t('browse.addTag') : t('browse.removeTag')}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => (setPending(null), setError(null))}>
                {t('browse.cancel')}
              </button>
            </form>
          ) : (
            <div className={styles.actionGroup}>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending({ action: 'move', value: '' })}>
                {t('browse.move')}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void run({ action: 'suspend', cardIds })} disabled={act.isPending}>
                {t('browse.suspend')}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void run({ action: 'unsuspend', cardIds })} disabled={act.isPending}>
                {t('browse.unsuspend')}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending({ action: 'addTag', value: '' })}>
                {t('browse.addTag')}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending({ action: 'removeTag', value: '' })}>
                {t('browse.removeTag')}
              </button>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => (setError(null), setConfirmDelete(true))}>
                {t('browse.delete')}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSelected(new Set())}>
                {t('browse.clear')}
              </button>
            </div>
          )}
        </section>
      )}
      {!confirmDelete && <FormError message={error} />}

      {search.isPending ? (
        <Loading text={t('browse.loading')} />
      ) : search.isError ? (
        <ErrorWithRetry message={errorMessage(search.error, tm(BROWSE_MSG.loadFailed))} onRetry={() => search.refetch()} />
      ) : cards.length === 0 ? (
        <p className={`muted ${styles.empty}`}>{q ? t('browse.noMatch') : t('browse.none')}</p>
      ) : (
        <>
        {/* Above the table, not in its head: the head is hidden when rows stack on a phone. */}
        <label className={styles.selectPage}>
          <input ref={headerBox} type="checkbox" checked={onPage > 0 && onPage === order.length} onChange={() => setSelected((current) => togglePage(current, order))} />
          {t('browse.selectPage')}
        </label>
        <table className={styles.table} aria-label={t('browse.table')}>
          <thead>
            <tr>
              <th scope="col" className={styles.checkCell}>
                <span className="visually-hidden">{t('browse.col.selected')}</span>
              </th>
              <th scope="col">{t('browse.col.term')}</th>
              <th scope="col">{t('browse.col.definition')}</th>
              <th scope="col">{t('browse.col.deck')}</th>
              <th scope="col">{t('browse.col.tags')}</th>
              <th scope="col">{t('browse.col.due')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.id} className={selected.has(card.id) ? styles.selected : undefined} data-testid="browse-row">
                <td className={styles.checkCell}>
                  <input type="checkbox" aria-label={t('browse.selectCard', { term: card.term })} checked={selected.has(card.id)} onChange={() => undefined} onClick={(e) => clickRow(e, card.id)} />
                </td>
                <td data-label={t('browse.col.term')} translate="no">{card.term}</td>
                <td data-label={t('browse.col.definition')} translate="no">{card.definition}</td>
                <td data-label={t('browse.col.deck')} translate="no">{card.deckName}</td>
                <td data-label={t('browse.col.tags')}>
                  {card.tags.length === 0 ? <span className="muted">—</span> : card.tags.map((tag) => <span key={tag} className={styles.tag} translate="no">{tag}</span>)}
                </td>
                <td data-label={t('browse.col.due')}>{card.suspended ? <span className={styles.suspended}>{t('browse.suspended')}</span> : <span data-intl>{dueText(card)}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </>
      )}

      {(afters.length > 0 || search.data?.next) && (
        <nav className={styles.pager} aria-label={t('browse.pages')}>
          <button type="button" className="btn btn-secondary btn-sm" disabled={afters.length === 0} onClick={() => setAfters(afters.slice(0, -1))}>
            {t('browse.previous')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" disabled={!search.data?.next} onClick={() => search.data?.next && setAfters([...afters, search.data.next])}>
            {t('browse.next')}
          </button>
        </nav>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title={t('browse.deleteTitle')}
        message={tm(BROWSE_MSG.confirmDelete(selected.size))}
        confirmLabel={t('browse.deleteConfirm', { n: selected.size })}
        busyLabel={t('browse.deleting')}
        busy={act.isPending}
        error={error}
        tone="danger"
        onConfirm={() => void run({ action: 'delete', cardIds })}
        onCancel={() => setConfirmDelete(false)}
      />
    </main>
  );
}
