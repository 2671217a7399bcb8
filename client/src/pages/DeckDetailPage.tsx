import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { MSG, queuedAnswersText } from '../../../shared/messages';
import { useAuth } from '../features/auth/queries';
import { useQueuedAnswers } from '../offline/queuedAnswers';
import { ErrorWithRetry, Loading } from '../components/ui/Status';
import { CardList } from '../features/cards/CardList';
import { CasualGamePicker } from '../features/games/CasualGamePicker';
import { DeckFormModal } from '../features/decks/LazyDeckFormModal';
import { ExamDateWidget } from '../features/decks/ExamDateWidget';
import { DeckExportMenu } from '../features/exports/DeckExportMenu';
import { useSourceLabel } from '../features/decks/useSourceLabel';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as decksNs } from '../locales/decks';
import { useUpdateDeck } from '../features/decks/mutations';
import { useDeck } from '../features/decks/queries';
import { DeckDashboard } from '../features/stats/DeckDashboard';
import { SmartSessionModal } from '../features/study/LazySmartSessionModal';
import { LimitReachedNotice } from '../features/study/NewCardLimit';
import { newCardState } from '../features/study/studyOptions';
import { errorMessage, httpStatusOf } from '../lib/trpc';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { usePageTitle } from '../lib/usePageTitle';
import { needsNetwork, NOT_ON_DEVICE, OFFLINE_REASON_ID, useOnline } from '../offline/network';
import { NeedsNetwork } from '../offline/NeedsNetwork';
import { NO_OFFLINE_PACK } from '../offline/session';
import { useOfflinePack } from '../offline/useOfflinePack';
import { NoVoiceNote } from '../components/CardFace/NoVoiceNote';
import styles from './DeckDetailPage.module.css';
import { SharingPanel } from '../features/sharing/SharingPanel';
import { LazySuggestionsQueue } from '../features/sharing/LazySuggestionsQueue';
import { SubscriberCards } from '../features/sharing/SubscriberCards';
import { LazyWorkloadPanel } from '../features/workload/LazyWorkloadPanel';
import { NoteTypeCssProvider } from '../components/CardFace/NoteTypeCss';

// Only the owner of a shared deck sees its statistics (docs/shared-decks.md): their code loads with them (issue 48).
const CardStatsPanel = lazy(() => import('../features/sharing/CardStatsPanel').then((m) => ({ default: m.CardStatsPanel })));

/** The first cards' texts, for the edit form's language suggestion (languageGuess reads a bounded sample anyway). */
const languageSample = (cards: readonly { term: string; definition: string }[]) => {
  const first = cards.slice(0, 200);
  return { terms: first.map((c) => c.term), definitions: first.map((c) => c.definition) };
};

