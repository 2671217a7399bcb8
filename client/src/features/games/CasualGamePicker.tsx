import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_STUDY_DIRECTION, STUDY_DIRECTIONS, type StudyDirection } from '../../../../shared/generators/direction';
import { playPath } from './direction';
import { crosswordSides } from '../../../../shared/cloze';
import { crosswordDirections, CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER } from '../../../../shared/crossword';
import { CROSSWORD_MIN_WORDS, GAME_MIN_CARDS, GAME_TYPES, type GameType } from '../../../../shared/constants';
import { isOcclusionCard, leavesOutOcclusions } from '../../../../shared/games';
import { GameIcon } from './GameIcon';
import styles from './CasualGamePicker.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as gamePicker, type MessageId } from '../../locales/gamePicker';
import { pickerGameNameId } from '../../games/gameNames';

const BLURBS: Record<GameType, MessageId> = {
  matching: 'gamePicker.blurb.matching',
  'multiple-choice': 'gamePicker.blurb.multipleChoice',
  'spatial-choice': 'gamePicker.blurb.spatialChoice',
  crossword: 'gamePicker.blurb.crossword',
  flashcards: 'gamePicker.blurb.flashcards',
  typing: 'gamePicker.blurb.typing',
};

/** shared/generators/direction.ts STUDY_DIRECTION_LABELS, in the reader's language. */
const DIRECTION_LABELS: Record<StudyDirection, MessageId> = {
  forward: 'gamePicker.direction.forward',
  reverse: 'gamePicker.direction.reverse',
  mixed: 'gamePicker.direction.mixed',
};

/** shared/crossword.ts CROSSWORD_NOT_POSSIBLE_IN, in the reader's language. */
const CROSSWORD_NOT_POSSIBLE_IDS: Record<StudyDirection, MessageId> = {
  forward: 'gamePicker.crossword.forward',
  reverse: 'gamePicker.crossword.reverse',
  mixed: 'gamePicker.crossword.mixed',
};

/** Casual play (docs/product.md: screens, validation): one game, nothing recorded; each game needs a minimum of cards. */
export function CasualGamePicker({
  deckId,
  cardCount,
  cards,
  direction: deckDirection = DEFAULT_STUDY_DIRECTION,
}: {
  deckId: number;
  cardCount: number;
  /** The deck's cards, to tell whether a crossword can be built in the chosen direction. */
  cards?: readonly { term: string; definition: string; kind?: 'basic' | 'cloze' | 'image-occlusion'; clozeText?: string | null; clozeNumber?: number | null }[];
  /** The deck's remembered direction: preselected; a different choice travels in the URL. */
  direction?: StudyDirection;
}) {
  const [, navigate] = useLocation();
  const t = useT(gamePicker);
  const format = useFormat();
  const [direction, setDirection] = useState<StudyDirection>(deckDirection);
  useEffect(() => setDirection(deckDirection), [deckDirection]);
  const notPossible = t(CROSSWORD_NOT_POSSIBLE_IDS[direction], { words: format.number(CROSSWORD_MIN_WORDS), min: format.number(CROSSWORD_MIN_ANSWER), max: format.number(CROSSWORD_MAX_ANSWER) });
  // The crossword is only offered when the side that becomes its answers can build one in the
  // chosen direction (the server's rule, shared; it stops once every direction is settled).
  const directions = useMemo(() => (cards ? crosswordDirections(cards.filter((card) => !isOcclusionCard(card)).flatMap((card) => crosswordSides(card) ?? [])) : null), [cards]);
  const crosswordPossible = !directions || directions.includes(direction);
  // Image occlusion cards (docs/image-occlusion.md) are asked only by the games that show a picture's region.
  const occlusionCount = useMemo(() => cards?.filter(isOcclusionCard).length ?? 0, [cards]);
  return (
    <section className={styles.picker} aria-labelledby="casual-games-title">
      <div className={styles.heading}>
        <h2 id="casual-games-title" className={styles.title}>
          {t('gamePicker.title')}
        </h2>
        <p className={styles.subtitle}>{t('gamePicker.subtitle')}</p>
        {cardCount > 0 && (
          <label className={styles.direction}>
            {t('gamePicker.direction')}
            <select className="select" value={direction} onChange={(e) => setDirection(e.target.value as StudyDirection)}>
              {STUDY_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {t(DIRECTION_LABELS[d])}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {cardCount === 0 ? (
        <p className={styles.empty}>{t('gamePicker.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {GAME_TYPES.map((gameType) => {
            const min = GAME_MIN_CARDS[gameType];
            const leftOut = leavesOutOcclusions(gameType) ? occlusionCount : 0;
            const playable = cardCount - leftOut;
            const unsuitable = gameType === 'crossword' && playable >= min && !crosswordPossible;
            const enabled = playable >= min && !unsuitable;
            return (
              <li key={gameType}>
                <button
                  type="button"
                  className={styles.tile}
                  disabled={!enabled}
                  title={enabled ? undefined : unsuitable ? notPossible : t('gamePicker.needsAtLeast', { n: min })}
                  aria-describedby={[enabled ? '' : `game-${gameType}-needs`, leftOut ? `game-${gameType}-left-out` : ''].filter(Boolean).join(' ') || undefined}
                  onClick={() => navigate(playPath(gameType, deckId, direction, deckDirection))}
                >
                  <span className={`${styles.icon} ${styles[`icon-${gameType}`]}`}>
                    <GameIcon gameType={gameType} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.name}>{t(pickerGameNameId(gameType))}</span>
                    <span className={styles.blurb}>{t(BLURBS[gameType])}</span>
                    {!enabled && (
                      <span id={`game-${gameType}-needs`} className={styles.needs}>
                        {unsuitable ? notPossible : t('gamePicker.requires', { n: format.number(min), m: format.number(playable) })}
                      </span>
                    )}
                    {leftOut > 0 && (
                      <span id={`game-${gameType}-left-out`} className={styles.leftOut}>
                        {t('gamePicker.leftOut', { n: leftOut })}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
