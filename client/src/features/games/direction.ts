// Casual play's direction travels in the play URL (?direction=), so a reload or a shared link
// plays the same way; without it the server uses the deck's remembered direction (docs/study-options.md).
import type { GameType } from '../../../../shared/constants';
import { STUDY_DIRECTIONS, type StudyDirection } from '../../../../shared/generators/direction';

export function playPath(gameType: GameType, deckId: number, direction: StudyDirection, deckDirection: StudyDirection): string {
  const base = `/play/${gameType}/${deckId}`;
  return direction === deckDirection ? base : `${base}?direction=${direction}`;
}

export function directionFromSearch(search: string): StudyDirection | undefined {
  const value = new URLSearchParams(search).get('direction');
  return (STUDY_DIRECTIONS as readonly string[]).includes(value ?? '') ? (value as StudyDirection) : undefined;
}
