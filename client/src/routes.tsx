import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { MSG } from '../../shared/messages';
import { Loading } from './components/ui/Status';
import { useT } from './i18n';
import { namespace as common } from './locales/common';
import { useAuth } from './features/auth/queries';
import { loginPathFor } from './lib/redirect';
import { pageChunks } from './pageChunks';
import LandingPage from './pages/LandingPage';

// Every page but the landing one is its own chunk, so a first visit ships little JavaScript.
const LoginPage = lazy(pageChunks.login);
const SignupPage = lazy(pageChunks.signup);
const PrivacyPage = lazy(pageChunks.privacy);
const TermsPage = lazy(pageChunks.terms);
const DecksPage = lazy(pageChunks.decks);
const DeckDetailPage = lazy(pageChunks.deckDetail);
const PlayPage = lazy(pageChunks.play);
const StudyPage = lazy(pageChunks.study);
const FeedbackPage = lazy(pageChunks.feedback);
const ProfilePage = lazy(pageChunks.profile);
const AdminPage = lazy(pageChunks.admin);
const ResetPasswordPage = lazy(pageChunks.resetPassword);
const SharedDecksPage = lazy(pageChunks.sharedDecks);
const HelpPage = lazy(pageChunks.help);
const ForgotPasswordPage = lazy(pageChunks.forgotPassword);
const VerifyEmailPage = lazy(pageChunks.verifyEmail);
const NoteTypesPage = lazy(pageChunks.noteTypes);
const ApiDocsPage = lazy(pageChunks.apiDocs);
const BrowsePage = lazy(pageChunks.browse);

/** Guarded routes: wait for the auth check, send strangers to /login remembering the target. */
function Guard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'loading') return <Loading text={MSG.loadingAuth} />;
  if (!user) return <Redirect to={loginPathFor(location, search)} replace />;
  return <>{children}</>;
}

/** Public pages that a logged-in user skips (landing, login, signup) go to the dashboard. */
function GuestOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'ready' && user) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

/** While a page's chunk loads: the `common` catalog is there from the app's start (main.tsx). */
function PageLoading() {
  const t = useT(common);
  return (
    <div className="page">
      <Loading text={t('common.loading')} />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/">
          <GuestOnly>
            <LandingPage />
          </GuestOnly>
        </Route>
        <Route path="/login">
          <LoginPage />
        </Route>
        <Route path="/signup">
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        </Route>
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/dashboard">
          <Guard>
            <Redirect to="/decks" replace />
          </Guard>
        </Route>
        <Route path="/decks">
          <Guard>
            <DecksPage />
          </Guard>
        </Route>
        <Route path="/decks/:deckId">
          {(params) => (
            <Guard>
              <DeckDetailPage deckId={params.deckId} />
            </Guard>
          )}
        </Route>
        <Route path="/play/:gameType/:deckId">
          {(params) => (
            <Guard>
              <PlayPage gameType={params.gameType} deckId={params.deckId} />
            </Guard>
          )}
        </Route>
        <Route path="/study/deck/:deckId">
          {(params) => (
            <Guard>
              <StudyPage deckId={params.deckId} />
            </Guard>
          )}
        </Route>
        <Route path="/shared">
          <Guard>
            <SharedDecksPage />
          </Guard>
        </Route>
        <Route path="/feedback">
          <Guard>
            <FeedbackPage />
          </Guard>
        </Route>
        <Route path="/profile">
          <Guard>
            <ProfilePage />
          </Guard>
        </Route>
        <Route path="/admin">
          <Guard>
            <AdminPage />
          </Guard>
        </Route>
        <Route path="/reset-password" component={ResetPasswordPage} />
        {/* The user's guide (docs/guide.md), open to anyone, as Privacy and Terms are. */}
        <Route path="/help" component={HelpPage} />
        <Route path="/forgot-password">
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        </Route>
        <Route path="/verify-email" component={VerifyEmailPage} />
        {/* Note types (docs/notes.md): the list, and one type's editor. */}
        <Route path="/note-types/:id?">
          {(params) => (
            <Guard>
              <NoteTypesPage id={params.id} />
            </Guard>
          )}
        </Route>
        <Route path="/developers" component={ApiDocsPage} />
        {/* The card browser (docs/browse.md). */}
        <Route path="/browse">
          <Guard>
            <BrowsePage />
          </Guard>
        </Route>
        {/* Any unknown path goes home (docs/product.md: screens). */}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
