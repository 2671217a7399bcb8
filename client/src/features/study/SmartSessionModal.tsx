import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { GameType } from '../../../../shared/constants';
import { Modal } from '../../components/ui/Modal';
import { Loading } from '../../components/ui/Status';
import { DEFAULT_STUDY_DIRECTION, STUDY_DIRECTIONS, type StudyDirection } from '../../../../shared/generators/direction';
import { CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER, smartGamesFor } from '../../../../shared/crossword';
import { CROSSWORD_MIN_WORDS } from '../../../../shared/constants';
import { useDeck } from '../decks/queries';
import { useAvailableSmartGames } from '../stats/queries';
import { LimitReachedNotice, NewCardsTodayField } from './NewCardLimit';
import { canStart, parseGoal, type GoalType } from './goal';
import styles from './SmartSessionModal.module.css';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as study, type MessageId as StudyId } from '../../locales/study';
import { namespace as gamesNs } from '../../locales/games';
import { gameNameId } from '../../games/gameNames';

const GAME_BLURBS: Record<GameType, StudyId> = {
  matching: 'study.blurb.matching',
  'multiple-choice': 'study.blurb.multipleChoice',
  'spatial-choice': 'study.blurb.spatialChoice',
  crossword: 'study.blurb.crossword',
  flashcards: 'study.blurb.flashcards',
  typing: 'study.blurb.typing',
};

const DIRECTION_LABELS: Record<StudyDirection, StudyId> = {
  forward: 'study.direction.forward',
  reverse: 'study.direction.reverse',
  mixed: 'study.direction.mixed',
};

/**
 * Why a game cannot be played: the server's only reason is the crossword's (in the chosen
 * direction, shared/crossword.ts), said here in the reader's language; else the due cards it needs.
 */
function unavailableText(t: Translate<StudyId>, game: { id: GameType; minCards: number; unavailableReason?: string }, direction: StudyDirection): string {
  if (game.id === 'crossword' && game.unavailableReason) {
    return t(`study.crossword.${direction}`, { words: CROSSWORD_MIN_WORDS, min: CROSSWORD_MIN_ANSWER, max: CROSSWORD_MAX_ANSWER });
  }
  return game.unavailableReason ?? t('study.requires', { min: game.minCards });
}

export interface StudyNavigationState {
  gameType: GameType;
  goal: ReturnType<typeof parseGoal>;
  direction: StudyDirection;
}

