import { ConfirmDialog, type ConfirmDialogProps } from '../../components/ui/ConfirmDialog';
import { errorMessage } from '../../lib/trpc';
import { useMsg } from '../../i18n/useMsg';

interface AdminConfirmDialogProps extends Omit<ConfirmDialogProps, 'open' | 'busy' | 'error' | 'onCancel'> {
  /** The admin mutation the confirm button runs: the dialog is busy while it runs and shows its error. */
  mutation: { isPending: boolean; error: unknown };
  /** What the error says when the server's error says nothing more specific. */
  failure: string;
  onDone: () => void;
}

/** An admin action's confirmation (revoke an invite, delete a user, change a role, a reset link). */
export function AdminConfirmDialog({ mutation, failure, onDone, ...dialog }: AdminConfirmDialogProps) {
  const tm = useMsg();
  return (
    <ConfirmDialog
      open
      busy={mutation.isPending}
      error={mutation.error ? tm(errorMessage(mutation.error, failure)) : null}
      onCancel={onDone}
      {...dialog}
    />
  );
}
