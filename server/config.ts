import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Configuration from environment variables, with defaults safe for a single learner's machine.
// Parsed with zod once at start-up: a typo in a variable stops the server instead of being
// silently replaced by a default (docs/administration.md).

export type Registration = 'open' | 'invite' | 'closed';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/**
 * Fastify's `trustProxy`: on/off or the proxies' addresses/CIDRs. No hop count: Fastify 5.12
 * trusts nobody for a number (a direct client could spoof enough hops), so it is refused here.
 */
export type TrustProxy = boolean | string[];

export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  supportEmail: string;
  uploadMaxMb: number;
  cookieSecure: boolean;
  sessionTtlDays: number;
  /** Login/signup attempts allowed per IP and per email each minute. */
  authRateLimitPerMinute: number;
  /** Built client files; the server answers API calls only when the folder is missing. */
  clientDir: string;
  /** FSRS fuzz spreads due dates; on in production, off in tests so schedules are exact. */
  fsrsFuzz: boolean;
  /** Who may sign up (docs/administration.md). */
  registration: Registration;
  /** A postgres:// URL selects PostgreSQL instead of the SQLite file (docs/postgresql.md). Unset: SQLite. */
  databaseUrl: string | null;
  /** Connections per process to PostgreSQL. */
  databasePoolSize: number;
  /** Worker threads that parse import uploads. */
  importWorkers: number;
  /**
   * How long an import worker may spend on one upload or preview before it is ended (a confirm
   * gets IMPORT_CONFIRM_TIME_FACTOR times as long); milliseconds, so tests can pass a short one.
   */
  importTimeLimitMs: number;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** The address people open the app at, without a trailing slash (the OpenID redirect URI is built on it); null when unset. */
  publicUrl: string | null;
  /** Sign-in through the group's OpenID provider (docs/sign-in.md); null when OIDC_ISSUER is unset. */
  oidc: OidcConfig | null;
  /** False removes password sign-in and sign-up from the pages and the API (the command-line tool still works). */
  passwordLogin: boolean;
  /** Outgoing mail (docs/mail.md); null: no mail, and everything works as without it. */
  smtp: SmtpConfig | null;
  /** New accounts confirm their address by mail before they can log in (needs mail). */
  requireEmailVerification: boolean;
  /** Extra origins push subscriptions may name besides the known push services (tests: http://127.0.0.1:9999). */
  pushEndpointHosts: string[];
  /** Requests per personal API token per minute (docs/api.md). */
  apiTokenRateLimitPerMinute: number;
  /** A second listener speaking AnkiConnect at `/` (docs/api.md); null: none. */
  ankiconnectPort: number | null;
  /** Its address; loopback by default, as AnkiConnect listens. */
  ankiconnectHost: string;
  /** Keyless requests on a loopback AnkiConnect listener act as this account (an e-mail); null: a key is always needed. */
  ankiconnectLocalUser: string | null;
  /** Browser origins allowed to call the AnkiConnect endpoints; none by default. */
  ankiconnectCorsOrigins: string[];
}

/** The OpenID Connect client's settings (docs/sign-in.md). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Null for a public client (PKCE alone). */
  clientSecret: string | null;
  /** The button says `Sign in with <name>`. */
  name: string;
  /** Space-separated, always with `openid`. */
  scopes: string;
  /** Which claim makes an admin: `claim` (true) or `claim=value` (equal, or a list holding it); null: roles stay the app's. */
  adminClaim: { claim: string; value: string | null } | null;
}

/** SMTP_URL, or the separate SMTP_* variables (docs/mail.md). */
export interface SmtpConfig {
  /** smtp:// or smtps:// URL, when SMTP_URL was given. */
  url: string | null;
  host: string | null;
  port: number | null;
  user: string | null;
  password: string | null;
  secure: boolean;
  /** The From header: `Cardcade <cards@example.org>` or a bare address. */
  from: string;
}

