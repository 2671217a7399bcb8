import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { ErrorBoundary } from './components/ErrorScreen';
import { makeQueryClient, makeTrpcClient, trpc } from './lib/trpc';
import { AppRoutes } from './routes';
import { AppServices } from './AppServices';
import './styles/global.css';

function App() {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(makeTrpcClient);
  return (
    <ErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <AppServices />
          <Header />
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <AppRoutes />
          </div>
          <Footer />
        </QueryClientProvider>
      </trpc.Provider>
    </ErrorBoundary>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
