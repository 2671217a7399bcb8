import { useMemo } from 'react';
import { trpc, errorMessage } from '../../lib/trpc';
import { isMobileNow } from '../../games/lib/useIsMobile';
import { StudyController } from './controller';
import { studyStorage } from './storage';
import { submitQueued } from './useSyncService';

/** The study controller for one deck and user, wired to the real API and local storage. */
export function useStudyController(deckId: number, userId: number): StudyController {
  const utils = trpc.useUtils();
  return useMemo(
    () =>
      new StudyController({
        storage: studyStorage(),
        userId,
        deckId,
        isMobile: isMobileNow(),
        start: (input) => utils.client.sessions.start.mutate(input),
        submit: (entry) => submitQueued(utils, entry),
        uuid: () => crypto.randomUUID(),
        now: () => Date.now(),
        messageOf: errorMessage,
        log: (message, error) => console.error(message, error),
      }),
    [deckId, userId, utils],
  );
}
