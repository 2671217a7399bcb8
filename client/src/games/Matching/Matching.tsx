import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  MATCHING_DRAG_ACTIVATION_PX,
  MATCHING_FINISH_MS,
  MATCHING_HIGHLIGHT_MS,
  MATCHING_SHAKE_MS,
} from '../../../../shared/constants';
import type { GameProps, MatchingData } from '../../../../shared/games';
import { GameShell, GameUndoButton } from '../GameShell/GameShell';
import { useGameShell } from '../GameShell/useGameShell';
import { useTimers } from '../lib/useTimeout';
import { sideLabel } from '../../components/CardFace/CardFace';
import { keyboardStep } from './keyboardStep';
import { attemptPair, initialMatching, isRoundDone, undoAttempt, type MatchingState } from './matchingState';
import { DefinitionTile, TermTile, useBoardFit } from './Tiles';
import styles from './Matching.module.css';
import { useT, type Translate } from '../../i18n';
import { namespace as games, type MessageId } from '../../locales/games';

// What screen readers hear during a drag: the tiles' own text, never their ids (which would
// give the answer away: a term and its definition share one).
const textOf = (entry: { data: { current?: { text?: unknown } } } | null) => String(entry?.data.current?.text ?? '');
const dragAccessibility = (t: Translate<MessageId>): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } => ({
  announcements: {
    onDragStart: ({ active }) => t('games.matching.pickedUp', { term: textOf(active) }),
    onDragOver: ({ active, over }) =>
      over ? t('games.matching.over', { term: textOf(active), definition: textOf(over) }) : t('games.matching.notOver', { term: textOf(active) }),
    onDragEnd: ({ active, over }) =>
      over ? t('games.matching.droppedOn', { term: textOf(active), definition: textOf(over) }) : t('games.matching.dropped', { term: textOf(active) }),
    onDragCancel: ({ active }) => t('games.matching.cancelled', { term: textOf(active) }),
  },
  screenReaderInstructions: { draggable: t('games.matching.dragHelp') },
});

