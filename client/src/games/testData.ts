import type { MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../../shared/games';

const CAPITALS = ['Paris', 'Rome', 'Berlin', 'Madrid'];

/** Answer options by id (1 Paris, 2 Rome, 3 Berlin, 4 Madrid), in the order given. */
const capitals = <K extends string>(key: K, ids: number[]) => ids.map((id) => ({ [key]: id, text: CAPITALS[id - 1] }) as Record<K, number> & { text: string });

export const mcData: MultipleChoiceData = {
  title: 'Capitals',
  questions: [
    {
      id: 1,
      questionText: 'France',
      question: { text: 'France' },
      options: capitals('optionId', [1, 2, 3, 4]),
      correctOptionId: 1,
    },
    {
      id: 2,
      questionText: 'Italy',
      question: { text: 'Italy' },
      options: capitals('optionId', [3, 2, 1, 4]),
      correctOptionId: 2,
    },
  ],
};

export const spatialData: SpatialChoiceData = {
  title: 'Capitals',
  questions: [
    {
      promptCardId: 1,
      promptDefinition: 'Capital of France',
      prompt: { text: 'Capital of France' },
      correctTermId: 1,
      // Positions in order: up, right, down, left.
      options: capitals('termId', [1, 2, 3, 4]),
    },
    {
      promptCardId: 2,
      promptDefinition: 'Capital of Italy',
      prompt: { text: 'Capital of Italy' },
      correctTermId: 2,
      options: capitals('termId', [3, 4, 1, 2]),
    },
  ],
};

export const matchingData: MatchingData = {
  title: 'Capitals',
  terms: [
    { id: 1, text: 'France' },
    { id: 2, text: 'Italy' },
  ],
  definitions: [
    { id: 2, text: 'Rome' },
    { id: 1, text: 'Paris' },
  ],
};

export const noop = () => {};
