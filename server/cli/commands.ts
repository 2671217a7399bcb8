import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ZodError } from 'zod';
import { INVITE_DAYS_MAX, INVITE_USES_MAX } from '../../shared/constants.js';
import { createInviteInput, inviteCodeInput, roleInput } from '../../shared/schemas/admin.js';
import { signupInput } from '../../shared/schemas/auth.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createContextInner } from '../context.js';
import { openDatabase } from '../db.js';
import { prepareDatabase } from '../db/prepare.js';
import { consoleAdmin, type AdminContext } from '../access.js';
import { AppError } from '../errors.js';
import * as admin from '../services/admin.js';
import * as invites from '../services/invites.js';
import { CliError, note, print, readNewPassword, table, type CliIo } from './io.js';
import { backup, copyToPostgresCommand, doctor, migrate } from './maintenance.js';

// The command table of `cardcade <command>` (docs/administration.md). Adding a command is one entry here.

interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

export interface Command {
  name: string;
  args: string;
  summary: string;
  options?: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments the command takes. */
  arity: number;
  run(io: CliIo, parsed: Parsed): Promise<void>;
}

const date = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/** Absolute links when PUBLIC_URL is set (https://cards.example.org), else paths. */
const linkFor = (io: CliIo, path: string) => `${(io.env.PUBLIC_URL ?? '').replace(/\/+$/, '')}${path}`;

function config(io: CliIo): AppConfig {
  try {
    return loadConfig(io.env);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}

/**
 * Runs a use case as the console's admin on the configured database, migrated first exactly as
 * the server does at start (so a fresh checkout can create its first admin before ever starting).
 */
async function asConsole<T>(io: CliIo, work: (ctx: AdminContext) => Promise<T>): Promise<T> {
  const cfg = config(io);
  // The configured database: PostgreSQL when DATABASE_URL is set, else the SQLite file.
  const db = openDatabase(cfg);
  try {
    await prepareDatabase(db);
    return await work(consoleAdmin(createContextInner({ db, config: cfg })));
  } finally {
    await db.destroy();
  }
}

function parseEmail(value: string): string {
  const result = signupInput.shape.email.safeParse(value);
  if (!result.success) throw new CliError(`${result.error.issues[0].message} (got "${value}")`);
  return result.data;
}

export const COMMANDS: Command[] = [
  {
    name: 'users list',
    args: '[--json]',
    summary: 'every account with role, dates and deck/card counts',
    options: { json: { type: 'boolean' } },
    arity: 0,
    run: (io, { values }) =>
      asConsole(io, async (ctx) => {
        const users = await admin.listUsers(ctx);
        if (values.json) return void print(io, JSON.stringify(users, null, 2));
        if (!users.length) return void print(io, 'No accounts yet.');
        const rows = users.map((u) => [String(u.id), u.email, u.role, date(u.createdAt), date(u.lastActiveAt), String(u.deckCount), String(u.cardCount)]);
        print(io, table([['ID', 'EMAIL', 'ROLE', 'CREATED', 'LAST ACTIVE', 'DECKS', 'CARDS'], ...rows]));
      }),
  },
  {
    name: 'users create',
    args: '<email> [--admin]',
    summary: 'create an account (password from CARDCADE_PASSWORD or a prompt)',
    options: { admin: { type: 'boolean' } },
    arity: 1,
    run: async (io, { positionals, values }) => {
      const email = parseEmail(positionals[0]);
      const password = await readNewPassword(io);
      const user = await asConsole(io, (ctx) => admin.createUser(ctx, { email, password, admin: values.admin === true }));
      print(io, `Created ${user.role} ${user.email} (id ${user.id}).`);
    },
  },
  {
    name: 'users reset-link',
    args: '<email>',
    summary: 'print a one-time password-reset link, valid 24 hours',
    arity: 1,
    run: (io, { positionals }) =>
      asConsole(io, async (ctx) => {
        const link = await admin.createResetLink(ctx, await admin.userIdByEmail(ctx, positionals[0]));
        print(io, linkFor(io, link.path));
        note(io, `Valid once, until ${date(link.expiresAt)} UTC. It is shown only now.`);
      }),
  },
  {
    name: 'users set-password',
    args: '<email>',
    summary: "set a password (CARDCADE_PASSWORD or a prompt); logs that user out everywhere",
    arity: 1,
    run: async (io, { positionals }) => {
      const email = parseEmail(positionals[0]);
      const password = await readNewPassword(io);
      await asConsole(io, async (ctx) => admin.setPassword(ctx, await admin.userIdByEmail(ctx, email), password));
      print(io, `Password of ${email} changed; their sessions were logged out.`);
    },
  },
  {
    name: 'users delete',
    args: '<email> --yes',
    summary: 'delete an account and all its data',
    options: { yes: { type: 'boolean' } },
    arity: 1,
    run: async (io, { positionals, values }) => {
      const email = parseEmail(positionals[0]);
      if (values.yes !== true) throw new CliError(`This deletes ${email} and all their decks, cards and history. Add --yes to confirm.`);
      await asConsole(io, async (ctx) => admin.deleteUser(ctx, await admin.userIdByEmail(ctx, email)));
      print(io, `Deleted ${email} and all their data.`);
    },
  },
  {
    name: 'users set-role',
    args: '<email> admin|user',
    summary: 'make an account an admin or a user',
    arity: 2,
    run: async (io, { positionals }) => {
      const email = parseEmail(positionals[0]);
      const role = roleInput.safeParse(positionals[1]);
      if (!role.success) throw new CliError(`The role must be "admin" or "user" (got "${positionals[1]}").`);
      await asConsole(io, async (ctx) => admin.setRole(ctx, await admin.userIdByEmail(ctx, email), role.data));
      print(io, `${email} is now ${role.data === 'admin' ? 'an admin' : 'a user'}.`);
    },
  },
  {
    name: 'invites create',
    args: `[--uses N] [--days D]`,
    summary: `make an invite code (uses 1–${INVITE_USES_MAX}, default 1; expiry 1–${INVITE_DAYS_MAX} days, default 7)`,
    options: { uses: { type: 'string', default: '1' }, days: { type: 'string', default: '7' } },
    arity: 0,
    run: async (io, { values }) => {
      const input = createInviteInput.parse({ uses: values.uses, days: values.days });
      const invite = await asConsole(io, (ctx) => invites.createInvite(ctx, input));
      print(io, invite.code);
      note(io, `Signup link: ${linkFor(io, `/signup?invite=${invite.code}`)} (${invite.usesAllowed} use${invite.usesAllowed === 1 ? '' : 's'}, until ${date(invite.expiresAt)} UTC)`);
    },
  },
  {
    name: 'invites list',
    args: '[--json]',
    summary: 'invite codes with uses left, expiry and status',
    options: { json: { type: 'boolean' } },
    arity: 0,
    run: (io, { values }) =>
      asConsole(io, async (ctx) => {
        const list = await invites.listInvites(ctx);
        if (values.json) return void print(io, JSON.stringify(list, null, 2));
        if (!list.length) return void print(io, 'No invites yet.');
        const rows = list.map((i) => [i.code, i.status, `${i.usesLeft}/${i.usesAllowed}`, date(i.expiresAt), i.createdBy ?? '(cli)']);
        print(io, table([['CODE', 'STATUS', 'USES LEFT', 'EXPIRES', 'CREATED BY'], ...rows]));
      }),
  },
  {
    name: 'invites revoke',
    args: '<code>',
    summary: 'stop an invite code from working',
    arity: 1,
    run: async (io, { positionals }) => {
      const { code } = inviteCodeInput.parse({ code: positionals[0] });
      await asConsole(io, (ctx) => invites.revokeInvite(ctx, code));
      print(io, `Invite ${code} revoked.`);
    },
  },
  {
    name: 'backup',
    args: '<file>',
    summary: 'online copy of the running database, then an integrity check of the copy',
    arity: 1,
    run: (io, { positionals }) => backup(io, config(io), positionals[0]),
  },
  {
    name: 'copy-to-postgres',
    args: '<url>',
    summary: 'copy every row of the SQLite file into an empty PostgreSQL database (one transaction)',
    arity: 1,
    run: (io, { positionals }) => copyToPostgresCommand(io, config(io), positionals[0]),
  },
  {
    name: 'migrate',
    args: '',
    summary: 'apply pending database migrations',
    arity: 0,
    run: (io) => migrate(io, config(io)),
  },
  {
    name: 'doctor',
    args: '',
    summary: 'check configuration, database and migrations',
    arity: 0,
    run: (io) => doctor(io),
  },
  {
    name: 'help',
    args: '',
    summary: 'this list',
    arity: 0,
    run: async (io) => void print(io, usage()),
  },
];

export function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => `${c.name} ${c.args}`.length));
  return [
    'Usage: cardcade <command> [arguments]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${`${c.name} ${c.args}`.trim().padEnd(width)}  ${c.summary}`),
    '',
    'It reads the same environment as the server (DATABASE_PATH, REGISTRATION, ...).',
    'PUBLIC_URL (e.g. https://cards.example.org) makes printed links absolute.',
  ].join('\n');
}

