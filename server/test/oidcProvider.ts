import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID Provider for the tests (docs/sign-in.md): oidc-provider, a certified
// implementation, on a random port of this machine. Its login page is a plain form whose user
// name picks one of `accounts`, so a test decides the claims (email_verified, groups) that the
// provider then signs and serves like any other. Consent is granted at once (a test is always
// willing). It prints "Unsupported runtime" on Node 20 and runs all the same.

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who may sign in, by login name; change it at any time. */
  accounts: Map<string, TestAccount>;
  /** The authorization codes the provider has refused, as invalid_grant (a replay). */
  refusedCodes: () => number;
  close(): Promise<void>;
}

export async function startTestProvider(opts: { redirectUris: string[]; clientId?: string; clientSecret?: string }): Promise<TestProvider> {
  const clientId = opts.clientId ?? 'cardcade';
  const clientSecret = opts.clientSecret ?? 'cardcade-test-secret';
  const accounts = new Map<string, TestAccount>();
  let provider: Provider | null = null;
  let refused = 0;
  const server = http.createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      interaction(provider, accounts, req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: opts.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['cardcade-test-cookie-key'] },
    pkce: { required: () => true },
  });
  provider.on('grant.error', (_ctx, error) => {
    if ((error as { error?: string }).error === 'invalid_grant') refused += 1;
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    refusedCodes: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's login page (a form, as a person sees it), its submit, and consent granted at once. */
async function interaction(provider: Provider, accounts: Map<string, TestAccount>, req: http.IncomingMessage, res: http.ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  const uid = details.uid;
  if (details.prompt.name === 'consent') {
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id }))
      : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  if (req.method === 'POST') {
    const body = new URLSearchParams(await readBody(req));
    const login = body.get('login') ?? '';
    if (!accounts.has(login)) return loginPage(res, uid, `No account named ${login}.`);
    return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }
  return loginPage(res, uid, null);
}

function loginPage(res: http.ServerResponse, uid: string, error: string | null) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test provider sign-in</title></head>
<body><main><h1>Test provider</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}"><label>Username <input name="login" autocomplete="username"></label>
<button type="submit">Continue</button></form></main></body></html>`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * A browser's way through the provider, with a real HTTP client: follows every redirect (keeping
 * the provider's cookies), submits the login form as `login`, and stops at the first address
 * under `stopAt` (the app's callback), which it answers.
 */
export async function throughProvider(authorizationUrl: string, login: string, stopAt: string, jar: Map<string, string> = new Map()): Promise<URL> {
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(stopAt)) return url;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (location) {
      await res.arrayBuffer();
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`The provider answered ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n))), url);
    method = 'POST';
    body = new URLSearchParams({ login }).toString();
  }
  throw new Error('Too many redirects at the provider');
}
