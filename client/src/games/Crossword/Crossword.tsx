import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { CrosswordClue, CrosswordData, GameProps } from '../../../../shared/games';
import { CardFace } from '../../components/CardFace/CardFace';
import { ListenButton } from '../../components/CardFace/ListenButton';
import { GameShell, GameUndoButton } from '../GameShell/GameShell';
import { useGameShell } from '../GameShell/useGameShell';
import { useIsMobile } from '../lib/useIsMobile';
import {
  advanceCursor,
  applyHint,
  backspace,
  cellSizePx,
  cellsOf,
  clearWord,
  clickCell,
  placeCursor,
  clueAt,
  clueKey,
  cursorOnClue,
  emptyBoard,
  isPuzzleComplete,
  isWordCorrect,
  MAX_HINTS,
  moveArrow,
  moveToClue,
  newlyCompletedClues,
  orderedClues,
  normalizeInput,
  startCursor,
  typeLetter,
  type Board,
  type Cursor,
} from './crosswordLogic';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import { useVisualViewportInsets } from '../lib/useVisualViewportInsets';
import styles from './Crossword.module.css';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as games, type MessageId } from '../../locales/games';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function ClueList({
  title,
  clues,
  activeKey,
  board,
  onPick,
}: {
  title: string;
  clues: CrosswordClue[];
  activeKey: string | null;
  board: Board;
  onPick: (clue: CrosswordClue) => void;
}) {
  const format = useFormat();
  return (
    <div className={styles.clueList}>
      <h2 className={styles.clueListTitle}>{title}</h2>
      <ol className={styles.clues}>
        {clues.map((clue) => {
          const key = clueKey(clue);
          const done = isWordCorrect(clue, board);
          return (
            <li key={key}>
              <button
                type="button"
                className={`${styles.clue} ${key === activeKey ? styles.clueActive : ''} ${done ? styles.clueDone : ''}`}
                onClick={() => onPick(clue)}
                aria-current={key === activeKey ? 'true' : undefined}
              >
                <span className={styles.clueNumber}>{format.number(clue.number)}</span>
                <span>
                  {/* The learner's text in its own direction (a Latin clue in an Arabic page keeps its order). */}
                  <bdi>
                    <CardFace side={clue.clue} context="plain" />
                  </bdi>{' '}
                  <span className={styles.clueLength}>({format.number(clue.length)})</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Puzzle(props: GameProps<CrosswordData>) {
  const { data, onFinish, onUndo } = props;
  const progress = useGameShell(props);
  const t = useT(games);
  const format = useFormat();
  const isMobile = useIsMobile();
  const [board, setBoard] = useState<Board>(() => emptyBoard(data));
  const [cursor, setCursor] = useState<Cursor>(() => startCursor(data, emptyBoard(data)));
  const [hintLevels, setHintLevels] = useState<Record<string, number>>({});
  const [finished, setFinished] = useState(false);
  // Words reported so far: each fully correct word is reported once (docs/product.md: states).
  const reported = useRef(new Set<string>());
  const hinted = useRef(new Set<string>());
  // Words typed into with a wrong letter (issue 48): a miss, like a hinted word, when completed.
  const mistyped = useRef(new Set<string>());
  // This round's solved words, newest last, for undo (docs/study-options.md): a word is the crossword's answer.
  const [solved, setSolved] = useState<{ key: string; cardId: number; streakBefore: number }[]>([]);
  const [undoStatus, setUndoStatus] = useState('');
  const gridWrap = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [availableWidth, setAvailableWidth] = useState(0);
  const hintButton = useRef<HTMLButtonElement>(null);
  // The cell of the last click, so a second click on it (and only that) flips the direction.
  const lastClicked = useRef<string | null>(null);
  const stickyInsets = useVisualViewportInsets(isMobile);

  useLayoutEffect(() => {
    const element = gridWrap.current;
    if (!element) return;
    const measure = () => setAvailableWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The focused input follows the cursor on desktop; phones keep focus off (no system keyboard).
  useEffect(() => {
    if (!isMobile && !finished) inputs.current.get(`${cursor.row},${cursor.col}`)?.focus({ preventScroll: false });
  }, [cursor, isMobile, finished]);

  const activeClue = clueAt(data, cursor.row, cursor.col, cursor.direction);
  const activeKey = activeClue ? clueKey(activeClue) : null;
  const activeCells = new Set(activeClue ? cellsOf(activeClue).map(([r, c]) => `${r},${c}`) : []);

  /**
   * Reports words that just became correct and finishes when every cell is right. `streak` is the
   * streak before them (0 after a hint, whose reset is not yet rendered), for undo to restore.
   */
  const settle = (next: Board, streak: number) => {
    const words = newlyCompletedClues(data, next, reported.current);
    for (const clue of words) {
      const key = clueKey(clue);
      reported.current.add(key);
      const usedHint = hinted.current.has(key);
      // A hinted word counts as incorrect (docs/product.md: states); its streak reset happened at the hint.
      // So does a word that had a wrong letter typed in it (issue 48, docs/games.md): the end screen
      // then lists it as a miss instead of "No misses".
      const right = !usedHint && !mistyped.current.has(key);
      progress.bumpStreak(right);
      progress.report(clue.id, right, usedHint);
      progress.markShown();
      const entry = { key, cardId: clue.id, streakBefore: streak };
      setSolved((list) => [...list, entry]);
      streak = right ? streak + 1 : 0;
    }
    if (words.length) setUndoStatus('');
    if (isPuzzleComplete(data, next) && !finished) {
      setFinished(true);
      onFinish();
    }
  };

  const enterLetter = (letter: string) => {
    if (finished) return;
    const next = typeLetter(data, board, cursor.row, cursor.col, letter);
    if (!next) return;
    setBoard(next);
    // A wrong letter is a miss of the word being typed (the cursor's word).
    const typedIn = clueAt(data, cursor.row, cursor.col, cursor.direction);
    if (next[cursor.row][cursor.col].status === 'wrong' && typedIn) mistyped.current.add(clueKey(typedIn));
    if (next[cursor.row][cursor.col].status === 'correct') {
      setCursor(advanceCursor(data, next, cursor));
      settle(next, progress.streak);
    }
  };

  const erase = () => {
    if (finished) return;
    const result = backspace(data, board, cursor);
    setBoard(result.board);
    setCursor(result.cursor);
  };

  const takeHint = () => {
    if (!activeClue || finished) return;
    const key = clueKey(activeClue);
    const level = Math.min(MAX_HINTS, (hintLevels[key] ?? 0) + 1);
    if (isWordCorrect(activeClue, board)) return;
    hinted.current.add(key);
    progress.bumpStreak(false);
    setHintLevels({ ...hintLevels, [key]: level });
    const next = applyHint(data, board, activeClue, level);
    setBoard(next);
    settle(next, 0);
    // Revealed cells are locked: move the cursor off them to the next open cell.
    if (next[cursor.row][cursor.col].status === 'correct') setCursor(advanceCursor(data, next, cursor));
  };

  // Undo (docs/study-options.md): the last solved word opens again (its letters cleared, those shared with
  // another solved word kept), if the session agrees. The last word ends the puzzle at once, so
  // only words before it can be taken back.
  const lastSolved = solved.at(-1);
  const undo = () => {
    const clue = lastSolved && orderedClues(data).find((c) => clueKey(c) === lastSolved.key);
    if (!lastSolved || finished || !clue) return;
    progress.takeBack(lastSolved, () => {
      reported.current.delete(lastSolved.key);
      const next = clearWord(data, board, clue, reported.current);
      setBoard(next);
      setSolved((list) => list.slice(0, -1));
      setCursor(cursorOnClue(clue, next));
      setUndoStatus(t(clue.direction === 'ACROSS' ? 'games.crossword.undoneAcross' : 'games.crossword.undoneDown', { number: format.number(clue.number) }));
    });
  };

  // A clue picked from the list: the cursor goes to its word's first empty cell and, on a desktop,
  // the focus with it, so typing fills the word at once (issue 48).
  const pickClue = (clue: CrosswordClue) => {
    const next = cursorOnClue(clue, board);
    lastClicked.current = null;
    setCursor(next);
    if (!isMobile) inputs.current.get(`${next.row},${next.col}`)?.focus({ preventScroll: false });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Tab' || event.key === 'Enter') {
      event.preventDefault();
      setCursor(moveToClue(data, board, cursor, event.key === 'Tab' && event.shiftKey ? -1 : 1));
    } else if (ARROWS.has(event.key)) {
      event.preventDefault();
      setCursor(moveArrow(data, cursor, event.key as 'ArrowUp'));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      erase();
    } else if (event.key === 'Escape') {
      // Tab moves between clues (the product spec), so Escape is the way out of the grid for keyboard users.
      event.preventDefault();
      hintButton.current?.focus();
    } else if (event.key === ' ') {
      event.preventDefault();
      setCursor(clickCell(data, cursor, cursor.row, cursor.col));
    } else {
      const letter = normalizeInput(event.key);
      if (letter) {
        event.preventDefault();
        enterLetter(letter);
      }
    }
  };

  // Fallback for input methods that do not report the key (some IMEs): read what was inserted.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = normalizeInput([...event.target.value].pop() ?? '');
    if (typed) enterLetter(typed);
  };

  const { size, scroll } = cellSizePx(isMobile, availableWidth || 9999, data.gridDimensions.cols);
  const hintLevel = activeKey ? (hintLevels[activeKey] ?? 0) : 0;
  const wordDone = activeClue ? isWordCorrect(activeClue, board) : true;
  const solvedWords = reported.current.size;
  const totalWords = data.clues.across.length + data.clues.down.length;

  return (
    <GameShell game={props} progress={progress} label={t('games.crossword.label')} className={styles.game} style={stickyInsets}
      // Ctrl+Z is taken while there is a solved word; after the last one the puzzle has ended.
      undo={{ can: Boolean(lastSolved) && !finished, run: undo }}
      status={
        <p className={styles.status}>
          {t('games.crossword.solved', { n: format.number(solvedWords), total: format.number(totalWords) })}
          <span className="visually-hidden" role="status" aria-live="polite">
            {undoStatus}
          </span>
        </p>
      }
    >

      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={`${styles.clueBar} ${isMobile ? styles.clueBarSticky : ''}`} aria-live="polite" data-testid="clue-bar">
            {activeClue && (
              <>
                <span className={styles.clueBarTag} data-testid="clue-bar-tag">
                  {t(activeClue.direction === 'ACROSS' ? 'games.crossword.tagAcross' : 'games.crossword.tagDown', { number: format.number(activeClue.number) })}
                </span>
                <span className={styles.clueBarText}>
                  <bdi>
                    <CardFace side={activeClue.clue} context="plain" />
                  </bdi>
                </span>
                {activeClue.clue.lang && <ListenButton text={activeClue.clueText} lang={activeClue.clue.lang} />}
              </>
            )}
            <button
              ref={hintButton}
              type="button"
              className={`btn btn-secondary btn-sm ${styles.hintButton}`}
              onClick={takeHint}
              disabled={!activeClue || wordDone || hintLevel >= MAX_HINTS}
            >
              {hintLabel(hintLevel, t)}
            </button>
            {onUndo && (
              <span className={styles.undo}>
                <GameUndoButton compact={isMobile} />
              </span>
            )}
          </div>

          {/* The answers are A–Z words read left to right in every language: the grid never mirrors
              (its clue bar and lists do, in a right-to-left language). */}
          <div ref={gridWrap} className={`${styles.gridWrap} ${scroll ? styles.scrollX : ''}`} data-testid="crossword-scroll" dir="ltr">
            <div
              className={styles.grid}
              role="grid"
              aria-label={t('games.crossword.grid')}
              style={{
                gridTemplateColumns: `repeat(${data.gridDimensions.cols}, ${size}px)`,
                gridTemplateRows: `repeat(${data.gridDimensions.rows}, ${size}px)`,
                fontSize: `${Math.round(size * 0.55)}px`,
              }}
            >
              {/* Rows are display: contents: they exist for the grid role (cells need rows), not for layout. */}
              {data.grid.map((row, r) => (
                <div key={r} role="row" className={styles.row}>
                  {row.map((cell, c) => {
                    if (!cell.isPlayable) return <div key={`${r},${c}`} className={styles.block} aria-hidden="true" />;
                    const state = board[r][c];
                    const isCursor = cursor.row === r && cursor.col === c;
                    const className = [
                      styles.cell,
                      activeCells.has(`${r},${c}`) ? styles.inWord : '',
                      isCursor ? styles.cursor : '',
                      state.status === 'correct' ? styles.correct : '',
                      state.status === 'wrong' ? styles.wrong : '',
                    ].join(' ');
                    return (
                      <div key={`${r},${c}`} className={className} role="gridcell">
                        {cell.clueNumber !== null && <span className={styles.number}>{cell.clueNumber}</span>}
                        <input
                          ref={(element) => {
                            if (element) inputs.current.set(`${r},${c}`, element);
                            else inputs.current.delete(`${r},${c}`);
                          }}
                          className={styles.input}
                          value={state.value}
                          readOnly={isMobile || state.status === 'correct'}
                          inputMode={isMobile ? 'none' : 'text'}
                          autoComplete="off"
                          autoCapitalize="characters"
                          spellCheck={false}
                          maxLength={2}
                          aria-label={t(CELL_LABEL[state.status === 'correct' || state.status === 'wrong' ? state.status : 'open'], { row: format.number(r + 1), col: format.number(c + 1) })}
                          aria-invalid={state.status === 'wrong'}
                          data-cell={`${r},${c}`}
                          onKeyDown={onKeyDown}
                          onChange={onChange}
                          onMouseDown={(event) => {
                            // Our click logic decides focus; the browser's default would fight it.
                            event.preventDefault();
                            // Only a second click on the same cell flips the direction (issue 48): a
                            // first click, even on the cell the cursor already sits on, keeps it.
                            const again = lastClicked.current === `${r},${c}` && cursor.row === r && cursor.col === c;
                            lastClicked.current = `${r},${c}`;
                            setCursor(again ? clickCell(data, cursor, r, c) : placeCursor(data, cursor, r, c));
                            inputs.current.get(`${r},${c}`)?.focus({ preventScroll: true });
                          }}
                        />
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>

          {isMobile && <OnScreenKeyboard onKey={(key) => { lastClicked.current = null; enterLetter(key); }} onBackspace={erase} />}
        </div>

        <div className={styles.clueColumns}>
          {/* A small puzzle of missed words (a Smart Session's later round) may run one way only. */}
          {data.clues.across.length > 0 && <ClueList title={t('games.crossword.across')} clues={data.clues.across} activeKey={activeKey} board={board} onPick={pickClue} />}
          {data.clues.down.length > 0 && <ClueList title={t('games.crossword.down')} clues={data.clues.down} activeKey={activeKey} board={board} onPick={pickClue} />}
        </div>
      </div>
    </GameShell>
  );
}

export default function Crossword(props: GameProps<CrosswordData>) {
  const t = useT(games);
  const data = props.data;
  if (!data?.grid?.length || !data.clues || data.clues.across.length + data.clues.down.length === 0) {
    // shared/messages.ts MSG.crosswordNoData, in the reader's language.
    return <p className="alert alert-error" role="alert">{t('games.crossword.noData')}</p>;
  }
  return <Puzzle {...props} />;
}

/**
 * The Hint button counts what is left for the word ("Hint (3 left)"): "Hint 1/3" read as one of
 * three used or as the next one to take (issue #29).
 */
export function hintLabel(used: number, t: Translate<MessageId>): string {
  const left = Math.max(0, MAX_HINTS - used);
  return left === 0 ? t('games.crossword.noHints') : t('games.crossword.hint', { n: left });
}

/** A cell's name for a screen reader, with its state once a letter was checked. */
const CELL_LABEL = { open: 'games.crossword.cell', correct: 'games.crossword.cellCorrect', wrong: 'games.crossword.cellWrong' } as const satisfies Record<string, MessageId>;
