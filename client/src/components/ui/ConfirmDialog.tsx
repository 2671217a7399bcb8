import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { useT } from '../../i18n';
import { namespace as shell } from '../../locales/shell';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT(shell);
  const { open, title, message, confirmLabel, busyLabel, cancelLabel = t('shell.cancel'), busy = false, error, tone = 'danger' } = props;
  return (
    <Modal
      open={open}
      title={title}
      onClose={props.onCancel}
      busy={busy}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} onClick={props.onConfirm} disabled={busy} data-autofocus>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <p className="muted" style={{ margin: 0 }}>
        {message}
      </p>
    </Modal>
  );
}
