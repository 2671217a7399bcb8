import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { AppConfig, OidcConfig } from '../config.js';
import { ConfigError } from '../config.js';
import type { Context } from '../context.js';
import type { AuthedContext } from '../access.js';
import { isUniqueViolation } from '../db/dialect.js';
import { AppError } from '../errors.js';
import { adminFromClaims, identityFromClaims, safeNextPath, type ProviderIdentity } from '../domain/oidcClaims.js';
import { hashSessionToken } from '../session.js';
import { ADMIN_MSG, type OidcErrorCode } from '../../shared/messages.js';
import { DEFAULT_POST_LOGIN_ROUTE } from '../../shared/constants.js';
import {
  deleteExpiredOidcLogins,
  findSignInUser,
  findOidcIdentity,
  findUserOidcIdentity,
  insertOidcIdentity,
  insertOidcLogin,
  takeOidcLogin,
  touchOidcIdentity,
} from '../repos/oidc.js';
import { countUsers, findUserByEmail, insertAccount, lockAccountCreation, touchLastActive, updateRoleKeepingAnAdmin, updateUserTimeZone } from '../repos/users.js';
import { countAuthAttempt } from './authRateLimit.js';
import { startSession } from './auth.js';
import { takeInviteForSignup } from './invites.js';
import { registrationMode } from './registration.js';

// Sign-in through the group's OpenID provider (docs/sign-in.md): the authorization code flow with
// PKCE, state and nonce, through openid-client (a certified relying party library). A sign-in
// that is started is a row of oidc_logins keyed by a hash of a random cookie set in the starting
// browser; the provider's return must present that cookie, and the row is deleted by the first
// return, so a replayed return (or a return in another browser) finds nothing.

/** The cookie that binds a return from the provider to the browser that left for it. */
export const OIDC_COOKIE = 'cardcade_oidc';
/** Only the routes of the flow receive it. */
export const OIDC_COOKIE_PATH = '/api/auth/oidc';
/** How long a person may spend at the provider (typing a password, a second factor). */
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;

export interface OidcProvider {
  /** openid-client's view of the provider, from its discovery document. */
  client: client.Configuration;
  settings: OidcConfig;
  /** `<PUBLIC_URL>/api/auth/oidc/callback`, registered at the provider. */
  redirectUri: string;
}

/**
 * Reads the provider's discovery document at start, so a wrong issuer or a provider that is down
 * stops the server with one clear line instead of failing the first person who signs in.
 */
export async function discoverOidc(config: Pick<AppConfig, 'oidc' | 'publicUrl'>): Promise<OidcProvider | null> {
  const settings = config.oidc;
  if (!settings) return null;
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:';
  const options: client.DiscoveryRequestOptions = { timeout: 10, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) };
  let found: client.Configuration;
  try {
    found = await client.discovery(issuer, settings.clientId, settings.clientSecret ?? undefined, undefined, options);
  } catch (error) {
    const reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
    const documentUrl = `${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    throw new ConfigError(['OIDC_ISSUER'], `Could not read the OpenID provider's discovery document at ${documentUrl}: ${reason}`);
  }
  const metadata = found.serverMetadata();
  // client_secret_basic is the standard's default and what Authelia expects unless told otherwise;
  // a provider that lists only client_secret_post gets that.
  const methods = metadata.token_endpoint_auth_methods_supported;
  const auth = !settings.clientSecret
    ? client.None()
    : !methods || methods.includes('client_secret_basic')
      ? client.ClientSecretBasic(settings.clientSecret)
      : client.ClientSecretPost(settings.clientSecret);
  const configured = new client.Configuration(metadata, settings.clientId, settings.clientSecret ?? undefined, auth);
  if (insecure) client.allowInsecureRequests(configured);
  return { client: configured, settings, redirectUri: `${config.publicUrl}/api/auth/oidc/callback` };
}

/** A refused return: the code names the message (shared/messages.ts OIDC_ERRORS); nothing was changed. */
export class OidcRefusal extends Error {
  constructor(readonly reason: OidcErrorCode) {
    super(reason);
    this.name = 'OidcRefusal';
  }
}

export interface OidcStart {
  purpose: 'login' | 'signup' | 'link';
  inviteCode?: string;
  timeZone?: string;
  next?: string;
}

