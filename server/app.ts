import Fastify, { type FastifyInstance } from 'fastify';
import { createAppServices, type AppServices } from './appServices.js';
import { loadConfig, type AppConfig } from './config.js';
import { createDb, migrateToLatest, openDatabase, type Db } from './db.js';
import { ImportsService } from './imports/importsService.js';
import { JSON_BODY_MAX_BYTES } from './plugins/bodyLimits.js';
import { ankiConnectPlugin } from './plugins/ankiconnect.js';
import { apiTokensPlugin } from './plugins/apiTokens.js';
import { errorsPlugin } from './plugins/errors.js';
import { restPlugin } from './plugins/rest.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { sweeperPlugin } from './plugins/sweeper.js';
import { trpcPlugin } from './plugins/trpc.js';
import { xsrfPlugin } from './plugins/xsrf.js';
import { discoverOidc } from './services/oidc.js';
import { remindersPlugin } from './plugins/reminders.js';

export { XSRF_COOKIE, XSRF_HEADER } from './plugins/xsrf.js';

export interface BuildAppOptions {
  /** An open database (tests pass a fresh migrated temporary file, server/test/harness.ts)… */
  db?: Db;
  /** …or a path (or postgres:// URL) to open and migrate; else the config's database. */
  dbPath?: string;
  /**
   * The services of a database passed in, when others share them (the test harness's callers for
   * that database); else the app makes its own. Either way the app closes them before its database.
   */
  services?: AppServices;
  config?: Partial<AppConfig>;
  now?: () => Date;
  logger?: boolean;
}

/** Builds the whole app (API, tRPC, static client). Never listens: server/index.ts does. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...opts.config };
  const now = opts.now ?? (() => new Date());
  // The provider's discovery document first: a wrong OIDC_ISSUER stops the start with one line (ConfigError).
  const oidc = await discoverOidc(config);
  const db = opts.db ?? (await openDb(opts.dbPath ? createDb(opts.dbPath) : openDatabase(config)));

  const app = Fastify({
    logger: opts.logger ? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] } : false,
    // JSON bodies; uploads have their own limit (server/plugins/bodyLimits.ts).
    bodyLimit: JSON_BODY_MAX_BYTES,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.trustProxy,
  });
  const services = opts.services ?? createAppServices();
  const imports = new ImportsService(db);
  app.decorate('deps', { db, imports, config, now, services });
  app.decorate('oidc', oidc);
  // A database opened here is closed here; one passed in belongs to the caller. Imports in flight
  // and background jobs (memory model fits) are awaited or cancelled first, either way: no job
  // outlives the database (docs/memory-model.md, "Shutdown"; docs/imports.md).
  app.addHook('onClose', async () => {
    await imports.close();
    await services.close();
    if (!opts.db) await db.destroy();
  });

  // Order matters: errors and the request hooks first, so every route below inherits them.
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(apiTokensPlugin);
  await app.register(xsrfPlugin);
  await app.register(trpcPlugin);
  await app.register(restPlugin);
  await app.register(ankiConnectPlugin);
  await app.register(spaPlugin);
  await app.register(sweeperPlugin);
  await app.register(remindersPlugin);
  return app;
}

async function openDb(db: Db): Promise<Db> {
  await migrateToLatest(db);
  return db;
}