/** A variable with a bad value; its message is the one line the server prints before exiting. */
export class ConfigError extends Error {
  constructor(readonly variables: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const REGISTRATIONS = ['open', 'invite', 'closed'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

const flag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

// proxy-addr's names for address ranges, accepted by Fastify beside IPs and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustedAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) ? Number(bits) <= max : family === 4 && net.isIPv4(bits);
}

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: "must be true, false or the proxy's addresses (hop counts are not supported: Fastify would trust nobody)" });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length && entries.every(isTrustedAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: 'must be true, false, or a comma-separated list of IP addresses/CIDRs' });
  return z.NEVER;
});

// A header value must stay on one line: CR or LF would start a header of the reader's choosing.
const oneLine = z.string().refine((value) => !/[\r\n\0]/.test(value), 'must be on one line');

const smtpUrl = oneLine.refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL');

const httpOrigin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}, 'must be an http(s):// address');

// 'Name <address>' or a bare address, on one line.
const mailFrom = oneLine.refine((value) => /^(?:[^<>"]*\s*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value.trim()), 'must be an address or "Name <address>"');

const originList = z.string().transform((value, ctx) => {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const parsed = httpOrigin.safeParse(entry);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s):// origins' });
      return z.NEVER;
    }
    origins.push(new URL(entry).origin);
  }
  return origins;
});

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a postgres:// URL');

/** Comma-separated browser origins (`scheme://host[:port]`, no path), or `*` for any. */
const corsOrigins = z.string().transform((value, ctx): string[] => {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  // Extension origins (chrome-extension://…, moz-extension://…) have no URL `origin`: matched by shape.
  const ok = entries.every((entry) => entry === '*' || /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(entry));
  if (ok) return entries;
  ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of origins such as chrome-extension://abc or http://localhost:8080 (no path or trailing slash), or *' });
  return z.NEVER;
});

/** Every variable the server reads; unset and empty are the same (systemd and .env files write empty values). */
const envSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).optional(),
  PORT: wholeNumber(0, 65535).optional(),
  HOST: z.string().optional(),
  DATABASE_PATH: z.string().optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  UPLOAD_MAX_MB: wholeNumber(1, 10_000).optional(),
  COOKIE_SECURE: flag.optional(),
  SESSION_TTL_DAYS: wholeNumber(1, 3650).optional(),
  AUTH_RATE_LIMIT: wholeNumber(1, 1_000_000).optional(),
  CLIENT_DIR: z.string().optional(),
  FSRS_FUZZ: flag.optional(),
  REGISTRATION: z.enum(REGISTRATIONS, { error: `must be one of ${REGISTRATIONS.join(', ')}` }).optional(),
  IMPORT_WORKERS: wholeNumber(1, 64).optional(),
  IMPORT_TIME_LIMIT_SECONDS: wholeNumber(1, 86_400).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: z.string().refine(isHttpUrl, 'must be an http(s):// address, like https://cards.example.org').optional(),
  OIDC_ISSUER: z.string().refine(isIssuerUrl, 'must be an https:// address (http:// only on this machine: localhost, 127.0.0.1)').optional(),
  OIDC_CLIENT_ID: z.string().max(500).optional(),
  // No rule that could fail: an error message quotes the value, and a secret must not reach the logs.
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().trim().min(1).max(40, 'must be at most 40 characters').optional(),
  OIDC_SCOPES: z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, 'must be scopes separated by single spaces').refine((v) => v.split(' ').includes('openid'), 'must include openid').optional(),
  OIDC_ADMIN_CLAIM: z.string().regex(/^[A-Za-z0-9_.:/-]+(=[^=\s]+)?$/, 'must be a claim name, or claim=value (like groups=admin)').optional(),
  PASSWORD_LOGIN: flag.optional(),
  SMTP_URL: smtpUrl.optional(),
  SMTP_HOST: oneLine.optional(),
  SMTP_PORT: wholeNumber(1, 65535).optional(),
  SMTP_USER: oneLine.optional(),
  SMTP_PASSWORD: oneLine.optional(),
  SMTP_FROM: mailFrom.optional(),
  SMTP_SECURE: flag.optional(),
  REQUIRE_EMAIL_VERIFICATION: flag.optional(),
  PUSH_ENDPOINT_HOSTS: originList.optional(),
  API_TOKEN_RATE_LIMIT: wholeNumber(1, 1_000_000).optional(),
  ANKICONNECT_PORT: wholeNumber(0, 65535).optional(),
  ANKICONNECT_HOST: z.string().optional(),
  ANKICONNECT_LOCAL_USER: z.email({ error: 'must be an email address' }).optional(),
  ANKICONNECT_CORS_ORIGINS: corsOrigins.optional(),
});

