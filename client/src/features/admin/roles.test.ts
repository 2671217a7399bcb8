import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../../shared/messages';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { lastAdminLock, registrationSourceNote } from './roles';

const user = (id: number, role: AdminUser['role']): AdminUser => ({ id, email: `u${id}@example.com`, role, createdAt: '2025-03-01T00:00:00Z', lastActiveAt: null, deckCount: 0, cardCount: 0 });

describe('lastAdminLock', () => {
  it.each([
    { name: 'me, the only admin', users: [user(1, 'admin'), user(2, 'user')], row: 1, want: ADMIN_MSG.lastAdminSelf },
    { name: 'me, with another admin', users: [user(1, 'admin'), user(2, 'admin')], row: 1, want: null },
    { name: 'another admin (I am one too)', users: [user(1, 'admin'), user(2, 'admin')], row: 2, want: null },
    { name: 'a user (Make admin is always offered)', users: [user(1, 'admin'), user(2, 'user')], row: 2, want: null },
  ])('$name', ({ users, row, want }) => {
    expect(lastAdminLock(users.find((u) => u.id === row)!, users, 1)).toBe(want);
  });
});

describe('registrationSourceNote', () => {
  it('names the environment default until an admin chooses', () => {
    expect(registrationSourceNote({ registration: 'invite', source: 'environment', environment: 'invite', updatedAt: null })).toBe(
      "This is the server's default (the REGISTRATION setting: invite). A choice saved here takes its place, also after a restart.",
    );
  });

  it('says when an admin chose, and what it overrides', () => {
    expect(registrationSourceNote({ registration: 'closed', source: 'admin', environment: 'open', updatedAt: '2025-03-10T12:00:00Z' }, 'UTC')).toBe(
      "Chosen on this page on Mar 10, 2025. It takes the place of the server's REGISTRATION setting (open).",
    );
  });
});
