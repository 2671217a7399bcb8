import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AnswerResult, GameData, GameError } from '../../../shared/games';
import { gameCardOfFlat, generateGame } from '../../../shared/generators/index';
import { MSG, scoreBand } from '../../../shared/messages';
import { Loading } from '../components/ui/Status';
import { friendlyGameError } from '../features/games/friendlyError';
import { directionFromSearch } from '../features/games/direction';
import { useGenerateGame } from '../features/games/queries';
import { useDeck } from '../features/decks/queries';
import { cardTexts, missedCardTexts } from '../games/GameShell/EndScreen/cardTexts';
import { GameOver } from '../games/GameShell/EndScreen/GameOver';
import { GameRenderer, isGameType } from '../games/GameRenderer';
import { summarize } from '../features/study/controller';
import { subsetRound } from '../features/study/rounds';
import { isMobileNow } from '../games/lib/useIsMobile';
import { errorMessage } from '../lib/trpc';
import { usePageTitle } from '../lib/usePageTitle';
import { isOnline, NOT_ON_DEVICE } from '../offline/network';
import { CROSSWORD_MIN_WORDS } from '../../../shared/constants';
import { CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER } from '../../../shared/crossword';
import type { GameType } from '../../../shared/constants';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as games, type MessageId } from '../locales/games';
import { namespace as gamePicker } from '../locales/gamePicker';
import { gameNameId } from '../games/gameNames';
import styles from './PlayPage.module.css';
// The error panels are cards like the end screen's (one look for both).
import panelStyles from '../games/GameShell/EndScreen/GameOver.module.css';

/** The page's own English texts (shared/messages.ts, offline/network.ts) in the reader's language. */
const PAGE_ERRORS: Record<string, MessageId> = {
  [MSG.loadGameFailed]: 'games.play.loadFailed',
  [MSG.gameDataInvalid]: 'games.play.dataInvalid',
  [NOT_ON_DEVICE.text]: 'games.play.notOnDevice',
};

/** "Loading crossword game...": shared/messages.ts loadingGame(), one message per game. */
const LOADING: Record<GameType, MessageId> = {
  matching: 'games.play.loading.matching',
  'multiple-choice': 'games.play.loading.multipleChoice',
  'spatial-choice': 'games.play.loading.spatialChoice',
  crossword: 'games.play.loading.crossword',
  flashcards: 'games.play.loading.flashcards',
  typing: 'games.play.loading.typing',
};

function ErrorPanel({ message, onRetry, backHref }: { message: string; onRetry: () => void; backHref: string }) {
  const t = useT(games);
  const tp = useT(gamePicker);
  // A server's text comes translated, or is an entry of the messages catalog (useMsg).
  const tm = useMsg();
  const friendly = friendlyGameError(message);
  if (!friendly.retryable) {
    // Trying again cannot help (the deck cannot make this game): say why and lead back.
    const reason = tp('gamePicker.crossword.forward', { words: CROSSWORD_MIN_WORDS, min: CROSSWORD_MIN_ANSWER, max: CROSSWORD_MAX_ANSWER });
    return (
      <div className={panelStyles.panel} role="alert">
        <h1 className={panelStyles.title}>{t('games.play.noCrosswordTitle')}</h1>
        <p className="muted">{t('games.play.noCrossword', { reason })}</p>
        <Link href={backHref} className="btn btn-primary">
          {t('games.end.backToDeck')}
        </Link>
      </div>
    );
  }
  const known = PAGE_ERRORS[message];
  return (
    <div className={panelStyles.panel} role="alert">
      <p className={styles.errorText}>{t('games.play.error', { message: known ? t(known) : tm(message) })}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('games.play.tryAgain')}
      </button>
    </div>
  );
}

