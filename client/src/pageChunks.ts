import type { ComponentType } from 'react';
import { pageForPath, type PageName } from '../../shared/pageRoutes';

// Every page but the landing one is its own chunk (issue 13). The loaders live here, in the entry
// chunk, so main.tsx can start the chunk of the page being opened at once, beside the app's chunk,
// instead of after the app has loaded and rendered its routes (one round trip fewer on a phone).
// routes.tsx builds its lazy components from the same loaders: a module loads once, so the lazy
// page finds it ready. Which path opens which page: shared/pageRoutes.ts (the server reads it too).

type PageModule = Promise<{ default: ComponentType<never> }>;

export const pageChunks = {
  login: () => import('./pages/LoginPage'),
  signup: () => import('./pages/SignupPage'),
  privacy: () => import('./pages/PrivacyPage'),
  terms: () => import('./pages/TermsPage'),
  decks: () => import('./pages/DecksPage'),
  deckDetail: () => import('./pages/DeckDetailPage'),
  play: () => import('./pages/PlayPage'),
  study: () => import('./pages/StudyPage'),
  feedback: () => import('./pages/FeedbackPage'),
  profile: () => import('./pages/ProfilePage'),
  admin: () => import('./pages/AdminPage'),
  resetPassword: () => import('./pages/ResetPasswordPage'),
  sharedDecks: () => import('./pages/SharedDecksPage'),
  help: () => import('./pages/HelpPage'),
  forgotPassword: () => import('./pages/ForgotPasswordPage'),
  verifyEmail: () => import('./pages/VerifyEmailPage'),
  noteTypes: () => import('./pages/NoteTypesPage'),
  apiDocs: () => import('./pages/ApiDocsPage'),
  browse: () => import('./pages/BrowsePage'),
} satisfies Record<PageName, () => PageModule>;

/** Starts loading the chunk of the page at `pathname`; a failure is left to the lazy page. */
export function preloadPageChunk(pathname: string): void {
  const name = pageForPath(pathname);
  if (name) pageChunks[name]().catch(() => undefined);
}