/** Starts a sign-in (or a link): the provider's address to send the browser to, and the cookie that binds the return. */
export async function startOidc(ctx: Context, provider: OidcProvider, start: OidcStart): Promise<{ url: string; cookie: string }> {
  // Each start writes a row: counted like a login attempt, per address.
  await countAuthAttempt(ctx, null);
  const now = ctx.now().getTime();
  await deleteExpiredOidcLogins(ctx.db, now);
  const cookie = randomBytes(32).toString('base64url');
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  await insertOidcLogin(ctx.db, {
    browser_hash: hashSessionToken(cookie),
    state,
    nonce,
    code_verifier: verifier,
    purpose: start.purpose,
    user_id: start.purpose === 'link' ? (ctx.user?.id ?? null) : null,
    invite_code: start.inviteCode ?? null,
    time_zone: start.timeZone ?? null,
    next_path: safeNextPath(start.next),
    created_at: now,
    expires_at: now + OIDC_LOGIN_TTL_MS,
  });
  const url = client.buildAuthorizationUrl(provider.client, {
    redirect_uri: provider.redirectUri,
    scope: provider.settings.scopes,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, cookie };
}

/** Where the browser goes after a return: the next page, or back to the page that started, with a message. */
export interface OidcOutcome {
  redirect: string;
}

/**
 * The provider's return. Refusals answer a page address with `?oidcError=<code>` and change
 * nothing: the account decisions run in one transaction that a refusal rolls back.
 */
export async function finishOidc(ctx: Context, provider: OidcProvider, cookie: string | null, currentUrl: URL): Promise<OidcOutcome> {
  const login = cookie ? await takeOidcLogin(ctx.db, hashSessionToken(cookie)) : undefined;
  const back = login?.purpose === 'link' ? '/profile' : login?.purpose === 'signup' ? '/signup' : '/login';
  try {
    if (!login || login.expires_at <= ctx.now().getTime()) throw new OidcRefusal('expired');
    if (currentUrl.searchParams.has('error')) throw new OidcRefusal('denied');
    if (currentUrl.searchParams.get('state') !== login.state) throw new OidcRefusal('stateMismatch');
    const { claims, identity } = await exchangeCode(provider, currentUrl, login);
    const admin = adminFromClaims(claims, provider.settings.adminClaim);
    if (login.purpose === 'link') {
      if (!ctx.user || ctx.user.id !== login.user_id) throw new OidcRefusal('linkSessionChanged');
      await linkIdentity(ctx as AuthedContext, provider, identity);
      return { redirect: '/profile?oidcLinked=1' };
    }
    const userId = await accountFor(ctx, provider, identity, login, admin);
    if (admin !== null) await updateRoleKeepingAnAdmin(ctx.db, userId, admin ? 'admin' : 'user');
    await signIn(ctx, userId, login.time_zone);
    return { redirect: login.next_path ?? DEFAULT_POST_LOGIN_ROUTE };
  } catch (error) {
    if (error instanceof OidcRefusal) return { redirect: `${back}?oidcError=${error.reason}` };
    throw error;
  }
}

async function exchangeCode(provider: OidcProvider, currentUrl: URL, login: { state: string; nonce: string; code_verifier: string }) {
  let tokens;
  try {
    tokens = await client.authorizationCodeGrant(provider.client, currentUrl, {
      pkceCodeVerifier: login.code_verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new OidcRefusal(refusalOf(error));
  }
  const claims: Record<string, unknown> = { ...tokens.claims() };
  let userinfo: Record<string, unknown> | null = null;
  // Some providers (Authelia) put the address and groups only in userinfo; its subject must be the token's.
  if (provider.client.serverMetadata().userinfo_endpoint) {
    try {
      userinfo = { ...(await client.fetchUserInfo(provider.client, tokens.access_token, String(claims.sub))) };
    } catch (error) {
      throw new OidcRefusal(refusalOf(error));
    }
  }
  return { claims: { ...claims, ...(userinfo ?? {}), sub: claims.sub }, identity: identityFromClaims(claims, userinfo) };
}

/** openid-client wraps oauth4webapi's errors: the claim that failed, or the provider's error code, is somewhere down the causes. */
function refusalOf(error: unknown): OidcErrorCode {
  for (let e = error as { cause?: unknown; claim?: unknown; error?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.claim === 'nonce') return 'nonceMismatch';
    if (e.error === 'invalid_grant') return 'codeRejected';
  }
  return 'providerError';
}

// An OIDC account has no password anyone knows: a hash of random bytes nobody kept. It can get
// one through a reset link (docs/administration.md).
let unusableHash: Promise<string> | null = null;
const getUnusableHash = () => (unusableHash ??= argon2.hash(randomBytes(32).toString('base64url'), { type: argon2.argon2id }));

const INVITE_REFUSALS = new Map<string, OidcErrorCode>([
  [ADMIN_MSG.inviteRequired, 'inviteRequired'],
  [ADMIN_MSG.inviteUnknown, 'inviteUnknown'],
  [ADMIN_MSG.inviteExpired, 'inviteExpired'],
  [ADMIN_MSG.inviteRevoked, 'inviteRevoked'],
  [ADMIN_MSG.inviteUsedUp, 'inviteUsedUp'],
]);

/** The account a provider identity signs in to: linked before, linked now by a verified address, or new under the registration mode. */
async function accountFor(
  ctx: Context,
  provider: OidcProvider,
  identity: ProviderIdentity,
  login: { invite_code: string | null; time_zone: string | null },
  admin: boolean | null,
): Promise<number> {
  const issuer = provider.settings.issuer;
  const now = ctx.now().getTime();
  const passwordHash = await getUnusableHash();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const linked = await findOidcIdentity(trx, issuer, identity.subject);
      if (linked) {
        await touchOidcIdentity(trx, linked.id, identity.email, now);
        return linked.user_id;
      }
      if (!identity.email) throw new OidcRefusal('noEmail');
      await lockAccountCreation(trx);
      const existing = await findUserByEmail(trx, identity.email);
      if (existing) {
        // An address the provider has not checked could be anyone's: it never opens an existing account.
        if (!identity.emailVerified) throw new OidcRefusal('unverifiedEmail');
        if (await findUserOidcIdentity(trx, existing.id, issuer)) throw new OidcRefusal('otherIdentityLinked');
        await insertOidcIdentity(trx, { userId: existing.id, issuer, subject: identity.subject, email: identity.email, now, loggedIn: true });
        return existing.id;
      }
      // The first account of an empty server is always allowed and becomes the admin, as at signup.
      if ((await countUsers(trx)) > 0) {
        const mode = await registrationMode(trx, ctx.config);
        if (mode === 'closed') throw new OidcRefusal('registrationClosed');
        try {
          await takeInviteForSignup(trx, mode, login.invite_code ?? undefined, now);
        } catch (error) {
          const reason = error instanceof AppError ? INVITE_REFUSALS.get(error.message) : undefined;
          throw reason ? new OidcRefusal(reason) : error;
        }
      }
      const user = await insertAccount(trx, {
        email: identity.email,
        passwordHash,
        timeZone: login.time_zone ?? 'UTC',
        now,
        lastActiveAt: now,
        ...(admin ? { role: 'admin' as const } : {}),
      });
      await insertOidcIdentity(trx, { userId: user.id, issuer, subject: identity.subject, email: identity.email, now, loggedIn: true });
      return user.id;
    });
  } catch (error) {
    // Two first returns racing for one address or one identity: the unique index decides, the loser starts again.
    if (isUniqueViolation(error)) throw new OidcRefusal('expired');
    throw error;
  }
}

