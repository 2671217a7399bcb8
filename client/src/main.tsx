// First: zod must never probe for `new Function` under the CSP (lib/zodJitless.ts).
import './lib/zodJitless';
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'wouter';
import { Footer } from './components/layout/Footer';
import { PublicHeader } from './components/layout/PublicHeader';
import { RouteFocus, SkipLink } from './components/layout/RouteFocus';
import { Loading } from './components/ui/Status';
import { afterPageSettled } from './lib/idle';
import { applyTheme, migrateLegacyTheme, storedTheme } from './lib/theme';
import { OfflineStatus } from './offline/OfflineStatus';
import LandingPage from './pages/LandingPage';
import { preloadPageChunk } from './pageChunks';
import { initialLocale, prefetchMessages, setLocale, useT } from './i18n';
import { namespace as common } from './locales/common';
import { namespace as landing } from './locales/landing';
import type { SessionAnswer } from './App';
import './styles/global.css';

// What the first page load runs (issue 13). A logged-out visit to / gets the landing page with
// React, wouter and the page itself: no tRPC, no TanStack Query, no offline cache. Everything
// else (any other path, a logged-in visitor, no answer from the server) loads the app chunk
// (App.tsx), which also brings the offline cold start (offline/boot.ts).

// Before the first render, so a chosen theme never flashes the other one.
applyTheme(storedTheme());
if (storedTheme() === 'system') afterPageSettled(migrateLegacyTheme);

const App = lazy(() => import('./App'));

// The interface's language before the first render (docs/translating.md): a choice saved in this
// browser, else the browser's languages. English is inline; another language's catalogs for what
// the first screen shows load first, so nothing flashes in English.
const startLocale = initialLocale();
const localeReady = setLocale(startLocale, { namespaces: window.location.pathname === '/' ? [common, landing] : [common] });
// The app's screens wait for the `messages` catalog in another language (i18n/useMsg.ts): asked for
// now, beside the page's own files, on any page but the landing page, which shows none of it.
if (window.location.pathname !== '/') prefetchMessages(startLocale);

// Who is logged in, asked once at start for every page: the landing page decides by it, and any
// other page's app gets it without waiting for its own chunks (issue 13: on a phone the question
// and the chunks travel together instead of one after the other). The page's own chunk starts
// now too, beside the app's.
const sessionAnswer = askSession();
if (window.location.pathname !== '/') preloadPageChunk(window.location.pathname);

/** The server's word on who is logged in; undefined when it could not be asked (offline, errors). */
async function askSession(): Promise<SessionAnswer | undefined> {
  try {
    const res = await fetch('/api/auth/me', { credentials: 'include', headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as SessionAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** The landing page's frame: the logged-out header, the page, the footer. */
function Landing() {
  return (
    <>
      <PublicHeader />
      <OfflineStatus />
      <div id="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <LandingPage />
      </div>
      <Footer />
    </>
  );
}

/** While the app's chunk loads for any other page: the header (no links: the visitor may be logged in). */
function AppLoading() {
  const t = useT(common);
  return (
    <>
      <PublicHeader links={false} />
      <div id="main" className="page">
        <Loading text={t('common.loading')} />
      </div>
    </>
  );
}

function Root() {
  const [location] = useLocation();
  // Once loaded, the app stays: it has its own landing route for a return to /.
  const [app, setApp] = useState<{ session?: SessionAnswer | Promise<SessionAnswer | undefined> } | null>(() =>
    location === '/' ? null : { session: sessionAnswer },
  );

  // A link from the landing page (Login, Sign Up, Privacy...) needs the app: its chunk loads
  // behind the header, as the app's own lazy pages do.
  useEffect(() => {
    if (location !== '/' && !app) setApp({ session: sessionAnswer });
  }, [location, app]);

  useEffect(() => {
    if (app) return;
    let cancelled = false;
    void sessionAnswer.then((session) => {
      // Only "nobody is logged in" keeps the light page. A logged-in visitor goes on to My Decks
      // through the app; no answer (offline) lets the app's offline start decide.
      if (cancelled || session?.isLoggedIn === false) return;
      // As a transition: the landing stays on screen until the app's chunk is there.
      startTransition(() => setApp({ session }));
    });
    return () => {
      cancelled = true;
    };
    // Asked once per page load, for the first render's /.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <SkipLink />
      <RouteFocus />
      {app ? (
        <Suspense fallback={location === '/' ? <Landing /> : <AppLoading />}>
          <App session={app.session} />
        </Suspense>
      ) : (
        <Landing />
      )}
    </>
  );
}

// A catalog that fails to load leaves the page in English rather than blank.
void localeReady.catch((error) => console.error('Loading the language failed', error)).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
