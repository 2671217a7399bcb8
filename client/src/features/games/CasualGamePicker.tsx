import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_STUDY_DIRECTION, STUDY_DIRECTION_LABELS, STUDY_DIRECTIONS, type StudyDirection } from '../../../../shared/generators/direction';
import { playPath } from './direction';
import { crosswordSides } from '../../../../shared/cloze';
import { crosswordDirections, CROSSWORD_NOT_POSSIBLE_IN } from '../../../../shared/crossword';
import { GAME_MIN_CARDS, GAME_NAMES, GAME_TYPES, type GameType } from '../../../../shared/constants';
import { IO_MSG, MSG, needsAtLeast, requiresCards } from '../../../../shared/messages';
import { isOcclusionCard, leavesOutOcclusions } from '../../../../shared/games';
import { GameIcon } from './GameIcon';
import styles from './CasualGamePicker.module.css';

const BLURBS: Record<GameType, string> = {
  matching: 'Drag each term onto its definition.',
  'multiple-choice': 'Pick the right definition from four.',
  'spatial-choice': 'Answer with arrow keys or a swipe.',
  crossword: 'Solve a puzzle built from your terms.',
  flashcards: 'Flip each card and grade yourself.',
  typing: 'Type each answer; near misses count.',
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
  const [direction, setDirection] = useState<StudyDirection>(deckDirection);
  useEffect(() => setDirection(deckDirection), [deckDirection]);
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
          Play a Game
        </h2>
        <p className={styles.subtitle}>Casual practice: nothing is scheduled or recorded.</p>
        {cardCount > 0 && (
          <label className={styles.direction}>
            Direction
            <select className="select" value={direction} onChange={(e) => setDirection(e.target.value as StudyDirection)}>
              {STUDY_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {STUDY_DIRECTION_LABELS[d]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {cardCount === 0 ? (
        <p className={styles.empty}>{MSG.addCardsToPlay}</p>
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
                  title={enabled ? undefined : unsuitable ? CROSSWORD_NOT_POSSIBLE_IN[direction] : needsAtLeast(min)}
                  aria-describedby={[enabled ? '' : `game-${gameType}-needs`, leftOut ? `game-${gameType}-left-out` : ''].filter(Boolean).join(' ') || undefined}
                  onClick={() => navigate(playPath(gameType, deckId, direction, deckDirection))}
                >
                  <span className={`${styles.icon} ${styles[`icon-${gameType}`]}`}>
                    <GameIcon gameType={gameType} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.name}>{GAME_NAMES[gameType]}</span>
                    <span className={styles.blurb}>{BLURBS[gameType]}</span>
                    {!enabled && (
                      <span id={`game-${gameType}-needs`} className={styles.needs}>
                        {unsuitable ? CROSSWORD_NOT_POSSIBLE_IN[direction] : requiresCards(min, playable)}
                      </span>
                    )}
                    {leftOut > 0 && (
                      <span id={`game-${gameType}-left-out`} className={styles.leftOut}>
                        {IO_MSG.leftOutOfGame(leftOut)}
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
