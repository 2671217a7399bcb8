import { useMemo, useState } from 'react';
import type { AdminApiToken } from '../../../../shared/schemas/apiTokens';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { AdminConfirmDialog } from './AdminConfirmDialog';
import { AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';
import { expiryText, lastActive } from './format';
import { useRevokeAnyApiToken } from './mutations';
import { useAllApiTokens } from './queries';
import styles from './Admin.module.css';

/** Every account's API tokens (docs/api.md): whose, what they may do, when last used; an admin revokes any. */
export function ApiTokensAdminSection() {
  const tokens = useAllApiTokens();
  const [pending, setPending] = useState<AdminApiToken | null>(null);
  const now = useMemo(() => new Date(), [tokens.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <AdminSection id="admin-api-tokens" title="API tokens" hint="Tokens people made for scripts and tools such as Yomitan. Revoking one stops it at once.">
      {tokens.isPending ? (
        <Loading text="Loading API tokens..." />
      ) : tokens.isError ? (
        <ErrorWithRetry message={errorMessage(tokens.error, 'Could not load the API tokens.')} onRetry={() => tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <p className="muted">Nobody has made an API token.</p>
      ) : (
        <AdminTable label="API tokens" columns={[{ label: 'Token' }, { label: 'Owner' }, { label: 'Access' }, { label: 'Last used' }, { label: 'Expires' }]}>
          {tokens.data.map((token) => (
            <tr role="row" key={token.id}>
              <td role="cell" className={styles.primaryCell}>
                {token.name}
              </td>
              <td role="cell" data-label="Owner">
                {token.email}
              </td>
              <td role="cell" data-label="Access">
                {token.scope === 'write' ? 'Read and write' : 'Read only'}
              </td>
              <td role="cell" data-label="Last used">
                {lastActive(token.lastUsedAt, now)}
              </td>
              <td role="cell" data-label="Expires">
                {token.expiresAt ? expiryText(token.expiresAt, now) : 'Never'}
              </td>
              <td role="cell">
                <div className={styles.actions}>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending(token)} aria-label={`Revoke ${token.name} of ${token.email}`}>
                    Revoke
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {pending && <RevokeDialog token={pending} onDone={() => setPending(null)} />}
    </AdminSection>
  );
}

function RevokeDialog({ token, onDone }: { token: AdminApiToken; onDone: () => void }) {
  const revoke = useRevokeAnyApiToken();
  return (
    <AdminConfirmDialog
      mutation={revoke}
      failure="Could not revoke the token."
      title="Revoke this token?"
      message={
        <>
          <strong>{token.name}</strong> of {token.email} stops working at once. Its owner can make a new one.
        </>
      }
      confirmLabel="Revoke"
      busyLabel="Revoking..."
      onConfirm={() => revoke.mutate({ id: token.id }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}
