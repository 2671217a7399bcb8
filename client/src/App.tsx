import { QueryClientProvider } from '@tanstack/react-query';
import { use, useState } from 'react';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { ToastProvider } from './components/ui/Toast';
import { ErrorBoundary } from './components/ErrorScreen';
import { makeQueryClient, makeTrpcClient, trpc } from './lib/trpc';
import { bootOffline } from './offline/boot';
import { OfflineStatus } from './offline/OfflineStatus';
import { AppRoutes } from './routes';
import { AppServices } from './AppServices';

// The app behind the landing page (issue 13): tRPC, TanStack Query, the offline cache and every
// route. main.tsx loads this chunk for any page but a logged-out visit to /.

// One cache for the page's life; an offline cold start fills it from IndexedDB first (DESIGN §14).
const appQueryClient = makeQueryClient();
// Started when this chunk loads, before the app's first render; offline the render waits for it.
const bootReady = bootOffline(appQueryClient).catch((error) => console.error('Restoring the offline cache failed', error));

/** What GET /api/auth/me answered the landing page (the same as auth.me), when it asked. */
export interface SessionAnswer {
  isLoggedIn: boolean;
  user: unknown;
}

export default function App({ session }: { session?: SessionAnswer }) {
  use(bootReady);
  const [queryClient] = useState(() => {
    // The landing page already asked who is logged in: no second request for the same answer.
    if (session && appQueryClient.getQueryData([['auth', 'me'], { type: 'query' }]) === undefined) {
      appQueryClient.setQueryData([['auth', 'me'], { type: 'query' }], session);
    }
    return appQueryClient;
  });
  const [trpcClient] = useState(makeTrpcClient);
  return (
    <ErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
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
          </ToastProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </ErrorBoundary>
  );
}
