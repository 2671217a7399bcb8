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
import styles from './Admin.module.css';
import { FormError } from '../../components/ui/FormError';
import { InviteByMailForm } from '../mail/InviteByMailForm';
import { useMailConfig } from '../mail/queries';

const STATUS_CLASS: Record<AdminInvite['status'], string> = {
  active: styles.badgeActive,
  expired: styles.badgeInactive,
  'used up': styles.badgeInactive,
  revoked: styles.badgeRevoked,
};

/** Create invite codes, copy their links, see how many uses are left, revoke them. */
export function InvitesSection() {
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
    <AdminSection id="admin-invites" title="Invites" hint="Anyone with a link can sign up, even in invite-only mode, until its uses run out.">

      <form className="card" onSubmit={onCreate} aria-label="Create an invite">
        <FormError message={create.error && errorMessage(create.error, 'Could not create the invite.')} />
        <div className={styles.inviteForm}>
          <div className="field">
            <label htmlFor="invite-uses">
              Uses <span className="field-hint">{INVITE_USES_MIN}–{INVITE_USES_MAX}</span>
            </label>
            <input id="invite-uses" className="input" type="number" inputMode="numeric" min={INVITE_USES_MIN} max={INVITE_USES_MAX} step={1} required value={uses} onChange={(e) => setUses(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="invite-days">
              Days valid <span className="field-hint">{INVITE_DAYS_MIN}–{INVITE_DAYS_MAX}</span>
            </label>
            <input id="invite-days" className="input" type="number" inputMode="numeric" min={INVITE_DAYS_MIN} max={INVITE_DAYS_MAX} step={1} required value={days} onChange={(e) => setDays(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create invite'}
          </button>
        </div>
        {create.data && (
          <div className={styles.newInvite} role="status">
            <p>
              New invite <span className={styles.code}>{create.data.code}</span>: share this link.
            </p>
            <CopyField label="New invite link" value={inviteLink(origin, create.data.code)} />
          </div>
        )}
      </form>
      {mailOn && <InviteByMailForm />}

      <div style={{ height: 'var(--space-4)' }} />
      {invites.isPending ? (
        <Loading text="Loading invites..." />
      ) : invites.isError ? (
        <ErrorWithRetry message={errorMessage(invites.error, 'Could not load the invites.')} onRetry={() => invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <div className="empty-state">No invites yet. Create one above to let someone in.</div>
      ) : (
        <AdminTable label="Invites" columns={[{ label: 'Code' }, { label: 'Status' }, { label: 'Uses left' }, { label: 'Expiry' }]}>
          {invites.data.map((invite) => (
            <tr role="row" key={invite.code}>
              <td role="cell" className={`${styles.code} ${styles.primaryCell}`}>{invite.code}</td>
              <td role="cell" data-label="Status">
                <span className={`${styles.badge} ${STATUS_CLASS[invite.status]}`}>{invite.status[0].toUpperCase() + invite.status.slice(1)}</span>
              </td>
              <td role="cell" data-label="Uses left">
                {invite.usesLeft} of {invite.usesAllowed}
              </td>
              <td role="cell" data-label="Expiry" className={styles.muted}>
                {expiryText(invite.expiresAt, now)}
              </td>
              <td role="cell">
                {invite.status === 'active' && (
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Copy link: ${invite.code}`}
                      onClick={async () => (await copyText(inviteLink(origin, invite.code))) && setCopiedCode(invite.code)}
                    >
                      {copiedCode === invite.code ? 'Copied!' : 'Copy link'}
                    </button>
                    <button type="button" className="btn btn-danger btn-sm" aria-label={`Revoke: ${invite.code}`} onClick={() => setRevoking(invite)}>
                      Revoke
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
  const revoke = useRevokeInvite();
  return (
    <AdminConfirmDialog
      mutation={revoke}
      failure="Could not revoke the invite."
      title="Revoke this invite?"
      message={
        <>
          The link with code <strong>{invite.code}</strong> stops working at once. Accounts already made with it stay.
        </>
      }
      confirmLabel="Revoke"
      busyLabel="Revoking..."
      onConfirm={() => revoke.mutate({ code: invite.code }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}