/** This round's answers, newest last: casual play records nothing (docs/product.md: calls), they only make the end screen's score. */
function useRoundAnswers() {
  const answers = useRef<AnswerResult[]>([]);
  const onAnswer = useCallback((result: AnswerResult) => {
    answers.current.push(result);
  }, []);
  // Undo (docs/study-options.md): nothing was sent, so the last answer to that card can always be taken back.
  const onUndo = useCallback((cardId: number) => {
    if (answers.current.at(-1)?.cardId !== cardId) return false;
    answers.current.pop();
    return true;
  }, []);
  const reset = useCallback(() => {
    answers.current = [];
  }, []);
  return { answers, onAnswer, onUndo, reset };
}

/** /play/{gameType}/{deckId}: load a random round, play it, then Game Over (docs/product.md: screens, states). */
export default function PlayPage({ gameType, deckId: deckIdParam }: { gameType: string; deckId: string }) {
  const t = useT(games);
  const deckId = /^\d+$/.test(deckIdParam ?? '') ? Number(deckIdParam) : NaN;
  const valid = isGameType(gameType) && Number.isSafeInteger(deckId) && deckId > 0;
  const generate = useGenerateGame();
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState(false);
  /** 'Practise the missed cards': a round of just those cards, cut from the round played (nothing is asked of the server). */
  const [practice, setPractice] = useState<GameData | null>(null);
  const { mutate } = generate;
  const roundAnswers = useRoundAnswers();
  const deckCards = useDeck(valid ? deckId : NaN);
  const resetAnswers = roundAnswers.reset;

  /**
   * Offline (issue 29.3), a casual round is drawn in the browser from the deck kept on this device
   * (its cards, as the server would draw them: shared/generators). `data` is unset until the
   * deck's saved copy is at hand.
   */
  const [offline, setOffline] = useState<{ draw: number; data?: GameData | GameError } | null>(null);

  const load = useCallback(() => {
    if (!valid) return;
    resetAnswers();
    setFinished(false);
    setPractice(null);
    setRound((n) => n + 1);
    if (!isOnline()) {
      setOffline((o) => ({ draw: (o?.draw ?? 0) + 1 }));
      return;
    }
    setOffline(null);
    // ?direction= from the picker's Direction select (docs/study-options.md); else the deck's own.
    const direction = directionFromSearch(window.location.search);
    mutate({ gameType, deckId, ...(direction ? { direction } : {}), constraintProfile: { isMobile: isMobileNow() } });
  }, [valid, gameType, deckId, mutate, resetAnswers]);

  const savedDeck = deckCards.data;
  useEffect(() => {
    if (!offline || offline.data || !savedDeck || !isGameType(gameType)) return;
    const direction = directionFromSearch(window.location.search) ?? savedDeck.study_direction;
    const languages = { term: savedDeck.term_language ?? null, definition: savedDeck.definition_language ?? null };
    const game = generateGame(gameType, savedDeck.flashcards.map(gameCardOfFlat), { title: savedDeck.name, isMobile: isMobileNow(), direction, languages });
    // The deck's note type CSS, as the server adds it to a game online (docs/notes.md).
    const data = 'error' in game || !savedDeck.noteTypeCss ? game : { ...game, noteTypeCss: savedDeck.noteTypeCss };
    setOffline({ ...offline, data });
  }, [offline, savedDeck, gameType]);
  const notOnDevice = offline !== null && !offline.data && !savedDeck && deckCards.fetchStatus !== 'fetching';
  const source = offline
    ? { data: offline.data, isError: notOnDevice, error: notOnDevice ? new Error(NOT_ON_DEVICE.text) : null, isPending: !offline.data && !notOnDevice, isIdle: false }
    : generate;

  // The end screen's score: the first answer to each card counts, as in a smart session.
  const generated = source.data && !('error' in source.data) ? (source.data as GameData) : null;
  const data = practice ?? generated;
  const end = useMemo(() => {
    if (!finished || !data || !isGameType(gameType)) return null;
    const summary = summarize(roundAnswers.answers.current.map((a) => ({ ...a, gameType })));
    // 'term — definition' whatever the direction: the deck's cards when loaded (usually cached by the deck page).
    const direction = directionFromSearch(window.location.search) ?? deckCards.data?.study_direction;
    const missed = missedCardTexts(summary.incorrectCardIds, cardTexts(gameType, data), deckCards.data?.flashcards, direction);
    const noteTypeCss = data.noteTypeCss ?? deckCards.data?.noteTypeCss;
    return { right: summary.correct, answered: summary.cardsStudied, missed, missedIds: summary.incorrectCardIds, band: scoreBand(summary.correct, summary.cardsStudied), noteTypeCss };
  }, [finished, data, gameType, roundAnswers.answers, deckCards.data]);

  // A crossword cannot be cut to some of its words: there, Play Again is the practice.
  const practise = end && end.missedIds.length > 0 && data && gameType !== 'crossword' && isGameType(gameType) ? subsetRound(gameType, data, end.missedIds) : null;
  const startPractice = () => {
    if (!practise) return;
    resetAnswers();
    setPractice(practise);
    setFinished(false);
    setRound((n) => n + 1);
  };

  useEffect(load, [load]);

  const backHref = Number.isSafeInteger(deckId) && deckId > 0 ? `/decks/${deckId}` : '/decks';
  const gameName = t(isGameType(gameType) ? gameNameId(gameType) : 'games.play.nav');
  usePageTitle(gameName);
  // Loading and error states have no visible heading of their own; the page still needs an h1.
  let hiddenHeading = true;
  let body;
  if (!isGameType(gameType)) {
    body = (
      <div className={panelStyles.panel} role="alert">
        <p className={styles.errorText}>{t('games.unknownType', { type: gameType })}</p>
        <Link href="/decks" className="btn btn-primary">
          {t('games.play.backToDecks')}
        </Link>
      </div>
    );
  } else if (!valid) {
    body = (
      <div className={panelStyles.panel} role="alert">
        <p className={styles.errorText}>{t('games.play.invalidParams')}</p>
        <Link href="/decks" className="btn btn-primary">
          {t('games.play.backToDecks')}
        </Link>
      </div>
    );
  } else if (source.isError) {
    body = <ErrorPanel message={errorMessage(source.error, MSG.loadGameFailed)} onRetry={load} backHref={backHref} />;
  } else if (source.isPending || source.isIdle) {
    body = <Loading text={t(LOADING[gameType])} />;
  } else if (!source.data) {
    body = <ErrorPanel message={MSG.gameDataInvalid} onRetry={load} backHref={backHref} />;
  } else if ('error' in source.data) {
    // A deck that cannot make this game answers an error field, shown as is (docs/product.md: validation).
    body = <ErrorPanel message={source.data.error} onRetry={load} backHref={backHref} />;
  } else if (finished) {
    hiddenHeading = false;
    body = <GameOver end={end} onPractise={practise ? startPractice : undefined} onPlayAgain={load} backHref={backHref} />;
  } else {
    hiddenHeading = false; // the game header has the h1
    body = (
      <GameRenderer
        key={round}
        gameType={gameType}
        data={practice ?? (source.data as GameData)}
        initialStreak={0}
        totalAnsweredInSession={0}
        sessionGoalTotal={0}
        onAnswer={roundAnswers.onAnswer}
        onUndo={roundAnswers.onUndo}
        onFinish={() => setFinished(true)}
      />
    );
  }

  return (
    <main className={`page ${styles.page}`}>
      <nav className={styles.topBar} aria-label={t('games.play.nav')}>
        <Link href={backHref} className={`btn btn-ghost btn-sm ${styles.back}`}>
          {/* Part of the link's name, as before ("← Back to Deck" beside the end screen's own Back to Deck). */}
          <span className={styles.arrow}>←</span>{' '}
          {t('games.end.backToDeck')}
        </Link>
      </nav>
      {hiddenHeading && <h1 className="visually-hidden">{gameName}</h1>}
      {body}
    </main>
  );
}