export default function DeckDetailPage({ deckId: deckIdParam }: { deckId: string }) {
  const deckId = Number(deckIdParam);
  const deck = useDeck(deckId);
  const updateDeck = useUpdateDeck();
  const [editingInfo, setEditingInfo] = useState(false);
  const [smartSessionOpen, setSmartSessionOpen] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  // Refreshed on every online visit; offline, a Smart Session needs it (docs/offline.md).
  // The header paints first; the dashboards, games and card list follow as interruptible work.
  const restReady = useAfterFirstPaint(deck.data !== undefined);
  const hasPack = useOfflinePack(deckId, restReady || deck.isError);
  const online = useOnline();
  const { user } = useAuth();
  const t = useT(decksNs);
  const tm = useMsg();
  const sourceLabel = useSourceLabel();
  // After End Session offline (issue 29.3): the answers wait on this device; say so.
  const queued = useQueuedAnswers(user?.id, deckId);
  const notFound = !Number.isInteger(deckId) || deckId <= 0 || httpStatusOf(deck.error) === 404 || httpStatusOf(deck.error) === 400;
  usePageTitle(notFound ? tm(MSG.deckNotFound) : deck.data ? deck.data.name : deck.isError ? t('decks.detail.deck') : null);

  if (notFound) {
    return (
      <main className="page">
        <div className="empty-state">
          <h1>{tm(MSG.deckNotFound)}</h1>
          <Link href="/decks" className="btn btn-primary">
            {t('decks.detail.backLibrary')}
          </Link>
        </div>
      </main>
    );
  }
  if (deck.isPending && deck.fetchStatus === 'paused') {
    // Offline, and this deck was never opened on this device (or belongs to someone else's
    // copy, which left with them): say so instead of loading forever.
    return (
      <main className="page">
        <div className="empty-state">
          <h1>{NOT_ON_DEVICE.title}</h1>
          <p>{NOT_ON_DEVICE.text}</p>
          <Link href="/decks" className="btn btn-primary">
            {t('decks.detail.backDecks')}
          </Link>
        </div>
      </main>
    );
  }
  if (deck.isPending) {
    return (
      <main className="page">
        <h1 className="visually-hidden">{t('decks.detail.deck')}</h1>
        <Loading text={tm(MSG.loadingDeck)} />
      </main>
    );
  }
  if (deck.isError) {
    return (
      <main className="page">
        <h1 className="visually-hidden">{t('decks.detail.deck')}</h1>
        <ErrorWithRetry message={errorMessage(deck.error, tm(MSG.fetchDeckFailed))} onRetry={() => deck.refetch()} />
      </main>
    );
  }

  const data = deck.data;
  const empty = data.card_count === 0;
  return (
    <main className="page">
      <div className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title} translate="no">
            {data.name}
          </h1>
          <p className={styles.meta}>
            <span className={styles.source}>{sourceLabel(data.source)}</span>
            <span>{t('decks.cards', { n: data.card_count })}</span>
            {/* Two numbers (issue 29.2): the reviews due now, and the new cards today's limit still allows. */}
            <span className={styles.today} data-testid="reviews-due">
              {t('decks.detail.reviewsDue', { n: data.due_review_count })}
            </span>
            <span className={styles.today} data-testid="new-left">
              {newCardState(data).limitReached ? t('decks.detail.limitReached') : t('decks.newLeft', { n: data.new_available_count })}
            </span>
          </p>
          {queued > 0 && (
            <p className={styles.queued} role="status" data-testid="queued-answers">
              {tm(queuedAnswersText(queued, online))}
            </p>
          )}
          {newCardState(data).limitReached && <LimitReachedNotice deckId={deckId} limit={data.new_cards_limit_today} waiting={newCardState(data).waiting} />}
          {data.description && <p className={styles.description} translate="no">
              {data.description}
            </p>}
          <NoVoiceNote languages={[data.term_language, data.definition_language]} className={styles.noVoice} />
        </div>
        <div className={styles.actions}>
          {/* A subscriber studies the deck but cannot change it (docs/shared-decks.md). */}
          {data.is_owner && (
            <button type="button" className="btn btn-secondary" onClick={() => setEditingInfo(true)} {...needsNetwork(online)}>
              {t('decks.detail.edit')}
            </button>
          )}
          <DeckExportMenu deckId={deckId} deckName={data.name} />
          <Link href="/decks" className="btn btn-ghost">
            {t('decks.detail.backLibrary')}
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            disabled={data.card_count === 0 || hasPack === false}
            title={data.card_count === 0 ? t('decks.detail.addCardsFirst') : hasPack === false ? NO_OFFLINE_PACK : undefined}
            aria-describedby={hasPack === false ? OFFLINE_REASON_ID : undefined}
            onClick={() => setSmartSessionOpen(true)}
            data-testid="start-smart-session"
          >
            {t('decks.detail.start')}
          </button>
        </div>
      </div>

      <NeedsNetwork>
        <SharingPanel deck={data} />
        {data.is_owner && <LazySuggestionsQueue deckId={deckId} />}
      </NeedsNetwork>

      <NeedsNetwork>
        <div className={styles.examRow}>
          <ExamDateWidget deckId={deckId} examDate={data.exam_date} />
        </div>
      </NeedsNetwork>

      {empty && !data.is_owner ? null : empty ? (
        // A new deck: the next step first, not four empty widgets (the dashboards need cards).
        // (A subscriber cannot add cards: their list below offers Suggest a card instead.)
        <section className={`card ${styles.emptyCta}`} aria-labelledby="empty-deck-heading">
          <h2 id="empty-deck-heading">{t('decks.detail.emptyTitle')}</h2>
          <p className="muted">{t('decks.detail.emptyText')}</p>
          <button type="button" className="btn btn-primary btn-lg" onClick={() => setAddingCard(true)} {...needsNetwork(online)}>
            {t('decks.detail.addCard')}
          </button>
        </section>
      ) : !restReady ? (
        // Holds the space below the header for the moment before the rest renders: the footer
        // must not jump into view and back (CLS stays 0).
        <div className={styles.pending} aria-hidden="true" />
      ) : (
        <>
          {/* STATS-SLOT: review forecast, streak, pacing meter, learning journey and accuracy charts. */}
          <DeckDashboard deckId={deckId} examDate={data.exam_date} />
          {/* The workload planner (docs/workload.md): the simulated reviews a day, balancing and Easy Days. */}
          <NeedsNetwork>
            <LazyWorkloadPanel deckId={deckId} newCardsPerDay={data.new_cards_per_day} examDate={data.exam_date} />
          </NeedsNetwork>

          {/* GAMES-SLOT: the casual game picker. Online the server draws the round; offline the
              browser draws it from the deck saved on this device (issue 29.3). */}
          <CasualGamePicker deckId={deckId} cardCount={data.flashcards.length} cards={data.flashcards} direction={data.study_direction} />
        </>
      )}

      {/* Shared decks (docs/shared-decks.md): the owner's statistics from learners who share their progress… */}
      {restReady && data.is_owner && data.visibility === 'server' && (
        <NeedsNetwork>
          <Suspense fallback={null}>
            <CardStatsPanel deckId={deckId} />
          </Suspense>
        </NeedsNetwork>
      )}

      {/* …and a subscriber's read-only card list with suggestions. */}
      {restReady && !data.is_owner && (
        <NeedsNetwork>
          <NoteTypeCssProvider css={data.noteTypeCss}>
            <SubscriberCards deck={data} />
          </NoteTypeCssProvider>
        </NeedsNetwork>
      )}

      {restReady && data.is_owner && (
        <NeedsNetwork>
          <NoteTypeCssProvider css={data.noteTypeCss}>
            <CardList
              deckId={deckId}
              cards={data.flashcards}
              adding={addingCard}
              onAddingChange={setAddingCard}
              termLanguage={data.term_language}
              definitionLanguage={data.definition_language}
            />
          </NoteTypeCssProvider>
        </NeedsNetwork>
      )}

      <DeckFormModal
        open={editingInfo}
        mode="edit"
        initial={{
          name: data.name,
          description: data.description,
          desiredRetention: data.desired_retention,
          newCardsPerDay: data.new_cards_per_day,
          burySiblings: data.bury_siblings,
          termLanguage: data.term_language,
          definitionLanguage: data.definition_language,
        }}
        sample={editingInfo ? languageSample(data.flashcards) : undefined}
        deckId={deckId}
        onClose={() => setEditingInfo(false)}
        onSubmit={(values) => updateDeck.mutateAsync({ deckId, ...values })}
      />
      <SmartSessionModal deckId={deckId} open={smartSessionOpen} onClose={() => setSmartSessionOpen(false)} />
    </main>
  );
}
