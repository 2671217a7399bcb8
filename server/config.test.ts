import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultClientDir, loadConfig, type AppConfig } from './config.js';

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has safe defaults for a single learner', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databasePath: './data/cardcade.db',
      uploadMaxMb: 100,
      cookieSecure: false,
      sessionTtlDays: 30,
      authRateLimitPerMinute: 10,
      fsrsFuzz: true,
      registration: 'open',
      databaseUrl: null,
      databasePoolSize: 10,
      importWorkers: 1,
      importTimeLimitMs: 120_000,
      logLevel: 'info',
      trustProxy: false,
    } satisfies Partial<AppConfig>);
  });

  it.each<[NodeJS.ProcessEnv, Partial<AppConfig>]>([
    [{ PORT: '8080' }, { port: 8080 }],
    [{ PORT: '0' }, { port: 0 }],
    [{ HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    [{ DATABASE_PATH: '/var/lib/cardcade/cardcade.db' }, { databasePath: '/var/lib/cardcade/cardcade.db' }],
    [{ SUPPORT_EMAIL: 'help@example.org' }, { supportEmail: 'help@example.org' }],
    [{ UPLOAD_MAX_MB: '20' }, { uploadMaxMb: 20 }],
    [{ NODE_ENV: 'production' }, { cookieSecure: true, fsrsFuzz: true }],
    [{ NODE_ENV: 'production', COOKIE_SECURE: 'false' }, { cookieSecure: false }],
    [{ COOKIE_SECURE: '1' }, { cookieSecure: true }],
    [{ SESSION_TTL_DAYS: '7' }, { sessionTtlDays: 7 }],
    [{ AUTH_RATE_LIMIT: '10000' }, { authRateLimitPerMinute: 10000 }],
    [{ CLIENT_DIR: '/srv/client' }, { clientDir: '/srv/client' }],
    [{ NODE_ENV: 'test' }, { fsrsFuzz: false }],
    [{ NODE_ENV: 'test', FSRS_FUZZ: 'true' }, { fsrsFuzz: true }],
    [{ REGISTRATION: 'invite' }, { registration: 'invite' }],
    [{ REGISTRATION: 'closed' }, { registration: 'closed' }],
    [{ DATABASE_URL: 'postgres://cardcade:pw@127.0.0.1:5432/cardcade' }, { databaseUrl: 'postgres://cardcade:pw@127.0.0.1:5432/cardcade' }],
    [{ DATABASE_URL: 'postgresql://db.internal/cardcade' }, { databaseUrl: 'postgresql://db.internal/cardcade' }],
    [{ DATABASE_POOL_SIZE: '25' }, { databasePoolSize: 25 }],
    [{ IMPORT_WORKERS: '4' }, { importWorkers: 4 }],
    [{ IMPORT_TIME_LIMIT_SECONDS: '600' }, { importTimeLimitMs: 600_000 }],
    [{ LOG_LEVEL: 'warn' }, { logLevel: 'warn' }],
    [{ LOG_LEVEL: 'silent' }, { logLevel: 'silent' }],
    [{ TRUST_PROXY: 'true' }, { trustProxy: true }],
    [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ TRUST_PROXY: '127.0.0.1' }, { trustProxy: ['127.0.0.1'] }],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1, fd00::/8' }, { trustProxy: ['loopback', '10.0.0.0/8', '::1', 'fd00::/8'] }],
    // Empty is unset: systemd's Environment= and .env files write empty values.
    [{ PORT: '', REGISTRATION: '' }, { port: 3000, registration: 'open' }],
  ])('%j → %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each<[NodeJS.ProcessEnv, string]>([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '65536' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ REGISTRATION: 'maybe' }, 'REGISTRATION'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
    [{ UPLOAD_MAX_MB: '0' }, 'UPLOAD_MAX_MB'],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE'],
    [{ SESSION_TTL_DAYS: 'forever' }, 'SESSION_TTL_DAYS'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT'],
    [{ FSRS_FUZZ: 'on' }, 'FSRS_FUZZ'],
    [{ DATABASE_URL: 'mysql://localhost/cardcade' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ IMPORT_WORKERS: '0' }, 'IMPORT_WORKERS'],
    [{ IMPORT_WORKERS: 'two' }, 'IMPORT_WORKERS'],
    [{ IMPORT_TIME_LIMIT_SECONDS: '0' }, 'IMPORT_TIME_LIMIT_SECONDS'],
    [{ IMPORT_TIME_LIMIT_SECONDS: '1.5' }, 'IMPORT_TIME_LIMIT_SECONDS'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('%j is refused, naming %s', (env, variable) => {
    const error = errorOf(env);
    expect(error.variables).toEqual([variable]);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain('\n');
  });

  it('names every bad variable on one line', () => {
    const error = errorOf({ PORT: 'abc', REGISTRATION: 'maybe', HOST: 'localhost' });
    expect(error.variables.sort()).toEqual(['PORT', 'REGISTRATION']);
    expect(error.message).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(error.message).toContain('REGISTRATION must be one of open, invite, closed (got "maybe")');
    expect(error.message.split('\n')).toHaveLength(1);
  });
});

describe('defaultClientDir', () => {
  const root = path.resolve('/srv/cardcade');
  it.each([
    ['server/config.ts', 'dist/client'],
    ['dist/server/config.js', 'dist/client'],
  ])('from %s it is %s', (module, expected) => {
    expect(defaultClientDir(pathToFileURL(path.join(root, module)).href)).toBe(path.join(root, expected));
  });

  it('is right for a checkout that is itself in a folder called dist', () => {
    expect(defaultClientDir(pathToFileURL('/home/dist/server/config.ts').href)).toBe('/home/dist/dist/client');
  });
});

describe('loadConfig: sign-in through an identity provider (docs/sign-in.md)', () => {
  const oidcEnv = { OIDC_ISSUER: 'https://auth.example.org/application/o/cardcade/', OIDC_CLIENT_ID: 'cardcade', PUBLIC_URL: 'https://cards.example.org/' };

  it('is off, with password sign-in on, by default', () => {
    expect(loadConfig({})).toMatchObject({ oidc: null, passwordLogin: true, publicUrl: null });
  });

  it.each<[NodeJS.ProcessEnv, Partial<AppConfig>]>([
    [oidcEnv, { publicUrl: 'https://cards.example.org', oidc: { issuer: oidcEnv.OIDC_ISSUER, clientId: 'cardcade', clientSecret: null, name: 'SSO', scopes: 'openid email profile', adminClaim: null } }],
    [{ ...oidcEnv, OIDC_CLIENT_SECRET: 's3cret', OIDC_NAME: 'Authentik', OIDC_SCOPES: 'openid email groups' }, { oidc: expect.objectContaining({ clientSecret: 's3cret', name: 'Authentik', scopes: 'openid email groups' }) }],
    [{ ...oidcEnv, OIDC_ADMIN_CLAIM: 'groups=cardcade-admin' }, { oidc: expect.objectContaining({ adminClaim: { claim: 'groups', value: 'cardcade-admin' } }) }],
    [{ ...oidcEnv, OIDC_ADMIN_CLAIM: 'is_admin' }, { oidc: expect.objectContaining({ adminClaim: { claim: 'is_admin', value: null } }) }],
    [{ ...oidcEnv, OIDC_ISSUER: 'http://127.0.0.1:9000' }, { oidc: expect.objectContaining({ issuer: 'http://127.0.0.1:9000' }) }],
    [{ ...oidcEnv, PASSWORD_LOGIN: 'false' }, { passwordLogin: false }],
    [{ PUBLIC_URL: 'http://localhost:3000' }, { publicUrl: 'http://localhost:3000', oidc: null }],
  ])('%j → %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each<[NodeJS.ProcessEnv, string[]]>([
    [{ OIDC_ISSUER: 'http://auth.example.org', OIDC_CLIENT_ID: 'c', PUBLIC_URL: 'https://cards.example.org' }, ['OIDC_ISSUER']],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'c', PUBLIC_URL: 'https://cards.example.org' }, ['OIDC_ISSUER']],
    [{ OIDC_ISSUER: 'https://auth.example.org' }, ['OIDC_CLIENT_ID', 'PUBLIC_URL']],
    [{ OIDC_CLIENT_ID: 'c' }, ['OIDC_ISSUER']],
    [{ PASSWORD_LOGIN: 'false' }, ['PASSWORD_LOGIN']],
    [{ PASSWORD_LOGIN: 'no' }, ['PASSWORD_LOGIN']],
    [{ ...oidcEnv, OIDC_SCOPES: 'email profile' }, ['OIDC_SCOPES']],
    [{ ...oidcEnv, OIDC_SCOPES: 'openid  email' }, ['OIDC_SCOPES']],
    [{ ...oidcEnv, OIDC_ADMIN_CLAIM: 'groups=a=b' }, ['OIDC_ADMIN_CLAIM']],
    [{ PUBLIC_URL: 'cards.example.org' }, ['PUBLIC_URL']],
    [{ PUBLIC_URL: 'https://cards.example.org/?x=1' }, ['PUBLIC_URL']],
  ])('%j is refused naming %j', (env, variables) => {
    expect(errorOf(env).variables).toEqual(variables);
  });

  it('never prints the client secret', () => {
    const error = errorOf({ OIDC_ISSUER: 'https://auth.example.org', OIDC_CLIENT_SECRET: 'hunter2-secret' });
    expect(error.message).not.toContain('hunter2');
  });
});