export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Reads the environment; throws ConfigError (naming every bad variable, on one line) on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(CONFIG_VARIABLES.filter((name) => env[name] !== undefined && env[name] !== '').map((name) => [name, env[name]]));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return { name, text: `${name} ${issue.message} (got ${JSON.stringify(present[name])})` };
    });
    throw new ConfigError(
      bad.map((b) => b.name),
      `Invalid configuration: ${bad.map((b) => b.text).join('; ')}`,
    );
  }
  const v = parsed.data;
  const production = v.NODE_ENV === 'production';
  const oidc = oidcSettings(v);
  const smtp = smtpConfig(v);
  // Mail carries links, and a link built from a request's Host header could point anywhere.
  if (smtp && !v.PUBLIC_URL) throw new ConfigError(['PUBLIC_URL'], 'Invalid configuration: PUBLIC_URL must be set when mail is (links in mail need the server\'s address)');
  if (v.REQUIRE_EMAIL_VERIFICATION && !smtp) {
    throw new ConfigError(['REQUIRE_EMAIL_VERIFICATION'], 'Invalid configuration: REQUIRE_EMAIL_VERIFICATION needs mail (SMTP_URL or SMTP_HOST)');
  }
  return {
    port: v.PORT ?? 3000,
    host: v.HOST ?? '127.0.0.1',
    databasePath: v.DATABASE_PATH ?? './data/cardcade.db',
    supportEmail: v.SUPPORT_EMAIL ?? 'support@cardcade.local',
    uploadMaxMb: v.UPLOAD_MAX_MB ?? 100,
    cookieSecure: v.COOKIE_SECURE ?? production,
    sessionTtlDays: v.SESSION_TTL_DAYS ?? 30,
    authRateLimitPerMinute: v.AUTH_RATE_LIMIT ?? 10,
    clientDir: v.CLIENT_DIR ?? defaultClientDir(import.meta.url),
    fsrsFuzz: v.FSRS_FUZZ ?? v.NODE_ENV !== 'test',
    registration: v.REGISTRATION ?? 'open',
    databaseUrl: v.DATABASE_URL ?? null,
    databasePoolSize: v.DATABASE_POOL_SIZE ?? 10,
    importWorkers: v.IMPORT_WORKERS ?? 1,
    importTimeLimitMs: (v.IMPORT_TIME_LIMIT_SECONDS ?? 120) * 1000,
    logLevel: v.LOG_LEVEL ?? 'info',
    trustProxy: v.TRUST_PROXY ?? false,
    publicUrl: v.PUBLIC_URL ? v.PUBLIC_URL.replace(/\/+$/, '') : null,
    oidc,
    passwordLogin: v.PASSWORD_LOGIN ?? true,
    smtp,
    requireEmailVerification: v.REQUIRE_EMAIL_VERIFICATION ?? false,
    pushEndpointHosts: v.PUSH_ENDPOINT_HOSTS ?? [],
    apiTokenRateLimitPerMinute: v.API_TOKEN_RATE_LIMIT ?? 1200,
    ankiconnectPort: v.ANKICONNECT_PORT ?? null,
    ankiconnectHost: v.ANKICONNECT_HOST ?? '127.0.0.1',
    ankiconnectLocalUser: v.ANKICONNECT_LOCAL_USER ?? null,
    ankiconnectCorsOrigins: v.ANKICONNECT_CORS_ORIGINS ?? [],
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer's tokens travel over its address: plain http only for a provider on this machine (tests, a first try). */
function isIssuerUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}

