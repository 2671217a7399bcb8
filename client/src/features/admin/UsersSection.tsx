import { useState } from 'react';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { AdminConfirmDialog } from './AdminConfirmDialog';
import { AdminSection } from './AdminSection';
import { Modal } from '../../components/ui/Modal';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { CopyField } from './CopyField';
import { absoluteLink, lastActive, shortDate } from './format';
import { useCreateResetLink, useDeleteUser, useSetRole } from './mutations';
import { useAdminUsers } from './queries';
import { lastAdminLock } from './roles';
import { AdminTable } from './AdminTable';
import { useAdminTexts } from './adminTexts';
import styles from './Admin.module.css';

type Pending = { kind: 'delete' | 'role' | 'reset'; user: AdminUser } | null;

// Explicit roles: the mobile layout restyles the table as blocks, which would drop its table semantics.

/** Every account with its numbers, and the admin's three actions on it (each confirmed first). */
export function UsersSection({ currentUserId }: { currentUserId: number }) {
  const { t, tm, locale } = useAdminTexts();
  const users = useAdminUsers();
  const [pending, setPending] = useState<Pending>(null);
  const now = new Date();

  return (
    <AdminSection
      id="admin-users"
      title={
        <>
          {t('adminPanel.users.title')} {users.data && <span className={styles.muted}>({users.data.length})</span>}
        </>
      }
      hint={t('adminPanel.users.hint')}
    >
      {users.isPending ? (
        <Loading text={t('adminPanel.users.loading')} />
      ) : users.isError ? (
        <ErrorWithRetry message={tm(errorMessage(users.error, t('adminPanel.users.loadFailed')))} onRetry={() => users.refetch()} />
      ) : (
        <AdminTable
          label={t('adminPanel.users.title')}
          columns={[
            { label: t('adminPanel.users.email') },
            { label: t('adminPanel.users.role') },
            { label: t('adminPanel.users.created') },
            { label: t('adminPanel.users.lastActive') },
            { label: t('adminPanel.users.decks'), numeric: true },
            { label: t('adminPanel.cards'), numeric: true },
          ]}
        >
          {users.data.map((user) => {
            const isSelf = user.id === currentUserId;
            const roleLock = lastAdminLock(user, users.data, currentUserId);
            return (
              <tr role="row" key={user.id}>
                <td role="cell" className={`${styles.email} ${styles.primaryCell}`}>
                  <span translate="no">{user.email}</span>
                  {isSelf && <span className={`${styles.badge} ${styles.badgeYou}`}>{t('adminPanel.users.you')}</span>}
                </td>
                <td role="cell" data-label={t('adminPanel.users.role')}>
                  <span className={`${styles.badge} ${user.role === 'admin' ? styles.badgeAdmin : styles.badgeUser}`}>{user.role === 'admin' ? t('adminPanel.users.admin') : t('adminPanel.users.user')}</span>
                </td>
                <td role="cell" data-label={t('adminPanel.users.created')} className={styles.nowrap}>
                  {shortDate(user.createdAt, undefined, locale)}
                </td>
                <td role="cell" data-label={t('adminPanel.users.lastActive')} className={`${styles.muted} ${styles.nowrap}`}>
                  {lastActive(user.lastActiveAt, now, undefined, t, locale)}
                </td>
                <td role="cell" data-label={t('adminPanel.users.decks')} className={styles.num}>
                  {user.deckCount}
                </td>
                <td role="cell" data-label={t('adminPanel.cards')} className={styles.num}>
                  {user.cardCount}
                </td>
                <td role="cell">
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      // Shown but not offered to the last admin, with the reason beside it (the server refuses anyway).
                      disabled={roleLock !== null}
                      aria-describedby={roleLock ? `role-lock-${user.id}` : undefined}
                      onClick={() => setPending({ kind: 'role', user })}
                      aria-label={t('adminPanel.users.named', { action: user.role === 'admin' ? t('adminPanel.users.makeUser') : t('adminPanel.users.makeAdmin'), email: user.email })}
                    >
                      {user.role === 'admin' ? t('adminPanel.users.makeUser') : t('adminPanel.users.makeAdmin')}
                    </button>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending({ kind: 'reset', user })} aria-label={t('adminPanel.users.named', { action: t('adminPanel.users.resetPassword'), email: user.email })}>
                      {t('adminPanel.users.resetPassword')}
                    </button>
                    {!isSelf && (
                      <button type="button" className="btn btn-danger btn-sm" onClick={() => setPending({ kind: 'delete', user })} aria-label={t('adminPanel.users.named', { action: t('adminPanel.users.delete'), email: user.email })}>
                        {t('adminPanel.users.delete')}
                      </button>
                    )}
                  </div>
                  {roleLock && (
                    <p id={`role-lock-${user.id}`} className={styles.lockNote}>
                      {tm(roleLock)}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {pending?.kind === 'delete' && <DeleteUserDialog user={pending.user} onDone={() => setPending(null)} />}
      {pending?.kind === 'role' && <RoleDialog user={pending.user} onDone={() => setPending(null)} />}
      {pending?.kind === 'reset' && <ResetLinkDialog user={pending.user} onDone={() => setPending(null)} />}
    </AdminSection>
  );
}

function DeleteUserDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useAdminTexts();
  const remove = useDeleteUser();
  return (
    <AdminConfirmDialog
      mutation={remove}
      failure={t('adminPanel.users.deleteFailed')}
      title={t('adminPanel.users.deleteTitle')}
      message={t.rich('adminPanel.users.deleteText', { b: (email) => <strong translate="no">{email}</strong> }, { email: user.email, decks: user.deckCount, cards: user.cardCount })}
      confirmLabel={t('adminPanel.users.deleteUser')}
      busyLabel={t('adminPanel.users.deleting')}
      onConfirm={() => remove.mutate({ userId: user.id }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}

function RoleDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useAdminTexts();
  const setRole = useSetRole();
  const promote = user.role !== 'admin';
  return (
    <AdminConfirmDialog
      mutation={setRole}
      failure={t('adminPanel.users.roleFailed')}
      tone="primary"
      title={promote ? t('adminPanel.users.promoteTitle') : t('adminPanel.users.demoteTitle')}
      message={t.rich(promote ? 'adminPanel.users.promoteText' : 'adminPanel.users.demoteText', { b: (email) => <strong translate="no">{email}</strong> }, { email: user.email })}
      confirmLabel={promote ? t('adminPanel.users.makeAdmin') : t('adminPanel.users.makeUser')}
      busyLabel={t('adminPanel.saving')}
      onConfirm={() => setRole.mutate({ userId: user.id, role: promote ? 'admin' : 'user' }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}

/** Asks first, then shows the link once: only its hash is stored, so it cannot be shown again. */
function ResetLinkDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t, locale } = useAdminTexts();
  const create = useCreateResetLink();
  if (!create.data) {
    return (
      <AdminConfirmDialog
        mutation={create}
        failure={t('adminPanel.users.linkFailed')}
        tone="primary"
        title={t('adminPanel.users.resetPassword')}
        message={t.rich('adminPanel.users.resetText', { b: (email) => <strong translate="no">{email}</strong> }, { email: user.email })}
        confirmLabel={t('adminPanel.users.createLink')}
        busyLabel={t('adminPanel.users.creating')}
        onConfirm={() => create.mutate({ userId: user.id })}
        onDone={onDone}
      />
    );
  }
  return (
    <Modal
      open
      title={t('adminPanel.users.linkTitle')}
      onClose={onDone}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('adminPanel.users.done')}
        </button>
      }
    >
      <p className={styles.dialogText}>
        {t.rich('adminPanel.users.linkText', { b: (email) => <strong translate="no">{email}</strong> }, { email: user.email, date: new Date(create.data.expiresAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      <CopyField label={t('adminPanel.users.linkTitle')} value={absoluteLink(window.location.origin, create.data.path)} />
    </Modal>
  );
}
