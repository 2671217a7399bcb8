import type { MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../../shared/games';

export const mcData: MultipleChoiceData = {
  title: 'Capitals',
  questions: [
    {
      id: 1,
      questionText: 'France',
      question: { text: 'France' },
      options: [
        { optionId: 1, text: 'Paris' },
        { optionId: 2, text: 'Rome' },
        { optionId: 3, text: 'Berlin' },
        { optionId: 4, text: 'Madrid' },
      ],
      correctOptionId: 1,
    },
    {
      id: 2,
      questionText: 'Italy',
      question: { text: 'Italy' },
      options: [
        { optionId: 3, text: 'Berlin' },
        { optionId: 2, text: 'Rome' },
        { optionId: 1, text: 'Paris' },
        { optionId: 4, text: 'Madrid' },
      ],
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
      options: [
        { termId: 1, text: 'Paris' },
        { termId: 2, text: 'Rome' },
        { termId: 3, text: 'Berlin' },
        { termId: 4, text: 'Madrid' },
      ],
    },
    {
      promptCardId: 2,
      promptDefinition: 'Capital of Italy',
      prompt: { text: 'Capital of Italy' },
      correctTermId: 2,
      options: [
        { termId: 3, text: 'Berlin' },
        { termId: 4, text: 'Madrid' },
        { termId: 1, text: 'Paris' },
        { termId: 2, text: 'Rome' },
      ],
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