/** The OIDC_* variables together: an issuer needs a client id and the app's public address; password login may be off only with one. */
function oidcSettings(v: z.infer<typeof envSchema>): OidcConfig | null {
  const problems: [string, string][] = [];
  const anyOidc = [v.OIDC_ISSUER, v.OIDC_CLIENT_ID, v.OIDC_CLIENT_SECRET, v.OIDC_NAME, v.OIDC_SCOPES, v.OIDC_ADMIN_CLAIM].some((x) => x !== undefined);
  if (anyOidc && !v.OIDC_ISSUER) problems.push(['OIDC_ISSUER', 'OIDC_ISSUER is required when any other OIDC_ variable is set']);
  if (v.OIDC_ISSUER && !v.OIDC_CLIENT_ID) problems.push(['OIDC_CLIENT_ID', 'OIDC_CLIENT_ID is required with OIDC_ISSUER']);
  if (v.OIDC_ISSUER && !v.PUBLIC_URL) problems.push(['PUBLIC_URL', 'PUBLIC_URL is required with OIDC_ISSUER (the redirect URI is <PUBLIC_URL>/api/auth/oidc/callback)']);
  if (v.PASSWORD_LOGIN === false && !v.OIDC_ISSUER) problems.push(['PASSWORD_LOGIN', 'PASSWORD_LOGIN=false needs OIDC_ISSUER: otherwise nobody could sign in']);
  if (problems.length) throw new ConfigError(problems.map((p) => p[0]), `Invalid configuration: ${problems.map((p) => p[1]).join('; ')}`);
  if (!v.OIDC_ISSUER || !v.OIDC_CLIENT_ID) return null;
  const [claim, value] = v.OIDC_ADMIN_CLAIM?.split('=') ?? [];
  return {
    issuer: v.OIDC_ISSUER,
    clientId: v.OIDC_CLIENT_ID,
    clientSecret: v.OIDC_CLIENT_SECRET ?? null,
    name: v.OIDC_NAME ?? 'SSO',
    scopes: v.OIDC_SCOPES ?? 'openid email profile',
    adminClaim: claim ? { claim, value: value ?? null } : null,
  };
}

type ParsedEnv = z.infer<typeof envSchema>;

/** Mail is on when SMTP_URL or SMTP_HOST is set; the other SMTP_* variables alone are a mistake. */
function smtpConfig(v: ParsedEnv): SmtpConfig | null {
  if (v.SMTP_URL && v.SMTP_HOST) throw new ConfigError(['SMTP_URL', 'SMTP_HOST'], 'Invalid configuration: set SMTP_URL or SMTP_HOST, not both');
  if (!v.SMTP_URL && !v.SMTP_HOST) {
    const stray = (['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM', 'SMTP_SECURE'] as const).filter((name) => v[name] !== undefined);
    if (stray.length) throw new ConfigError(stray, `Invalid configuration: ${stray.join(', ')} set without SMTP_HOST or SMTP_URL`);
    return null;
  }
  if ((v.SMTP_USER === undefined) !== (v.SMTP_PASSWORD === undefined) && v.SMTP_HOST) {
    throw new ConfigError(['SMTP_USER', 'SMTP_PASSWORD'], 'Invalid configuration: SMTP_USER and SMTP_PASSWORD go together');
  }
  const secure = v.SMTP_SECURE ?? (v.SMTP_URL ? v.SMTP_URL.startsWith('smtps:') : v.SMTP_PORT === 465);
  return {
    url: v.SMTP_URL ?? null,
    host: v.SMTP_HOST ?? null,
    port: v.SMTP_PORT ?? null,
    user: v.SMTP_USER ?? null,
    password: v.SMTP_PASSWORD ?? null,
    secure,
    from: (v.SMTP_FROM ?? `Cardcade <${v.SUPPORT_EMAIL ?? 'support@cardcade.local'}>`).trim(),
  };
}

/**
 * dist/client, seen from this module: it runs as server/config.ts (tsx, tests) and as
 * dist/server/config.js (the production build), and both must find the same folder.
 */
export function defaultClientDir(moduleUrl: string): string {
  const file = fileURLToPath(moduleUrl);
  // Only the build emits .js; the checkout's own folder may be called anything, even 'dist'.
  const compiled = file.endsWith('.js');
  return path.resolve(path.dirname(file), compiled ? '../client' : '../dist/client');
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test' }),
  fsrsFuzz: false,
  ...overrides,
});
