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
import styles from './Admin.module.css';

type Pending = { kind: 'delete' | 'role' | 'reset'; user: AdminUser } | null;

// Explicit roles: the mobile layout restyles the table as blocks, which would drop its table semantics.

/** Every account with its numbers, and the admin's three actions on it (each confirmed first). */
export function UsersSection({ currentUserId }: { currentUserId: number }) {
  const users = useAdminUsers();
  const [pending, setPending] = useState<Pending>(null);
  const now = new Date();

  return (
    <AdminSection
      id="admin-users"
      title={
        <>
          Users {users.data && <span className={styles.muted}>({users.data.length})</span>}
        </>
      }
      hint="Deleting a user removes their decks, cards and history for good."
    >
      {users.isPending ? (
        <Loading text="Loading users..." />
      ) : users.isError ? (
        <ErrorWithRetry message={errorMessage(users.error, 'Could not load the users.')} onRetry={() => users.refetch()} />
      ) : (
        <AdminTable label="Users" columns={[{ label: 'Email' }, { label: 'Role' }, { label: 'Created' }, { label: 'Last active' }, { label: 'Decks', numeric: true }, { label: 'Cards', numeric: true }]}>
          {users.data.map((user) => {
            const isSelf = user.id === currentUserId;
            const roleLock = lastAdminLock(user, users.data, currentUserId);
            return (
              <tr role="row" key={user.id}>
                <td role="cell" className={`${styles.email} ${styles.primaryCell}`}>
                  {user.email}
                  {isSelf && <span className={`${styles.badge} ${styles.badgeYou}`}>You</span>}
                </td>
                <td role="cell" data-label="Role">
                  <span className={`${styles.badge} ${user.role === 'admin' ? styles.badgeAdmin : styles.badgeUser}`}>{user.role === 'admin' ? 'Admin' : 'User'}</span>
                </td>
                <td role="cell" data-label="Created" className={styles.nowrap}>
                  {shortDate(user.createdAt)}
                </td>
                <td role="cell" data-label="Last active" className={`${styles.muted} ${styles.nowrap}`}>
                  {lastActive(user.lastActiveAt, now)}
                </td>
                <td role="cell" data-label="Decks" className={styles.num}>
                  {user.deckCount}
                </td>
                <td role="cell" data-label="Cards" className={styles.num}>
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
                      aria-label={`${user.role === 'admin' ? 'Make user' : 'Make admin'}: ${user.email}`}
                    >
                      {user.role === 'admin' ? 'Make user' : 'Make admin'}
                    </button>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPending({ kind: 'reset', user })} aria-label={`Reset password: ${user.email}`}>
                      Reset password
                    </button>
                    {!isSelf && (
                      <button type="button" className="btn btn-danger btn-sm" onClick={() => setPending({ kind: 'delete', user })} aria-label={`Delete: ${user.email}`}>
                        Delete
                      </button>
                    )}
                  </div>
                  {roleLock && (
                    <p id={`role-lock-${user.id}`} className={styles.lockNote}>
                      {roleLock}
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
  const remove = useDeleteUser();
  return (
    <AdminConfirmDialog
      mutation={remove}
      failure="Could not delete the user."
      title="Delete this user?"
      message={
        <>
          <strong>{user.email}</strong> and all their data ({user.deckCount} decks, {user.cardCount} cards, their study history) will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete user"
      busyLabel="Deleting..."
      onConfirm={() => remove.mutate({ userId: user.id }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}

function RoleDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const setRole = useSetRole();
  const promote = user.role !== 'admin';
  return (
    <AdminConfirmDialog
      mutation={setRole}
      failure="Could not change the role."
      tone="primary"
      title={promote ? 'Make this user an admin?' : 'Remove admin rights?'}
      message={
        promote ? (
          <>
            <strong>{user.email}</strong> will be able to manage users and invites, including yours.
          </>
        ) : (
          <>
            <strong>{user.email}</strong> will no longer see this page.
          </>
        )
      }
      confirmLabel={promote ? 'Make admin' : 'Make user'}
      busyLabel="Saving..."
      onConfirm={() => setRole.mutate({ userId: user.id, role: promote ? 'admin' : 'user' }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}

/** Asks first, then shows the link once: only its hash is stored, so it cannot be shown again. */
function ResetLinkDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const create = useCreateResetLink();
  if (!create.data) {
    return (
      <AdminConfirmDialog
        mutation={create}
        failure="Could not create the link."
        tone="primary"
        title="Reset password"
        message={
          <>
            Create a one-time link for <strong>{user.email}</strong> to set a new password. It is valid for 24 hours; their current password keeps working until the link is used.
          </>
        }
        confirmLabel="Create link"
        busyLabel="Creating..."
        onConfirm={() => create.mutate({ userId: user.id })}
        onDone={onDone}
      />
    );
  }
  return (
    <Modal
      open
      title="Password reset link"
      onClose={onDone}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Done
        </button>
      }
    >
      <p className={styles.dialogText}>
        Send this link to <strong>{user.email}</strong>. It works once, until {new Date(create.data.expiresAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}, and is shown only now.
      </p>
      <CopyField label="Password reset link" value={absoluteLink(window.location.origin, create.data.path)} />
    </Modal>
  );
}
