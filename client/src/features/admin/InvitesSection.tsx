import { useState, type FormEvent } from 'react';
import { INVITE_DAYS_MAX, INVITE_DAYS_MIN, INVITE_USES_MAX, INVITE_USES_MIN } from '../../../../shared/constants';
import type { AdminInvite } from '../../../../shared/schemas/admin';
import { AdminConfirmDialog } from './AdminConfirmDialog';
import { AdminSection } from './AdminSection';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { copyText, CopyField } from './CopyField';
import { expiryText, inviteLink } from './format';
import { useCreateInvite, useRevokeInvite } from './mutations';
import { useInvites } from './queries';
import { AdminTable } from './AdminTable';
import { useAdminTexts } from './adminTexts';
import type { MessageId } from '../../locales/adminPanel';
import styles from './Admin.module.css';
import { FormError } from '../../components/ui/FormError';
import { InviteByMailForm } from '../mail/InviteByMailForm';
import { useMailConfig } from '../mail/queries';

const STATUS_TEXT: Record<AdminInvite['status'], MessageId> = {
  active: 'adminPanel.invites.statusActive',
  expired: 'adminPanel.invites.statusExpired',
  'used up': 'adminPanel.invites.statusUsedUp',
  revoked: 'adminPanel.invites.statusRevoked',
};

const STATUS_CLASS: Record<AdminInvite['status'], string> = {
  active: styles.badgeActive,
  expired: styles.badgeInactive,
  'used up': styles.badgeInactive,
  revoked: styles.badgeRevoked,
};

/** Create invite codes, copy their links, see how many uses are left, revoke them. */
export function InvitesSection() {
  const { t, tm, locale } = useAdminTexts();
  const invites = useInvites();
  const create = useCreateInvite();
  const [uses, setUses] = useState('1');
  const [days, setDays] = useState('7');
  const [revoking, setRevoking] = useState<AdminInvite | null>(null);
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const origin = window.location.origin;
  const now = new Date();
  const mailOn = useMailConfig().data?.enabled === true;

  function onCreate(event: FormEvent) {
    event.preventDefault();
    create.mutate({ uses: Number(uses), days: Number(days) });
  }

  return (
    <AdminSection id="admin-invites" title={t('adminPanel.invites.title')} hint={t('adminPanel.invites.hint')}>

      <form className="card" onSubmit={onCreate} aria-label={t('adminPanel.invites.form')}>
        <FormError message={create.error && tm(errorMessage(create.error, t('adminPanel.invites.createFailed')))} />
        <div className={styles.inviteForm}>
          <div className="field">
            <label htmlFor="invite-uses">
              {t('adminPanel.invites.uses')} <span className="field-hint">{INVITE_USES_MIN}–{INVITE_USES_MAX}</span>
            </label>
            <input id="invite-uses" className="input" type="number" inputMode="numeric" min={INVITE_USES_MIN} max={INVITE_USES_MAX} step={1} required value={uses} onChange={(e) => setUses(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="invite-days">
              {t('adminPanel.invites.days')} <span className="field-hint">{INVITE_DAYS_MIN}–{INVITE_DAYS_MAX}</span>
            </label>
            <input id="invite-days" className="input" type="number" inputMode="numeric" min={INVITE_DAYS_MIN} max={INVITE_DAYS_MAX} step={1} required value={days} onChange={(e) => setDays(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? t('adminPanel.invites.creating') : t('adminPanel.invites.create')}
          </button>
        </div>
        {create.data && (
          <div className={styles.newInvite} role="status">
            <p>
              {t.rich('adminPanel.invites.newInvite', { code: (code) => <span className={styles.code} translate="no">{code}</span> }, { code: create.data.code })}
            </p>
            <CopyField label={t('adminPanel.invites.newLink')} value={inviteLink(origin, create.data.code)} />
          </div>
        )}
      </form>
      {mailOn && <InviteByMailForm />}

      <div style={{ height: 'var(--space-4)' }} />
      {invites.isPending ? (
        <Loading text={t('adminPanel.invites.loading')} />
      ) : invites.isError ? (
        <ErrorWithRetry message={tm(errorMessage(invites.error, t('adminPanel.invites.loadFailed')))} onRetry={() => invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <div className="empty-state">{t('adminPanel.invites.none')}</div>
      ) : (
        <AdminTable
          label={t('adminPanel.invites.title')}
          columns={[{ label: t('adminPanel.invites.code') }, { label: t('adminPanel.invites.status') }, { label: t('adminPanel.invites.usesLeft') }, { label: t('adminPanel.invites.expiry') }]}
        >
          {invites.data.map((invite) => (
            <tr role="row" key={invite.code}>
              <td role="cell" className={`${styles.code} ${styles.primaryCell}`} translate="no">
                {invite.code}
              </td>
              <td role="cell" data-label={t('adminPanel.invites.status')}>
                <span className={`${styles.badge} ${STATUS_CLASS[invite.status]}`}>{t(STATUS_TEXT[invite.status])}</span>
              </td>
              <td role="cell" data-label={t('adminPanel.invites.usesLeft')}>
                {t('adminPanel.invites.usesOf', { left: invite.usesLeft, allowed: invite.usesAllowed })}
              </td>
              <td role="cell" data-label={t('adminPanel.invites.expiry')} className={styles.muted}>
                {expiryText(invite.expiresAt, now, undefined, t, locale)}
              </td>
              <td role="cell">
                {invite.status === 'active' && (
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={t('adminPanel.invites.copyLinkNamed', { code: invite.code })}
                      onClick={async () => (await copyText(inviteLink(origin, invite.code))) && setCopiedCode(invite.code)}
                    >
                      {copiedCode === invite.code ? t('adminPanel.copied') : t('adminPanel.invites.copyLink')}
                    </button>
                    <button type="button" className="btn btn-danger btn-sm" aria-label={t('adminPanel.invites.revokeNamed', { code: invite.code })} onClick={() => setRevoking(invite)}>
                      {t('adminPanel.revoke')}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {revoking && <RevokeDialog invite={revoking} onDone={() => setRevoking(null)} />}
    </AdminSection>
  );
}

function RevokeDialog({ invite, onDone }: { invite: AdminInvite; onDone: () => void }) {
  const { t } = useAdminTexts();
  const revoke = useRevokeInvite();
  return (
    <AdminConfirmDialog
      mutation={revoke}
      failure={t('adminPanel.invites.revokeFailed')}
      title={t('adminPanel.invites.revokeTitle')}
      message={t.rich('adminPanel.invites.revokeText', { b: (code) => <strong translate="no">{code}</strong> }, { code: invite.code })}
      confirmLabel={t('adminPanel.revoke')}
      busyLabel={t('adminPanel.revoking')}
      onConfirm={() => revoke.mutate({ code: invite.code }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}
