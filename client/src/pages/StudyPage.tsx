import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../../shared/messages';
import type { AnswerResult } from '../../../shared/games';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { Loading } from '../components/ui/Status';
import { useAuth } from '../features/auth/queries';
import { friendlyGameError } from '../features/games/friendlyError';
import { useDeck } from '../features/decks/queries';
import type { StudyParams, StudyState } from '../features/study/controller';
import { SessionSummaryView } from '../features/study/SessionSummaryView';
import { useStudyController } from '../features/study/useStudyController';
import { GameRenderer } from '../games/GameRenderer';
import { useIsNarrow } from '../lib/useMediaQuery';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './StudyPage.module.css';

/** The game type and goal handed over by the deck page's Start a Smart Session modal. */
function paramsFromHistory(): StudyParams | null {
  const state = window.history.state as Partial<StudyParams> | null;
  return state?.gameType && state.goal ? { gameType: state.gameType, goal: state.goal, ...(state.direction ? { direction: state.direction } : {}) } : null;
}

export default function StudyPage({ deckId: deckIdParam }: { deckId: string }) {
  const deckId = Number(deckIdParam);
  const { user } = useAuth();
  const controller = useStudyController(deckId, user!.id);
  const deck = useDeck(deckId);
  const [, navigate] = useLocation();
  const narrow = useIsNarrow();
  const [state, setState] = useState<StudyState>({ name: 'INIT' });
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const started = useRef(false);
  const deckPath = `/decks/${deckId}`;
  usePageTitle(deck.data ? `Smart Session: ${deck.data.name}` : 'Smart Session');

  useEffect(() => {
    // StrictMode mounts twice in development; a session must start once.
    if (started.current) return;
    started.current = true;
    controller.init(paramsFromHistory()).then(setState);
  }, [controller]);

  // Async transitions: LOADING builds the next round, SYNCING uploads the chunk.
  useEffect(() => {
    if (state.name === 'LOADING' && state.text === MSG.loadingNextRound) setState(controller.nextRound());
    if (state.name === 'SYNCING') controller.syncChunk().then(setState);
  }, [state, controller]);

  // Leaving while playing (an in-app link) asks first, like Back to Deck (SPEC §4).
  useEffect(() => {
    if (state.name !== 'PLAYING') return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.closest('[role="dialog"]') || link.getAttribute('target')) return;
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/')) return;
      event.preventDefault();
      event.stopPropagation();
      setConfirmingEnd(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [state.name]);

  // Browser/Android Back while playing asks too, and End Session uploads (issue 13): an extra
  // history entry is pushed when play starts; Back pops only that entry, which is put back
  // while the dialog asks. Outside play, Back pops it and goes on back, so one press still
  // leaves the page.
  const stateName = useRef(state.name);
  stateName.current = state.name;
  const guardArmed = useRef(false);
  useEffect(() => {
    if (state.name !== 'PLAYING' || guardArmed.current) return;
    guardArmed.current = true;
    window.history.pushState({ ...(window.history.state ?? {}), studyGuard: true }, '');
  }, [state.name]);
  useEffect(() => {
    const onPop = () => {
      if (!guardArmed.current) return;
      if (stateName.current === 'PLAYING') {
        window.history.pushState({ ...(window.history.state ?? {}), studyGuard: true }, '');
        setConfirmingEnd(true);
      } else {
        guardArmed.current = false;
        window.history.back();
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const onAnswer = useCallback((result: AnswerResult) => controller.answer(result), [controller]);
  const onUndo = useCallback((cardId: number) => controller.undo(cardId), [controller]);
  const onFinish = useCallback(() => {
    controller.finishRound().then(setState);
  }, [controller]);

  async function endSession() {
    setEnding(true);
    await controller.endSession();
    setEnding(false);
    setConfirmingEnd(false);
    // Replace the Back guard's entry, so Back from the deck page does not land in the session again.
    guardArmed.current = false;
    navigate(deckPath, { replace: true });
  }

  function backToDeck() {
    if (state.name === 'PLAYING') setConfirmingEnd(true);
    else navigate(deckPath);
  }

  const backButton = (
    <button type="button" className={`btn btn-secondary ${narrow ? 'btn-sm' : ''}`} onClick={backToDeck}>
      ← Back to Deck
    </button>
  );

  return (
    <main className={styles.study}>
      {/* While playing, the game header is the h1; every other state names the page here. */}
      {state.name !== 'PLAYING' && <h1 className="visually-hidden">{deck.data ? `Smart Session: ${deck.data.name}` : 'Smart Session'}</h1>}
      {/* Summary and error screens carry their own Back to Deck; on mobile, play puts it in the game header. */}
      {!(narrow && state.name === 'PLAYING') && !['POST_CHUNK_SUMMARY', 'FINAL_SUMMARY', 'ERROR'].includes(state.name) && (
        <div className={styles.topBar}>
          {backButton}
          {deck.data && <span className={styles.deckName}>{deck.data.name}</span>}
        </div>
      )}

      {state.name === 'INIT' && <Loading text={MSG.preparingSession} />}
      {state.name === 'LOADING' && <Loading text={state.text} />}
      {state.name === 'SYNCING' && <Loading text={MSG.savingProgress} />}

      {state.name === 'RESUME_PROMPT' && (
        <section className={styles.panel} aria-labelledby="resume-heading">
          <h2 id="resume-heading">{MSG.welcomeBack}</h2>
          <p className="muted">{MSG.resumePrompt}</p>
          <div className={styles.buttons}>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setState({ name: 'LOADING', text: MSG.preparingSession });
                controller.startNew(paramsFromHistory()).then(setState);
              }}
            >
              Start New
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setState(controller.resume())}>
              Resume Session
            </button>
          </div>
        </section>
      )}

      {state.name === 'PLAYING' && controller.meta && (
        <div className={styles.game}>
          <GameRenderer
            key={state.roundKey}
            gameType={controller.meta.gameType}
            data={state.round}
            initialStreak={controller.streak}
            totalAnsweredInSession={controller.answeredIds().size}
            sessionGoalTotal={controller.totalCards()}
            headerAccessory={narrow ? backButton : undefined}
            onAnswer={onAnswer}
            onUndo={onUndo}
            onFinish={onFinish}
          />
        </div>
      )}

      {(state.name === 'POST_CHUNK_SUMMARY' || state.name === 'FINAL_SUMMARY') && (
        <SessionSummaryView
          summary={state.summary}
          cards={deck.data?.flashcards ?? []}
          final={state.name === 'FINAL_SUMMARY'}
          onBack={() => navigate(deckPath)}
          onKeepStudying={() => setState(controller.keepStudying())}
        />
      )}

      {state.name === 'ERROR' && (
        <section className={styles.panel} role="alert">
          <h2>{friendlyGameError(state.message).title}</h2>
          <p className="muted">{friendlyGameError(state.message).message}</p>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-secondary" onClick={() => navigate(deckPath)}>
              Back to Deck
            </button>
            {state.canContinue && (
              <button type="button" className="btn btn-primary" onClick={() => setState(controller.keepStudying())}>
                Keep Studying
              </button>
            )}
          </div>
        </section>
      )}

      <ConfirmDialog
        open={confirmingEnd}
        title="End Session"
        message={MSG.endSessionConfirm}
        confirmLabel="End Session"
        busyLabel="Saving..."
        cancelLabel="Keep Studying"
        busy={ending}
        tone="primary"
        onConfirm={endSession}
        onCancel={() => setConfirmingEnd(false)}
      />
    </main>
  );
}
