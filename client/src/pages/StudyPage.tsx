import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MSG, scoreBand } from '../../../shared/messages';
import { CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER } from '../../../shared/crossword';
import { CROSSWORD_MIN_WORDS } from '../../../shared/constants';
import { useOnline } from '../offline/network';
import { queuedAnswerCount } from '../offline/queuedAnswers';
import type { GameType } from '../../../shared/constants';
import type { AnswerResult, GameData, NoteTypeCss } from '../../../shared/games';
import type { Flashcard } from '../../../shared/schemas/decks';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { Loading } from '../components/ui/Status';
import { useAuth } from '../features/auth/queries';
import { friendlyGameError } from '../features/games/friendlyError';
import { useDeck } from '../features/decks/queries';
import { summarize, type StudyParams, type StudyState } from '../features/study/controller';
import { SessionSummaryView } from '../features/study/SessionSummaryView';
import { useStudyController } from '../features/study/useStudyController';
import { GameRenderer } from '../games/GameRenderer';
import { GameScore, MissedCardList } from '../games/GameShell/EndScreen/GameScore';
import { cardTextOf } from '../games/GameShell/EndScreen/cardTexts';
import { useIsNarrow } from '../lib/useMediaQuery';
import { usePageTitle } from '../lib/usePageTitle';
import { useT, type Translate } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as study, type MessageId } from '../locales/study';
import styles from './StudyPage.module.css';

/** The game type and goal handed over by the deck page's Start a Smart Session modal. */
function paramsFromHistory(): StudyParams | null {
  const state = window.history.state as Partial<StudyParams> | null;
  return state?.gameType && state.goal ? { gameType: state.gameType, goal: state.goal, ...(state.direction ? { direction: state.direction } : {}) } : null;
}

/**
 * The session controller's own texts (shared/messages.ts, English) in the reader's language; a
 * text it passes on from the server (already in the reader's language, docs/translating.md) goes
 * through the messages catalog unchanged or translated.
 */
const CONTROLLER_TEXTS: Record<string, MessageId> = {
  [MSG.preparingSession]: 'study.page.preparing',
  [MSG.loadingNextRound]: 'study.page.nextRound',
  [MSG.savingProgress]: 'study.page.saving',
  [MSG.sessionParamsMissing]: 'study.error.paramsMissing',
  [MSG.startSessionFailed]: 'study.error.startFailed',
  [MSG.saveProgressFailed]: 'study.error.saveFailed',
  [MSG.summaryFailed]: 'study.error.summaryFailed',
};
function useControllerText(): (text: string) => string {
  const t = useT(study);
  const tm = useMsg();
  return (text) => (CONTROLLER_TEXTS[text] ? t(CONTROLLER_TEXTS[text]) : tm(text));
}

