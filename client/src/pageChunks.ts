// Every page but the landing one is its own chunk (issue 13). The loaders live here, in the entry
// chunk, so main.tsx can start the chunk of the page being opened at once, beside the app's chunk,
// instead of after the app has loaded and rendered its routes (one round trip fewer on a phone).
// routes.tsx builds its lazy components from the same loaders: a module loads once, so the lazy
// page finds it ready.

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
} as const;

/** The page chunk a first load of `pathname` will render, if any (the routes of routes.tsx). */
export function pageChunkFor(pathname: string): keyof typeof pageChunks | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  switch (first) {
    case 'login':
      return 'login';
    case 'signup':
      return 'signup';
    case 'privacy':
      return 'privacy';
    case 'terms':
      return 'terms';
    case 'decks':
    case 'dashboard':
      return second ? 'deckDetail' : 'decks';
    case 'play':
      return 'play';
    case 'study':
      return 'study';
    case 'feedback':
      return 'feedback';
    case 'profile':
      return 'profile';
    case 'admin':
      return 'admin';
    case 'reset-password':
      return 'resetPassword';
    default:
      return null;
  }
}

/** Starts loading the chunk of the page at `pathname`; a failure is left to the lazy page. */
export function preloadPageChunk(pathname: string): void {
  const name = pageChunkFor(pathname);
  if (name) pageChunks[name]().catch(() => undefined);
}
