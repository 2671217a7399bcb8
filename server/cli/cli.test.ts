import argon2 from 'argon2';
import Database from '../db/sqliteNative.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../shared/messages.js';
import { runCardcade } from '../test/cli.js';

// The real command line against a temporary database: every command, its exit code and its
// effect on the database. Tests run in order and build on each other's accounts.

let dir: string;
let dbPath: string;
const env = (extra: Record<string, string> = {}) => ({ DATABASE_PATH: dbPath, ...extra });
const cli = (args: string[], extra: Record<string, string> = {}, input?: string) => runCardcade(args, { env: env(extra), input });
const query = <T>(sql: string, ...params: unknown[]): T[] => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};
const oneLine = (text: string) => expect(text.trim().split('\n')).toHaveLength(1);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-cli-'));
  dbPath = path.join(dir, 'cardcade.db');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('cardcade CLI', { timeout: 120_000 }, () => {
  it('help lists every command; no command, an unknown one or a bad option exits 1 with one line', async () => {
    const help = await cli(['help']);
    expect(help.code).toBe(0);
    for (const name of ['users list', 'users create', 'users reset-link', 'users set-password', 'users delete', 'users set-role', 'invites create', 'invites list', 'invites revoke', 'backup', 'migrate', 'doctor']) {
      expect(help.stdout).toContain(name);
    }
    const [none, unknown, badOption, missingArg] = await Promise.all([cli([]), cli(['frobnicate']), cli(['users', 'list', '--nope']), cli(['users', 'create'])]);
    for (const result of [none, unknown, badOption, missingArg]) {
      expect(result.code).toBe(1);
      oneLine(result.stderr);
      expect(result.stdout).toBe('');
    }
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    expect(missingArg.stderr).toContain('Usage: cardcade users create <email> [--admin]');
  });

  it('migrate creates and migrates a fresh database, then has nothing to do', async () => {
    const first = await cli(['migrate']);
    expect([first.code, first.stdout]).toEqual([0, expect.stringMatching(/^Applied 0001_init(, \d{4}_[a-z0-9_]+)*, 0004_roles_invites(, \d{4}_[a-z0-9_]+)*\.\n$/)]);
    const again = await cli(['migrate']);
    expect([again.code, again.stdout]).toEqual([0, 'The database is up to date; nothing to apply.\n']);
  });

  it('doctor checks config, database and migrations; a bad value or a missing database exits 1', async () => {
    const ok = await cli(['doctor']);
    expect(ok.code).toBe(0);
    // The Node version comes first; server/nodeSupport.test.ts has the table of versions and dates.
    const node = process.version.slice(1);
    expect(ok.stdout.split('\n')[0]).toMatch(new RegExp(`^(✓ Node ${node} \\(security fixes until|! Node ${node} reached end-of-life on)`));
    expect(ok.stdout).toContain('✓ configuration valid');
    expect(ok.stdout).toContain('✓ database reachable');
    expect(ok.stdout).toMatch(/✓ migrations current \(\d+ applied\)/);
    expect(ok.stdout).toContain('! no admin account yet');
    const badEnv = await cli(['doctor'], { REGISTRATION: 'maybe' });
    expect(badEnv.code).toBe(1);
    expect(badEnv.stdout).toContain('✗ configuration: REGISTRATION');
    const missing = await runCardcade(['doctor'], { env: { DATABASE_PATH: path.join(dir, 'nope.db') } });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('✗ database: no file at');
    expect(fs.existsSync(path.join(dir, 'nope.db'))).toBe(false);
  });

  it('users create: password from the variable or piped in, never an argument; checks email and password', async () => {
    const admin = await cli(['users', 'create', 'Boss@Example.com', '--admin'], { CARDCADE_PASSWORD: 'boss password' });
    expect([admin.code, admin.stdout]).toEqual([0, expect.stringContaining('Created admin boss@example.com')]);
    const piped = await cli(['users', 'create', 'learner@example.com'], {}, 'learner password\n');
    expect([piped.code, piped.stdout]).toEqual([0, expect.stringContaining('Created user learner@example.com')]);
    const rows = query<{ email: string; role: string; password_hash: string }>('select email, role, password_hash from users order by id');
    expect(rows.map((r) => [r.email, r.role])).toEqual([
      ['boss@example.com', 'admin'],
      ['learner@example.com', 'user'],
    ]);
    expect(await argon2.verify(rows[1].password_hash, 'learner password')).toBe(true);

    const refusals = await Promise.all([
      cli(['users', 'create', 'boss@example.com'], { CARDCADE_PASSWORD: 'another one' }),
      cli(['users', 'create', 'short@example.com'], { CARDCADE_PASSWORD: 'short' }),
      cli(['users', 'create', 'nopassword@example.com']),
      cli(['users', 'create', 'not-an-email'], { CARDCADE_PASSWORD: 'long enough' }),
    ]);
    expect(refusals.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    refusals.forEach((r) => oneLine(r.stderr));
    expect(refusals[0].stderr).toContain('already exists');
    expect(refusals[1].stderr).toContain('at least 8 characters');
    expect(refusals[2].stderr).toContain('CARDCADE_PASSWORD');
    expect(query('select id from users')).toHaveLength(2);
  });

  it('users list prints a table, or JSON with --json', async () => {
    const text = await cli(['users', 'list']);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^ID\s+EMAIL\s+ROLE\s+CREATED\s+LAST ACTIVE\s+DECKS\s+CARDS$/);
    expect(text.stdout).toMatch(/boss@example\.com\s+admin/);
    const json = await cli(['users', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ email: 'boss@example.com', role: 'admin', deckCount: 0, cardCount: 0 }),
      expect.objectContaining({ email: 'learner@example.com', role: 'user' }),
    ]);
  });

  it('users set-role promotes and demotes, but never the last admin', async () => {
    const promote = await cli(['users', 'set-role', 'learner@example.com', 'admin']);
    expect([promote.code, promote.stdout]).toEqual([0, 'learner@example.com is now an admin.\n']);
    const demote = await cli(['users', 'set-role', 'learner@example.com', 'user']);
    expect(demote.code).toBe(0);
    expect(query<{ role: string }>("select role from users where email = 'learner@example.com'")[0].role).toBe('user');
    const [last, badRole, unknown] = await Promise.all([
      cli(['users', 'set-role', 'boss@example.com', 'user']),
      cli(['users', 'set-role', 'learner@example.com', 'root']),
      cli(['users', 'set-role', 'ghost@example.com', 'admin']),
    ]);
    expect([last.code, last.stderr.trim()]).toEqual([1, `cardcade: ${ADMIN_MSG.lastAdminDemote}`]);
    expect([badRole.code, unknown.code]).toEqual([1, 1]);
    expect(unknown.stderr.trim()).toBe(`cardcade: ${ADMIN_MSG.userNotFound}`);
  });

  it('still works for admins with PASSWORD_LOGIN=false and a provider set (docs/sign-in.md): it reads no discovery document', async () => {
    // An issuer nothing answers at: the server would refuse to start, the command line does not ask it.
    const oidc = { PASSWORD_LOGIN: 'false', OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'cardcade', PUBLIC_URL: 'https://cards.example.org' };
    const created = await cli(['users', 'create', 'operator@example.com'], { ...oidc, CARDCADE_PASSWORD: 'operator password' });
    expect([created.code, created.stderr]).toEqual([0, expect.any(String)]);
    const link = await cli(['users', 'reset-link', 'operator@example.com'], oidc);
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(/^https:\/\/cards\.example\.org\/reset-password\?token=/);
  });

  it('users reset-link prints a one-time link (absolute with PUBLIC_URL); only its hash is stored', async () => {
    const relative = await cli(['users', 'reset-link', 'learner@example.com']);
    expect(relative.code).toBe(0);
    expect(relative.stdout).toMatch(/^\/reset-password\?token=[\w-]{43}\n$/);
    const absolute = await cli(['users', 'reset-link', 'learner@example.com'], { PUBLIC_URL: 'https://cards.example.org/' });
    const url = new URL(absolute.stdout.trim());
    expect(url.origin + url.pathname).toBe('https://cards.example.org/reset-password');
    const token = url.searchParams.get('token')!;
    // The learner's links only (an earlier test made one for another account).
    const stored = query<{ token_hash: string }>("select token_hash from password_reset_tokens where used_at is null and user_id = (select id from users where email = 'learner@example.com')");
    // The newer link replaced the older one.
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('users set-password changes the password and logs that user out everywhere', async () => {
    const writable = new Database(dbPath);
    const learnerId = (writable.prepare("select id from users where email = 'learner@example.com'").get() as { id: number }).id;
    writable.prepare('insert into auth_sessions (id_hash, user_id, created_at, expires_at) values (?, ?, 0, ?)').run('h', learnerId, Date.now() + 1e9);
    writable.close();
    const result = await cli(['users', 'set-password', 'learner@example.com'], { CARDCADE_PASSWORD: 'fresh password' });
    expect(result.code).toBe(0);
    const [row] = query<{ password_hash: string }>("select password_hash from users where email = 'learner@example.com'");
    expect(await argon2.verify(row.password_hash, 'fresh password')).toBe(true);
    expect(query('select * from auth_sessions where user_id = ?', learnerId)).toEqual([]);
  });

  it('invites create, list and revoke', async () => {
    const created = await cli(['invites', 'create', '--uses', '3', '--days', '2'], { PUBLIC_URL: 'https://cards.example.org' });
    expect(created.code).toBe(0);
    const code = created.stdout.trim();
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
    expect(created.stderr).toContain(`https://cards.example.org/signup?invite=${code}`);
    const [row] = query<{ uses_allowed: number; expires_at: number; created_at: number; created_by: number | null }>('select * from invites where code = ?', code);
    expect(row.uses_allowed).toBe(3);
    expect(row.expires_at - row.created_at).toBe(2 * 86_400_000);
    expect(row.created_by).toBeNull();

    const [tooMany, tooLong] = await Promise.all([cli(['invites', 'create', '--uses', '101']), cli(['invites', 'create', '--days', '31'])]);
    expect([tooMany.code, tooLong.code]).toEqual([1, 1]);
    expect(tooMany.stderr).toContain('Uses must be a whole number from 1 to 100.');

    const list = await cli(['invites', 'list']);
    expect(list.stdout).toMatch(new RegExp(`${code}\\s+active\\s+3/3`));
    const revoked = await cli(['invites', 'revoke', code.toLowerCase()]);
    expect([revoked.code, revoked.stdout]).toEqual([0, `Invite ${code} revoked.\n`]);
    expect(JSON.parse((await cli(['invites', 'list', '--json'])).stdout)[0]).toMatchObject({ code, status: 'revoked' });
    const unknown = await cli(['invites', 'revoke', 'NOSUCHCODE']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, `cardcade: ${ADMIN_MSG.inviteNotFound}`]);
  });

  it('backup copies a live database (with unflushed WAL writes), checks the copy, and never overwrites', async () => {
    // A connection that keeps the database open in WAL mode, as a running server does.
    const live = new Database(dbPath);
    live.pragma('journal_mode = WAL');
    live.pragma('wal_autocheckpoint = 0');
    live.prepare("insert into users (email, password_hash, created_at) values ('wal@example.com', 'x', 0)").run();
    const target = path.join(dir, 'backup.db');
    const result = await cli(['backup', target]);
    live.close();
    expect([result.code, result.stdout]).toEqual([0, expect.stringContaining('integrity check: ok')]);
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare("select count(*) as n from users where email = 'wal@example.com'").get()).toEqual({ n: 1 });
    copy.close();

    const before = fs.statSync(target).mtimeMs;
    const again = await cli(['backup', target]);
    expect([again.code, again.stderr.trim()]).toEqual([1, `cardcade: ${target} already exists; refusing to overwrite it.`]);
    expect(fs.statSync(target).mtimeMs).toBe(before);
  });

  it('users delete needs --yes, removes the account with its data, and never the last admin', async () => {
    const refused = await cli(['users', 'delete', 'learner@example.com']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--yes');
    expect(query("select id from users where email = 'learner@example.com'")).toHaveLength(1);
    const deleted = await cli(['users', 'delete', 'learner@example.com', '--yes']);
    expect([deleted.code, deleted.stdout]).toEqual([0, 'Deleted learner@example.com and all their data.\n']);
    expect(query("select id from users where email = 'learner@example.com'")).toEqual([]);
    const lastAdmin = await cli(['users', 'delete', 'boss@example.com', '--yes']);
    expect([lastAdmin.code, lastAdmin.stderr.trim()]).toEqual([1, `cardcade: ${ADMIN_MSG.lastAdminDelete}`]);
  });
});