export default function StudyPage({ deckId: deckIdParam }: { deckId: string }) {
  const deckId = Number(deckIdParam);
  const t = useT(study);
  const say = useControllerText();
  const { user } = useAuth();
  const controller = useStudyController(deckId, user!.id);
  const deck = useDeck(deckId);
  const [, navigate] = useLocation();
  const narrow = useIsNarrow();
  const online = useOnline();
  const [state, setState] = useState<StudyState>({ name: 'INIT' });
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const started = useRef(false);
  // 'Practise the missed cards' from a summary (issue 29.4): played here, recorded nowhere.
  const [practice, setPractice] = useState<{ gameType: GameType; round: GameData; key: number; finished: boolean } | null>(null);
  const practiceAnswers = useRef<AnswerResult[]>([]);
  const deckPath = `/decks/${deckId}`;
  const title = deck.data ? t('study.page.title', { name: deck.data.name }) : t('study.page.titleNoDeck');
  usePageTitle(title);

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

  // Leaving while playing (an in-app link) asks first, like Back to Deck (docs/product.md: states).
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

  function practise(cardIds: readonly number[]) {
    const next = controller.practiceRound(cardIds);
    if (!next) return;
    practiceAnswers.current = [];
    setPractice((p) => ({ ...next, key: (p?.key ?? 0) + 1, finished: false }));
  }
  const onPracticeAnswer = useCallback((result: AnswerResult) => void practiceAnswers.current.push(result), []);
  const onPracticeUndo = useCallback((cardId: number) => {
    if (practiceAnswers.current.at(-1)?.cardId !== cardId) return false;
    practiceAnswers.current.pop();
    return true;
  }, []);
  const onPracticeFinish = useCallback(() => setPractice((p) => p && { ...p, finished: true }), []);

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
      <BackArrow /> {t('study.page.back')}
    </button>
  );

  return (
    <main className={styles.study}>
      {/* While playing, the game header is the h1; every other state names the page here. */}
      {state.name !== 'PLAYING' && <h1 className="visually-hidden">{title}</h1>}
      {/* Summary and error screens carry their own Back to Deck; on mobile, play puts it in the game header. */}
      {!(narrow && state.name === 'PLAYING') && !['POST_CHUNK_SUMMARY', 'FINAL_SUMMARY', 'ERROR'].includes(state.name) && (
        <div className={styles.topBar} data-testid="study-top-bar">
          {backButton}
          {deck.data && (
            <span className={styles.deckName} translate="no">
              {deck.data.name}
            </span>
          )}
        </div>
      )}

      {state.name === 'INIT' && <Loading text={t('study.page.preparing')} />}
      {state.name === 'LOADING' && <Loading text={say(state.text)} />}
      {state.name === 'SYNCING' && <Loading text={t('study.page.saving')} />}

      {state.name === 'RESUME_PROMPT' && (
        <section className={styles.panel} aria-labelledby="resume-heading">
          <h2 id="resume-heading">{t('study.page.welcomeBack')}</h2>
          <p className="muted">{t('study.page.resumePrompt')}</p>
          <div className={styles.buttons}>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setState({ name: 'LOADING', text: MSG.preparingSession });
                controller.startNew(paramsFromHistory()).then(setState);
              }}
            >
              {t('study.page.startNew')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setState(controller.resume())}>
              {t('study.page.resume')}
            </button>
          </div>
        </section>
      )}

      {state.name === 'PLAYING' && controller.meta && (
        <div className={styles.game}>
          {(controller.meta.practiceCardIds?.length ?? 0) > 0 && (
            // A light day's board (docs/study-sessions.md): say which part is practice.
            <p className={styles.practiceNote} data-testid="practice-note">
              {t('study.page.practiceFill', { n: controller.meta.practiceCardIds!.length })}
            </p>
          )}
          <GameRenderer
            key={state.roundKey}
            gameType={controller.meta.gameType}
            data={state.round}
            initialStreak={controller.streak}
            totalAnsweredInSession={controller.progress().answered}
            sessionGoalTotal={controller.progress().total}
            headerAccessory={narrow ? backButton : undefined}
            onAnswer={onAnswer}
            onUndo={onUndo}
            onFinish={onFinish}
          />
        </div>
      )}

      {(state.name === 'POST_CHUNK_SUMMARY' || state.name === 'FINAL_SUMMARY') && !practice && (
        <SessionSummaryView
          summary={state.summary}
          cards={deck.data?.flashcards ?? []}
          final={state.name === 'FINAL_SUMMARY'}
          onBack={() => navigate(deckPath)}
          onKeepStudying={() => setState(controller.keepStudying())}
          onPractise={controller.practiceRound(state.summary.incorrectCardIds) ? () => practise(state.summary.incorrectCardIds) : undefined}
          note={!online && queuedAnswerCount(user?.id, deckId) > 0 ? t('study.summary.queued', { n: queuedAnswerCount(user?.id, deckId) }) : undefined}
          noteTypeCss={deck.data?.noteTypeCss}
        />
      )}

      {(state.name === 'POST_CHUNK_SUMMARY' || state.name === 'FINAL_SUMMARY') && practice && (
        <PracticeRound
          key={practice.key}
          practice={practice}
          results={practiceAnswers.current}
          cards={deck.data?.flashcards ?? []}
          noteTypeCss={deck.data?.noteTypeCss}
          onAnswer={onPracticeAnswer}
          onUndo={onPracticeUndo}
          onFinish={onPracticeFinish}
          onPractise={practise}
          onDone={() => setPractice(null)}
          backLabel={t('study.page.backToSummary')}
        />
      )}

      {state.name === 'ERROR' && (
        <section className={styles.panel} role="alert">
          <ErrorText message={state.message} t={t} say={say} />
          <div className={styles.buttons}>
            <button type="button" className="btn btn-secondary" onClick={() => navigate(deckPath)}>
              {t('study.page.back')}
            </button>
            {state.canContinue && (
              <button type="button" className="btn btn-primary" onClick={() => setState(controller.keepStudying())}>
                {t('study.page.keepStudying')}
              </button>
            )}
          </div>
        </section>
      )}

      <ConfirmDialog
        open={confirmingEnd}
        title={t('study.page.endSession')}
        message={t('study.page.endConfirm')}
        confirmLabel={t('study.page.endSession')}
        busyLabel={t('study.page.ending')}
        cancelLabel={t('study.page.keepStudying')}
        busy={ending}
        tone="primary"
        onConfirm={endSession}
        onCancel={() => setConfirmingEnd(false)}
      />
    </main>
  );
}

