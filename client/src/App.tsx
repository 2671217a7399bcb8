import { QueryClientProvider } from '@tanstack/react-query';
import { use, useState } from 'react';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { ShortcutsOverlay } from './components/layout/ShortcutsOverlay';
import { ToastProvider } from './components/ui/Toast';
import { ErrorBoundary } from './components/ErrorScreen';
import { prefetchPageData } from './lib/pageData';
import { makeQueryClient, makeTrpcClient, trpc } from './lib/trpc';
import { bootOffline } from './offline/boot';
import { OfflineStatus } from './offline/OfflineStatus';
import { AppRoutes } from './routes';
import { AppServices } from './AppServices';
import type { CatalogLocale } from '../../shared/i18n/locales';
import { i18n, prefetchMessages } from './i18n';

// The app behind the landing page (issue 13): tRPC, TanStack Query, the offline cache and every
// route. main.tsx loads this chunk for any page but a logged-out visit to /.

// One cache for the page's life; an offline cold start fills it from IndexedDB first (docs/offline.md).
const appQueryClient = makeQueryClient();
// Started when this chunk loads, before the app's first render; offline the render waits for it.
const bootReady = bootOffline(appQueryClient).catch((error) => console.error('Restoring the offline cache failed', error));
const appTrpcClient = makeTrpcClient();
// The opened page's data goes out now, with the chunk, not after the app's first render.
prefetchPageData(window.location.pathname, appQueryClient, appTrpcClient);
// In another language the app's screens wait for the `messages` catalog (i18n/useMsg.ts): it goes
// out now too (main.tsx asks for it at once on any page but /).
prefetchMessages(i18n.locale as CatalogLocale);

/** What GET /api/auth/me answered the landing page (the same as auth.me), when it asked. */
export interface SessionAnswer {
  isLoggedIn: boolean;
  user: unknown;
}

const AUTH_ME_KEY = [['auth', 'me'], { type: 'query' }];

/**
 * `session`: what GET /api/auth/me answered main.tsx, or its answer to come. The app's auth.me
 * query takes it instead of asking again; when main.tsx got no answer (offline, an error) the
 * query asks through tRPC as usual. A device's saved copy (bootOffline) wins over both.
 */
export default function App({ session }: { session?: SessionAnswer | Promise<SessionAnswer | undefined> }) {
  use(bootReady);
  const [queryClient] = useState(() => {
    if (session && appQueryClient.getQueryState(AUTH_ME_KEY) === undefined) {
      if (session instanceof Promise) {
        // A fetch in flight: useAuth's query joins it rather than sending a second request.
        void appQueryClient.prefetchQuery({
          queryKey: AUTH_ME_KEY,
          queryFn: async () => (await session) ?? appTrpcClient.auth.me.query(),
          retry: false,
          staleTime: Infinity,
        });
      } else {
        appQueryClient.setQueryData(AUTH_ME_KEY, session);
      }
    }
    return appQueryClient;
  });
  return (
    <ErrorBoundary>
      <trpc.Provider client={appTrpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AppServices />
            <Header />
            <OfflineStatus />
            {/* The skip link's target; RouteFocus moves focus to the heading inside. */}
            <div id="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
              <AppRoutes />
            </div>
            <Footer />
            <ShortcutsOverlay />
          </ToastProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </ErrorBoundary>
  );
}
