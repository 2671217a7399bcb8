import { useMemo } from 'react';
import { trpc, errorMessage } from '../../lib/trpc';
import { isMobileNow } from '../../games/lib/useIsMobile';
import { isOnline } from '../../offline/network';
import { startSmartSession } from '../../offline/session';
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
        // Offline, the deck's pack and the shared generators stand in for the server (docs/offline.md).
        start: (input) => startSmartSession(userId, input, (i) => utils.client.sessions.start.mutate(i)),
        isOnline,
        submit: (entry) => submitQueued(utils, entry),
        uuid: () => crypto.randomUUID(),
        now: () => Date.now(),
        messageOf: errorMessage,
        log: (message, error) => console.error(message, error),
      }),
    [deckId, userId, utils],
  );
}