/** A practice round of the missed cards, then its own end screen (nothing is recorded). */
function PracticeRound(props: {
  practice: { gameType: GameType; round: GameData; finished: boolean };
  results: AnswerResult[];
  cards: Flashcard[];
  noteTypeCss?: NoteTypeCss;
  onAnswer: (result: AnswerResult) => void;
  onUndo: (cardId: number) => boolean;
  onFinish: () => void;
  onPractise: (cardIds: readonly number[]) => void;
  onDone: () => void;
  backLabel: string;
}) {
  const { practice, results, cards, noteTypeCss, onAnswer, onUndo, onFinish, onPractise, onDone, backLabel } = props;
  const t = useT(study);
  const back = (
    <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
      <BackArrow /> {backLabel}
    </button>
  );
  if (!practice.finished) {
    return (
      <div className={styles.game}>
        <div className={styles.topBar} data-testid="study-top-bar">
          {back}
          <span className={styles.deckName}>{t('study.practice.note')}</span>
        </div>
        <GameRenderer
          gameType={practice.gameType}
          data={practice.round}
          initialStreak={0}
          totalAnsweredInSession={0}
          sessionGoalTotal={0}
          onAnswer={onAnswer}
          onUndo={onUndo}
          onFinish={onFinish}
        />
      </div>
    );
  }
  const summary = summarize(results.map((r) => ({ ...r, gameType: practice.gameType })));
  const band = scoreBand(summary.correct, summary.cardsStudied);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const missed = summary.incorrectCardIds.map((id) => byId.get(id)).filter((c): c is (typeof cards)[number] => Boolean(c));
  return (
    <section className={`${styles.panel} ${styles.practice}`} aria-labelledby="practice-heading" role="status">
      <h2 id="practice-heading">{t('study.practice.title')}</h2>
      <p className="muted" data-testid="practice-line" data-score-band={band}>
        {t(`study.practice.line.${band}`)}
      </p>
      <GameScore right={summary.correct} answered={summary.cardsStudied} />
      {missed.length > 0 && <MissedCardList cards={missed.map(cardTextOf)} noteTypeCss={practice.round.noteTypeCss ?? noteTypeCss} />}
      <p className="muted">{t('study.practice.note')}</p>
      <div className={styles.buttons}>
        {summary.incorrectCardIds.length > 0 && (
          <button type="button" className="btn btn-primary" onClick={() => onPractise(summary.incorrectCardIds)}>
            {t('study.practice.missed')}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}

/** "Back": the arrow points the way back, to the left, and to the right in a right-to-left page. */
function BackArrow() {
  return (
    <span aria-hidden="true" className={styles.backArrow}>
      ←
    </span>
  );
}

/**
 * A failed session, told as a person would (features/games/friendlyError.ts): a deck that cannot
 * make a crossword says what to do about it; another failure says what went wrong.
 */
function ErrorText({ message, t, say }: { message: string; t: Translate<MessageId>; say: (text: string) => string }) {
  const friendly = friendlyGameError(message);
  if (!friendly.retryable) {
    return (
      <>
        <h2>{t('study.error.noCrossword')}</h2>
        <p className="muted">
          {t('study.crossword.forward', { words: CROSSWORD_MIN_WORDS, min: CROSSWORD_MIN_ANSWER, max: CROSSWORD_MAX_ANSWER })} {t('study.error.tryAnother')}
        </p>
      </>
    );
  }
  return (
    <>
      <h2>{t('study.error.title')}</h2>
      <p className="muted">{say(message)}</p>
    </>
  );
}