/** Start a Smart Session: choose a game, set a goal, go to /study/deck/{id}. */
export function SmartSessionModal({ deckId, open, onClose }: { deckId: number; open: boolean; onClose: () => void }) {
  const t = useT(study);
  const tg = useT(gamesNs);
  const format = useFormat();
  const [, navigate] = useLocation();
  const games = useAvailableSmartGames(deckId, open);
  const deck = useDeck(deckId);
  const rememberedDirection = deck.data?.study_direction ?? DEFAULT_STUDY_DIRECTION;
  const [direction, setDirection] = useState<StudyDirection>(rememberedDirection);
  const [gameId, setGameId] = useState<GameType | null>(null);
  const [goalType, setGoalType] = useState<GoalType>('quick');
  const [minutes, setMinutes] = useState('');
  const [cards, setCards] = useState('');

  // Games load on open; the first enabled game is preselected; the goal starts at Quick Start.
  useEffect(() => {
    if (open) games.refetch();
    setGoalType('quick');
    setMinutes('');
    setCards('');
    // The deck remembers the direction last studied (docs/study-options.md).
    setDirection(rememberedDirection);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, rememberedDirection]);
  // The crossword's availability follows the chosen direction: its answers are the side it asks for.
  const gameOptions = games.data ? smartGamesFor(games.data, direction) : [];
  const enabledKey = gameOptions.filter((g) => g.isEnabled).map((g) => g.id).join();
  useEffect(() => {
    if (!open || !games.data) return;
    const enabled = enabledKey ? (enabledKey.split(',') as GameType[]) : [];
    setGameId((current) => (current && enabled.includes(current) ? current : (enabled[0] ?? null)));
  }, [open, games.data, enabledKey]);

  function start() {
    const goal = parseGoal(goalType, minutes, cards);
    if (!goal) {
      window.alert(t('study.goalInvalid'));
      return;
    }
    if (!gameId) return;
    const state: StudyNavigationState = { gameType: gameId, goal, direction };
    onClose();
    navigate(`/study/deck/${deckId}`, { state });
  }

  return (
    <Modal
      open={open}
      title={t('study.title')}
      onClose={onClose}
      size="wide"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('study.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!canStart(gameId, goalType, minutes, cards)} onClick={start} data-testid="start-studying">
            {t('study.start')}
          </button>
        </>
      }
    >
      <section aria-labelledby="choose-game-heading">
        <h3 id="choose-game-heading" className={styles.step}>
          <span className={styles.stepNumber}>1</span> {t('study.chooseGame')}
        </h3>
        {games.isPending && <Loading text={t('study.loadingGames')} />}
        {games.isError && (
          <div className="alert alert-error" role="alert">
            {t('study.gamesFailed')}{' '}
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => games.refetch()}>
              {t('study.retry')}
            </button>
          </div>
        )}
        {games.data && (
          <>
            {/* Reviews due and new cards left today, two numbers (issue 29.2); the limit, when reached, says so. */}
            <p className="muted" data-testid="ready-counts">
              {t('study.reviewsDue', { n: games.data.reviewCount })} · {t('study.newLeft', { n: games.data.newCount })}
            </p>
            {games.data.newCount === 0 && (games.data.newWaitingCount ?? 0) > 0 && (
              <LimitReachedNotice deckId={deckId} limit={games.data.newLimitToday} waiting={games.data.newWaitingCount ?? 0} />
            )}
            <div className={styles.tiles} role="radiogroup" aria-label={t('study.gameLabel')}>
              {gameOptions.map((game) => (
                <button
                  key={game.id}
                  type="button"
                  role="radio"
                  aria-checked={gameId === game.id}
                  data-game={game.id}
                  disabled={!game.isEnabled}
                  title={game.isEnabled ? undefined : unavailableText(t, game, direction)}
                  className={`${styles.tile} ${gameId === game.id ? styles.selected : ''}`}
                  onClick={() => game.isEnabled && setGameId(game.id)}
                >
                  <span className={styles.tileName}>{tg(gameNameId(game.id))}</span>
                  <span className={styles.tileText}>
                    {game.isEnabled ? t(GAME_BLURBS[game.id]) : unavailableText(t, game, direction)}
                  </span>
                  {!game.isEnabled && !game.unavailableReason && <span className={styles.tileNeeds}>{t('study.needs', { min: game.minCards, ready: games.data.dueCardCount })}</span>}
                </button>
              ))}
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="set-goal-heading" className={styles.goalSection}>
        <h3 id="set-goal-heading" className={styles.step}>
          <span className={styles.stepNumber}>2</span> {t('study.setGoal')}
        </h3>
        <div className={styles.goals} role="radiogroup" aria-label={t('study.goalLabel')}>
          <label className={`${styles.goal} ${goalType === 'quick' ? styles.goalSelected : ''}`}>
            <input type="radio" name="goal" checked={goalType === 'quick'} onChange={() => setGoalType('quick')} />
            <span>
              <strong>{t('study.quickStart')}</strong>
              <span className={styles.goalText}>{t('study.quickStartText')}</span>
              {games.data && (
                <span className={styles.goalCounts} data-testid="quick-start-counts">
                  {t('study.quickStartCounts', { reviews: games.data.reviewCount, fresh: games.data.newCount })}
                </span>
              )}
            </span>
          </label>
          <NumberGoal label={t('study.byTime')} unit={t('study.minutesUnit')} inputLabel={t('study.minutesLabel')} placeholder={format.number(10)} selected={goalType === 'time'} value={minutes} onSelect={() => setGoalType('time')} onChange={setMinutes} />
          <NumberGoal label={t('study.byCards')} unit={t('study.cardsUnit')} inputLabel={t('study.cardsLabel')} placeholder={format.number(20)} selected={goalType === 'cards'} value={cards} onSelect={() => setGoalType('cards')} onChange={setCards} />
        </div>
        <div className={styles.directionRow}>
          <span id="direction-label" className={styles.directionLabel}>
            {t('study.direction')}
          </span>
          <div className={styles.directions} role="radiogroup" aria-labelledby="direction-label">
            {STUDY_DIRECTIONS.map((d) => (
              <label key={d} className={`${styles.direction} ${direction === d ? styles.directionSelected : ''}`}>
                <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
                {t(DIRECTION_LABELS[d])}
              </label>
            ))}
          </div>
        </div>
        {games.data?.newLimitToday !== undefined && <NewCardsTodayField deckId={deckId} limit={games.data.newLimitToday} studied={games.data.newStudiedToday ?? 0} />}
      </section>
    </Modal>
  );
}

interface NumberGoalProps {
  label: string;
  unit: string;
  inputLabel: string;
  placeholder: string;
  selected: boolean;
  value: string;
  onSelect: () => void;
  onChange: (value: string) => void;
}

/**
 * A goal with a number: typing in (or clicking) its input selects it. Focus alone does not, so
 * tabbing past the fields never switches the goal or disables Start (issue 13).
 */
function NumberGoal({ label, unit, inputLabel, placeholder, selected, value, onSelect, onChange }: NumberGoalProps) {
  return (
    <label className={`${styles.goal} ${selected ? styles.goalSelected : ''}`}>
      <input type="radio" name="goal" checked={selected} onChange={onSelect} />
      <span>
        <strong>{label}</strong>
        <span className={styles.goalInputRow}>
          <input
            type="number"
            min={1}
            inputMode="numeric"
            className={`input ${styles.goalInput}`}
            aria-label={inputLabel}
            placeholder={placeholder}
            value={value}
            onClick={onSelect}
            onChange={(e) => {
              onSelect();
              onChange(e.target.value);
            }}
          />
          {unit}
        </span>
      </span>
    </label>
  );
}
