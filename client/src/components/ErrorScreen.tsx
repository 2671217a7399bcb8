import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '../../../shared/messages';

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
    return (
      <main className="page" style={{ textAlign: 'center', paddingTop: 96 }}>
        <h1>{MSG.unexpectedError}</h1>
        <p className="muted">
          <i>{this.state.error.message}</i>
        </p>
        {/* A full navigation, so the broken tree is rebuilt from scratch. */}
        <a href="/" className="btn btn-primary">
          Go Home
        </a>
      </main>
    );
  }
}
