// Which page a path opens (client/src/routes.tsx), and the page's source file, for the two sides
// that need to know before the app has rendered (issue 13): the client starts that page's chunk
// at once (client/src/pageChunks.ts), and the server names the chunks in a Link header with the
// app shell, so a phone asks for them beside the entry script instead of after it
// (server/plugins/preloadHints.ts). The landing page (/) is in the entry chunk: no page here.

export const PAGE_SOURCES = {
  login: 'src/pages/LoginPage.tsx',
  signup: 'src/pages/SignupPage.tsx',
  privacy: 'src/pages/PrivacyPage.tsx',
  terms: 'src/pages/TermsPage.tsx',
  decks: 'src/pages/DecksPage.tsx',
  deckDetail: 'src/pages/DeckDetailPage.tsx',
  play: 'src/pages/PlayPage.tsx',
  study: 'src/pages/StudyPage.tsx',
  feedback: 'src/pages/FeedbackPage.tsx',
  profile: 'src/pages/ProfilePage.tsx',
  admin: 'src/pages/AdminPage.tsx',
  resetPassword: 'src/pages/ResetPasswordPage.tsx',
  sharedDecks: 'src/pages/SharedDecksPage.tsx',
  help: 'src/pages/HelpPage.tsx',
  forgotPassword: 'src/pages/ForgotPasswordPage.tsx',
  verifyEmail: 'src/pages/VerifyEmailPage.tsx',
  noteTypes: 'src/pages/NoteTypesPage.tsx',
  apiDocs: 'src/pages/ApiDocsPage.tsx',
  browse: 'src/pages/BrowsePage.tsx',
} as const;

export type PageName = keyof typeof PAGE_SOURCES;

/** The page a first load of `pathname` renders; null for the landing page and unknown paths. */
export function pageForPath(pathname: string): PageName | null {
  const [first, second, third] = pathname.split('/').filter(Boolean);
  switch (first) {
    case 'login':
    case 'signup':
    case 'privacy':
    case 'terms':
    case 'feedback':
    case 'profile':
    case 'admin':
      return second === undefined ? first : null;
    case 'shared':
      return second === undefined ? 'sharedDecks' : null;
    case 'help':
      return second === undefined ? 'help' : null;
    case 'reset-password':
      return second === undefined ? 'resetPassword' : null;
    case 'forgot-password':
      return second === undefined ? 'forgotPassword' : null;
    case 'verify-email':
      return second === undefined ? 'verifyEmail' : null;
    case 'developers':
      return second === undefined ? 'apiDocs' : null;
    case 'dashboard':
      // Redirects to My Decks once the login is known.
      return second === undefined ? 'decks' : null;
    case 'decks':
      if (second === undefined) return 'decks';
      return third === undefined ? 'deckDetail' : null;
    case 'play':
      return third !== undefined ? 'play' : null;
    case 'study':
      return second === 'deck' && third !== undefined ? 'study' : null;
    case 'note-types':
      return third === undefined ? 'noteTypes' : null;
    case 'browse':
      return second === undefined ? 'browse' : null;
    default:
      return null;
  }
}
