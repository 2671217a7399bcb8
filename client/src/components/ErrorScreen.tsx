import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '../../../shared/messages';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as ui } from '../locales/ui';

/** The top-level error screen (docs/product.md: screens): what happened and a way home. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    // The screen's words may wait for a catalog: its own Suspense, so it never waits on the broken tree's.
    return (
      <Suspense fallback={null}>
        <ErrorScreen message={this.state.error.message} />
      </Suspense>
    );
  }
}

function ErrorScreen({ message }: { message: string }) {
  const t = useT(ui);
  const tm = useMsg();
  return (
    <main className="page" style={{ textAlign: 'center', paddingTop: 96 }}>
      <h1>{tm(MSG.unexpectedError)}</h1>
      <p className="muted">
        <i>{message}</i>
      </p>
      {/* A full navigation, so the broken tree is rebuilt from scratch. */}
      <a href="/" className="btn btn-primary">
        {t('ui.goHome')}
      </a>
    </main>
  );
}