/** From the profile: the signed-in person's account gets this provider identity, whatever its address. */
async function linkIdentity(ctx: AuthedContext, provider: OidcProvider, identity: ProviderIdentity): Promise<void> {
  const issuer = provider.settings.issuer;
  const now = ctx.now().getTime();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const linked = await findOidcIdentity(trx, issuer, identity.subject);
      if (linked && linked.user_id !== ctx.user.id) throw new OidcRefusal('linkedElsewhere');
      if (linked) return;
      if (await findUserOidcIdentity(trx, ctx.user.id, issuer)) throw new OidcRefusal('otherIdentityLinked');
      await insertOidcIdentity(trx, { userId: ctx.user.id, issuer, subject: identity.subject, email: identity.email, now, loggedIn: false });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OidcRefusal('linkedElsewhere');
    throw error;
  }
}

async function signIn(ctx: Context, userId: number, browserZone: string | null): Promise<void> {
  const user = await findUserByEmailOrId(ctx, userId);
  // The browser's zone follows the person, unless they chose one on the profile (docs/account.md).
  const timeZone = user.time_zone_auto && browserZone ? browserZone : user.time_zone;
  if (timeZone !== user.time_zone) await updateUserTimeZone(ctx.db, user.id, timeZone);
  await touchLastActive(ctx.db, user.id, ctx.now().getTime(), 0);
  await startSession(ctx, { id: user.id, email: user.email, timeZone });
}

async function findUserByEmailOrId(ctx: Context, userId: number) {
  const user = await findSignInUser(ctx.db, userId);
  // Deleted between the decision and here: as if the sign-in had expired.
  if (!user) throw new OidcRefusal('expired');
  return user;
}

/** What the profile shows: whether this account is linked to the provider, and since when. */
export async function oidcStatus(ctx: AuthedContext): Promise<{ name: string; linked: boolean; email: string | null; linkedAt: string | null } | null> {
  const settings = ctx.config.oidc;
  if (!settings) return null;
  const row = await findUserOidcIdentity(ctx.db, ctx.user.id, settings.issuer);
  return { name: settings.name, linked: Boolean(row), email: row?.email ?? null, linkedAt: row ? new Date(Number(row.created_at)).toISOString() : null };
}