/** Runs one command line; answers the process exit code. Errors become one line on stderr. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const command = COMMANDS.find((c) => c.name === argv.slice(0, 2).join(' ')) ?? COMMANDS.find((c) => !c.name.includes(' ') && c.name === argv[0]);
  try {
    if (!argv.length) throw new CliError('No command given. Run `cardcade help` for the list.');
    if (argv[0] === '--help' || argv[0] === '-h') {
      print(io, usage());
      return 0;
    }
    if (!command) throw new CliError(`Unknown command "${argv.slice(0, 2).join(' ')}". Run \`cardcade help\` for the list.`);
    const rest = argv.slice(command.name.split(' ').length);
    let parsed: Parsed;
    try {
      parsed = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true }) as Parsed;
    } catch (error) {
      throw new CliError(`${(error as Error).message.split('\n')[0]} Usage: cardcade ${command.name} ${command.args}`.trim());
    }
    if (parsed.positionals.length !== command.arity) throw new CliError(`Usage: cardcade ${`${command.name} ${command.args}`.trim()}`);
    await command.run(io, parsed);
    return 0;
  } catch (error) {
    note(io, `cardcade: ${messageOf(error)}`);
    return 1;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof CliError || error instanceof AppError) return error.message;
  if (error instanceof ZodError) return error.issues[0]?.message ?? 'Invalid input.';
  // Anything else is unexpected: one line still, the details are not for a terminal.
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}
