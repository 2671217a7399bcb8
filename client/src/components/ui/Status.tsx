import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { namespace as common } from '../../locales/common';

export function Loading({ text }: { text: string }) {
  return (
    <div className="loading-line" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export function ErrorWithRetry({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  const t = useT(common);
  return (
    <div className="alert alert-error" role="alert" style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      <span style={{ flex: 1 }}>{message}</span>
      {children}
      {onRetry && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