// Pointer position first (what the user aims at), then overlap for keyboard drags.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const withItem = (set: ReadonlySet<number>, id: number) => new Set(set).add(id);
const without = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export default function Matching(props: GameProps<MatchingData>) {
  const { data, onFinish, onUndo } = props;
  const t = useT(games);
  const shell = useGameShell(props);
  const later = useTimers();
  // Matched pairs, reported cards and this round's attempts (for undo): matchingState.ts decides.
  const [game, setGame] = useState<MatchingState>(initialMatching);
  const gameRef = useRef(game);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [shaking, setShaking] = useState<ReadonlySet<number>>(new Set());
  const [missed, setMissed] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  useBoardFit(boardRef, data);
  // After a match by keyboard the matched tiles are disabled and focus would fall to the page:
  // it moves to the next unmatched term instead (issue #29: 71 Tab presses for one round).
  const focusAfterMatch = useRef<number | null>(null);
  useLayoutEffect(() => {
    const termId = focusAfterMatch.current;
    const board = boardRef.current;
    focusAfterMatch.current = null;
    if (termId === null || !board || !data?.terms) return;
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || board.contains(active);
    if (!focusWasHere) return;
    const order = data.terms.map((t) => t.id);
    const start = order.indexOf(termId);
    const next = [...order.slice(start + 1), ...order.slice(0, start)].find((id) => !game.matched.has(id));
    if (next !== undefined) board.querySelector<HTMLElement>(`[data-testid="term-${next}"]`)?.focus();
  }, [game, data]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: MATCHING_DRAG_ACTIVATION_PX } }),
    useSensor(TouchSensor, { activationConstraint: { distance: MATCHING_DRAG_ACTIVATION_PX } }),
    // Space drags; Enter is left to the button, so Enter selects a term and then a definition.
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardStep,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const commit = (next: MatchingState) => {
    gameRef.current = next;
    setGame(next);
  };
  const termText = (termId: number) => {
    const term = data?.terms.find((t) => t.id === termId);
    return term ? sideLabel(term.text, term.imageUrl, t('games.matching.picture')) : '';
  };

  // Undo (docs/study-options.md): the last pair attempt, right or wrong, if the session agrees to take back
  // its report (an attempt that was not the card's first reported nothing, so it is only local).
  const undo = () => {
    const result = undoAttempt(gameRef.current);
    if (!result) return;
    const { attempt } = result;
    shell.takeBack({ cardId: attempt.termId, streakBefore: attempt.streakBefore, reported: attempt.reported }, () => {
      commit(result.state);
      setSelected(null);
      setHighlighted((s) => without(s, attempt.termId));
      setShaking((s) => without(s, attempt.termId));
      setMissed((s) => without(s, attempt.definitionId));
      setStatus(t(attempt.isCorrect ? 'games.matching.undoneMatched' : 'games.matching.undoneOpen', { term: termText(attempt.termId) }));
    });
  };

  if (!data?.terms?.length) return <p className="muted" role="status">{t('games.loading')}</p>;

  const attempt = (termId: number, definitionId: number) => {
    const result = attemptPair(gameRef.current, termId, definitionId, shell.streak);
    if (!result) return;
    const { isCorrect, reported } = result.attempt;
    commit(result.state);
    if (reported) shell.report(termId, isCorrect);
    shell.bumpStreak(isCorrect);
    setSelected(null);
    setStatus(t(isCorrect ? 'games.matching.correct' : 'games.matching.wrong', { term: termText(termId) }));
    if (isCorrect) {
      focusAfterMatch.current = termId;
      setHighlighted((s) => withItem(s, termId));
      later(() => setHighlighted((s) => without(s, termId)), MATCHING_HIGHLIGHT_MS);
      shell.markShown();
      // Undoing the last match during this pause cancels the finish.
      if (isRoundDone(result.state, data.terms.length)) shell.pause(onFinish, MATCHING_FINISH_MS);
    } else {
      setShaking((s) => withItem(s, termId));
      setMissed((s) => withItem(s, definitionId));
      later(() => {
        setShaking((s) => without(s, termId));
        setMissed((s) => without(s, definitionId));
      }, MATCHING_SHAKE_MS);
    }
  };

  const onDragEnd = (event: DragEndEvent) => {
    const termId = event.active.data.current?.id;
    const definitionId = event.over?.data.current?.id;
    if (typeof termId === 'number' && typeof definitionId === 'number') attempt(termId, definitionId);
  };

  const matched = game.matched;
  const remaining = data.terms.length - matched.size;
  return (
    <GameShell game={props} progress={shell} label={t('games.matching.label')} className={styles.game}
      undo={{ can: game.history.length > 0, run: undo }}
      status={
        <p className={styles.instructions}>
          {remaining < data.terms.length ? t('games.matching.instructionsLeft', { n: remaining }) : t('games.matching.instructions')}
          <span className={styles.keyboardHint}> {t('games.matching.keyboardHint')}</span>
        </p>
      }
    >
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragEnd={onDragEnd}
        onDragStart={() => setSelected(null)}
        accessibility={dragAccessibility(t)}
      >
        <div className={styles.columns} ref={boardRef}>
          <div className={styles.column}>
            <h2 className={styles.columnTitle}>{t('games.matching.terms')}</h2>
            {data.terms.map((term) => (
              <TermTile
                key={term.id}
                item={term}
                matched={matched.has(term.id)}
                highlighted={highlighted.has(term.id)}
                shaking={shaking.has(term.id)}
                selected={selected === term.id}
                onSelect={(id) => {
                  setSelected((current) => (current === id ? null : id));
                  setStatus(selected === id ? '' : t('games.matching.selected', { term: sideLabel(term.text, term.imageUrl, t('games.matching.picture')) }));
                }}
              />
            ))}
          </div>
          <div className={styles.column}>
            <h2 className={styles.columnTitle}>{t('games.matching.definitions')}</h2>
            {data.definitions.map((definition) => (
              <DefinitionTile
                key={definition.id}
                item={definition}
                matched={matched.has(definition.id)}
                highlighted={highlighted.has(definition.id)}
                missed={missed.has(definition.id)}
                onPick={(id) => selected !== null && attempt(selected, id)}
              />
            ))}
          </div>
        </div>
      </DndContext>
      {onUndo && (
        <div className={styles.footer}>
          <GameUndoButton />
        </div>
      )}
    </GameShell>
  );
}
