import { router } from '../trpc.js';
import { accountRouter } from './account.js';
import { adminRouter } from './admin.js';
import { authRouter } from './auth.js';
import { cardsRouter } from './cards.js';
import { decksRouter } from './decks.js';
import { gamesRouter } from './games.js';
import { importsRouter } from './imports.js';
import { metaRouter } from './meta.js';
import { notesRouter } from './notes.js';
import { noteTypesRouter } from './noteTypes.js';
import { offlineRouter } from './offline.js';
import { sessionsRouter } from './sessions.js';
import { sharedDecksRouter } from './sharedDecks.js';
import { statsRouter } from './stats.js';
import { oidcRouter } from './oidc.js';
import { workloadRouter } from './workload.js';
import { mailRouter } from './mail.js';
import { remindersRouter } from './reminders.js';
import { browseRouter } from './browse.js';

// One router per domain; each domain adds one line here.
export const appRouter = router({
  meta: metaRouter,
  auth: authRouter,
  decks: decksRouter,
  cards: cardsRouter,
  imports: importsRouter,
  stats: statsRouter,
  sessions: sessionsRouter,
  games: gamesRouter,
  account: accountRouter,
  admin: adminRouter,
  offline: offlineRouter,
  sharedDecks: sharedDecksRouter,
  notes: notesRouter,
  noteTypes: noteTypesRouter,
  oidc: oidcRouter,
  workload: workloadRouter,
  mail: mailRouter,
  reminders: remindersRouter,
  browse: browseRouter,
});

export type AppRouter = typeof appRouter;
