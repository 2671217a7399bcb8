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
import { useAdminTexts } from './adminTexts';
import styles from './Admin.module.css';

/** Every account's API tokens (docs/api.md): whose, what they may do, when last used; an admin revokes any. */
export function ApiTokensAdminSection() {
  const { t, tm, locale } = useAdminTexts();
  const tokens = useAllApiTokens();
  const [pending, setPending] = useState<AdminApiToken | null>(null);
  const now = useMemo(() => new Date(), [tokens.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <AdminSection id="admin-api-tokens" title={t('adminPanel.tokens.title')} hint={t('adminPanel.tokens.hint')}>
      {tokens.isPending ? (
        <Loading text={t('adminPanel.tokens.loading')} />
      ) : tokens.isError ? (
        <ErrorWithRetry message={tm(errorMessage(tokens.error, t('adminPanel.tokens.loadFailed')))} onRetry={() => tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <p className="muted">{t('adminPanel.tokens.none')}</p>
      ) : (
        <AdminTable
          label={t('adminPanel.tokens.title')}
          columns={[{ label: t('adminPanel.tokens.token') }, { label: t('adminPanel.owner') }, { label: t('adminPanel.tokens.access') }, { label: t('adminPanel.tokens.lastUsed') }, { label: t('adminPanel.tokens.expires') }]}
        >
          {tokens.data.map((token) => (
            <tr role="row" key={token.id}>
              <td role="cell" className={styles.primaryCell} translate="no">
                {token.name}
              </td>
              <td role="cell" data-label={t('adminPanel.owner')} translate="no">
                {token.email}
              </td>
              <td role="cell" data-label={t('adminPanel.tokens.access')}>
                {token.scope === 'write' ? t('adminPanel.tokens.write') : t('adminPanel.tokens.read')}
              </td>
              <td role="cell" data-label={t('adminPanel.tokens.lastUsed')}>
                {lastActive(token.lastUsedAt, now, undefined, t, locale)}
              </td>
              <td role="cell" data-label={t('adminPanel.tokens.expires')}>
                {token.expiresAt ? expiryText(token.expiresAt, now, undefined, t, locale) : t('adminPanel.time.never')}
              </td>
              <td role="cell">
                <div className={styles.actions}>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending(token)} aria-label={t('adminPanel.tokens.revokeNamed', { name: token.name, email: token.email })}>
                    {t('adminPanel.revoke')}
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
  const { t } = useAdminTexts();
  const revoke = useRevokeAnyApiToken();
  return (
    <AdminConfirmDialog
      mutation={revoke}
      failure={t('adminPanel.tokens.revokeFailed')}
      title={t('adminPanel.tokens.revokeTitle')}
      message={t.rich('adminPanel.tokens.revokeText', { b: (name) => <strong translate="no">{name}</strong> }, { name: token.name, email: token.email })}
      confirmLabel={t('adminPanel.revoke')}
      busyLabel={t('adminPanel.revoking')}
      onConfirm={() => revoke.mutate({ id: token.id }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}
