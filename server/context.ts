import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAppServices, type AppServices } from './appServices.js';
import type { AppConfig } from './config.js';
import type { Db } from './db.js';
import { ImportsService } from './imports/importsService.js';
import type { ApiTokenAuth } from './domain/apiTokenRate.js';
import { sessionUser, SESSION_COOKIE, type SessionUser } from './session.js';
import { localeOfRequest } from './i18n.js';
import type { Locale } from '../shared/i18n/locales.js';

export type { SessionUser } from './session.js';

/** How a procedure sets or clears the login cookie; a no-op outside HTTP (tests, scripts). */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /**
   * Asks the browser to drop what it keeps of this origin (`Clear-Site-Data: "cache", "storage"`):
   * at logout and account deletion, so the next person at a shared browser reads nothing of the
   * last one's (docs/security.md, issue #31).
   */
  clearSiteData?(): void;
}

export interface Context {
  db: Db;
  /** The app's imports service (import locks, the database's location for the workers). */
  imports: ImportsService;
  user: SessionUser | null;
  now: () => Date;
  config: AppConfig;
  cookies: SessionCookies;
  /** The session token of this request, so logout can delete exactly that session. */
  sessionToken: string | null;
  /**
   * The client's address. Null in-process (tests, scripts, the CLI): there is no client there,
   * so login/signup attempts are not rate limited (server/services/authRateLimit.ts).
   */
  ip: string | null;
  /** The request's User-Agent (cut to 512 characters), kept on a new login session; null in-process. */
  userAgent: string | null;
  /** The app's in-memory services (server/appServices.ts): memory model fits and their cooldowns. */
  services: AppServices;
  /** The personal API token this request came with (docs/api.md); null for a login session or in-process. */
  apiToken: ApiTokenAuth | null;
  /** The language of this request's answers (docs/translating.md): Accept-Language; English in-process. */
  locale: Locale;
}

/** The browser's HTTP cache and its storage (local/session storage, IndexedDB, CacheStorage, service workers). */
export const CLEAR_SITE_DATA = '"cache", "storage"';

const noCookies: SessionCookies = { set() {}, clear() {}, clearSiteData() {} };

/** The pure context: what tests and in-process callers build directly. */
export function createContextInner(opts: {
  db: Db;
  config: AppConfig;
  /** The app's; an in-process caller without an app (a script, a test) gets one of its own. */
  imports?: ImportsService;
  user?: SessionUser | null;
  now?: () => Date;
  cookies?: SessionCookies;
  sessionToken?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /**
   * The services of the app or caller that owns this database and closes them before it (the
   * test harness's for its database). Without them the context gets services of its own, which
   * nothing closes: fine for work that starts no background job.
   */
  services?: AppServices;
  apiToken?: ApiTokenAuth | null;
  locale?: Locale;
}): Context {
  return {
    db: opts.db,
    imports: opts.imports ?? new ImportsService(opts.db),
    config: opts.config,
    user: opts.user ?? null,
    now: opts.now ?? (() => new Date()),
    cookies: opts.cookies ?? noCookies,
    sessionToken: opts.sessionToken ?? null,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent ?? null,
    services: opts.services ?? createAppServices(),
    apiToken: opts.apiToken ?? null,
    locale: opts.locale ?? 'en',
  };
}

/** The context of one HTTP request: the user comes from the session cookie. */
export async function createRequestContext(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; imports: ImportsService; config: AppConfig; now: () => Date; services: AppServices },
): Promise<Context> {
  const userAgent = req.headers['user-agent']?.slice(0, 512) ?? null;
  const locale = localeOfRequest(req.headers);
  // An API token stands alone: no cookie is read or set (server/plugins/apiTokens.ts).
  if (req.apiAuth) return createContextInner({ ...deps, user: req.apiAuth.user, apiToken: req.apiAuth.token, ip: req.ip ?? 'unknown', userAgent, locale });
  const token = req.cookies[SESSION_COOKIE] ?? null;
  const user = token ? await sessionUser(deps.db, token, deps.now()) : null;
  const cookies: SessionCookies = {
    set(value, expiresAt) {
      reply.setCookie(SESSION_COOKIE, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.cookieSecure,
        expires: expiresAt,
      });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    clearSiteData() {
      reply.header('clear-site-data', CLEAR_SITE_DATA);
    },
  };
  return createContextInner({ ...deps, user, cookies, sessionToken: token, ip: req.ip ?? 'unknown', userAgent, locale });
}
