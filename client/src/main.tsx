import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { RouteFocus, SkipLink } from './components/layout/RouteFocus';
import { ToastProvider } from './components/ui/Toast';
import { ErrorBoundary } from './components/ErrorScreen';
import { applyTheme, storedTheme } from './lib/theme';
import { makeQueryClient, makeTrpcClient, trpc } from './lib/trpc';
import { bootOffline } from './offline/boot';
import { OfflineStatus } from './offline/OfflineStatus';
import { AppRoutes } from './routes';
import { AppServices } from './AppServices';
import './styles/global.css';

// Before the first render, so a chosen theme never flashes the other one.
applyTheme(storedTheme());

// One cache for the page's life; an offline cold start fills it from IndexedDB first (DESIGN §14).
const appQueryClient = makeQueryClient();

function App() {
  const [queryClient] = useState(() => appQueryClient);
  const [trpcClient] = useState(makeTrpcClient);
  return (
    <ErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AppServices />
            <SkipLink />
            <RouteFocus />
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

void bootOffline(appQueryClient).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
