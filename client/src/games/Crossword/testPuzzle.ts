import type { CrosswordClue, CrosswordData } from '../../../../shared/games';

const clue = (id: number, number: number, answer: string, direction: 'ACROSS' | 'DOWN', row: number, col: number): CrosswordClue => ({
  id,
  number,
  clueText: `clue for ${answer.toLowerCase()}`,
  clue: { text: `clue for ${answer.toLowerCase()}` },
  answer,
  direction,
  row,
  col,
  length: answer.length,
});

/**
 * A tiny puzzle for tests:
 *   C A T      1 across CAT (card 11), 3 across PIE (card 13)
 *   U . O      1 down CUP (card 21), 2 down TOE (card 22)
 *   P I E
 */
export function tinyPuzzle(): CrosswordData {
  const letters = ['CAT', 'U.O', 'PIE'];
  const numbers: Record<string, number> = { '0,0': 1, '0,2': 2, '2,0': 3 };
  return {
    title: 'Tiny',
    gridDimensions: { rows: 3, cols: 3 },
    grid: letters.map((line, r) =>
      [...line].map((ch, c) => ({
        isPlayable: ch !== '.',
        letter: ch === '.' ? null : ch,
        clueNumber: numbers[`${r},${c}`] ?? null,
      })),
    ),
    clues: {
      across: [clue(11, 1, 'CAT', 'ACROSS', 0, 0), clue(13, 3, 'PIE', 'ACROSS', 2, 0)],
      down: [clue(21, 1, 'CUP', 'DOWN', 0, 0), clue(22, 2, 'TOE', 'DOWN', 0, 2)],
    },
  };
}
