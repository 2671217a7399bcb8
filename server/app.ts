import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';
import { loadConfig, type AppConfig } from './config.js';
import { createRequestContext } from './context.js';
import { createDb, migrateToLatest, type Db } from './db.js';
import { AppError, fromZodError, httpStatusOf } from './errors.js';
import { MSG } from '../shared/messages.js';
import { deleteExpiredAuthSessions } from './repos/authSessions.js';
import { sweepExpiredImports } from './repos/importCache.js';
import { restRoutes } from './rest/index.js';
import { appRouter, type AppRouter } from './routers/_app.js';

export interface BuildAppOptions {
  /** An open database (tests pass a fresh migrated ':memory:' one)… */
  db?: Db;
  /** …or a path to open and migrate. */
  dbPath?: string;
  config?: Partial<AppConfig>;
  now?: () => Date;
  logger?: boolean;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_PATHS = new Set(['/api/auth/login', '/api/auth/signup', '/api/trpc/auth.login', '/api/trpc/auth.signup']);
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Builds the whole app (API, tRPC, static client). Never listens: server/index.ts does. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...opts.config };
  const now = opts.now ?? (() => new Date());
  let db = opts.db;
  if (!db) {
    db = createDb(opts.dbPath ?? config.databasePath);
    await migrateToLatest(db);
  }
  const ownsDb = !opts.db;
  const deps = { db, config, now };

  const app = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] } : false,
    bodyLimit: 25 * 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.decorate('deps', deps);

  // Set before any route so every plugin's routes inherit it.
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof ZodError) error = fromZodError(error);
    if (error instanceof AppError) {
      return reply.code(httpStatusOf[error.code]).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      return reply.code(413).send({ message: `The file is too large. The limit is ${config.uploadMaxMb} MB.` });
    }
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: status === 429 ? MSG.tooManyAttempts : 'Invalid request.' });
    }
    req.log.error(error);
    return reply.code(500).send({ message: 'Internal server error.' });
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // recharts and the games set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain http on 127.0.0.1 is the default deployment; HSTS belongs to the TLS proxy.
    strictTransportSecurity: config.cookieSecure,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 } });

  // XSRF (double submit): a readable cookie that every mutating call must echo in a header.
  app.addHook('onRequest', async (req, reply) => {
    let token = req.cookies[XSRF_COOKIE];
    if (!token) {
      token = randomBytes(24).toString('base64url');
      reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: config.cookieSecure, httpOnly: false });
    }
    if (MUTATING.has(req.method) && req.url.startsWith('/api/')) {
      const header = req.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, req.cookies[XSRF_COOKIE] ?? '')) {
        throw new AppError('FORBIDDEN', MSG.badXsrf);
      }
    }
  });

  // Login and signup: at most N attempts a minute per IP and per email (DESIGN §3).
  const limitOptions = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };
  const byIp = app.createRateLimit({ ...limitOptions, keyGenerator: (req) => `ip:${req.ip}` });
  const byEmail = app.createRateLimit({ ...limitOptions, keyGenerator: (req) => `email:${emailInBody(req) ?? req.ip}` });
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' || !AUTH_PATHS.has(req.url.split('?')[0])) return;
    const [ip, email] = await Promise.all([byIp(req), byEmail(req)]);
    const exceeded = (r: typeof ip) => !r.isAllowed && r.isExceeded;
    if (exceeded(ip) || exceeded(email)) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  });

  // tRPC's own Fastify adapter: a hand-made buffered one measured within noise of it (bench/engine.ts).
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createRequestContext(req, res, deps),
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error(error.cause ?? error);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  app.get('/api/health', async () => {
    await sql`select 1`.execute(deps.db);
    return { status: 'ok' };
  });
  await app.register(restRoutes, { prefix: '/api' });

  const clientDir = path.resolve(config.clientDir);
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // The build writes .br and .gz beside each text asset (client/vite.config.ts); no CPU per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite's hashed assets never change; index.html must always be fresh.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // SPA fallback: every non-API GET gets index.html so deep links like /decks/12 load the app.
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !hasClient) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  const sweep = setInterval(() => {
    // Expired logins and abandoned import previews (DESIGN §6: one hour) are removed periodically.
    deleteExpiredAuthSessions(deps.db, now().getTime()).catch((error) => app.log.error(error));
    sweepExpiredImports(deps.db, now()).catch((error) => app.log.error(error));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    if (ownsDb) await deps.db.destroy();
  });
  return app;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * The email of a login/signup body: REST `{ email }`, or tRPC's `{ email }` / batch `{ "0": { email } }`
 * (the tRPC route keeps its body as the raw JSON string).
 */
function emailInBody(req: FastifyRequest): string | undefined {
  let body = req.body as unknown;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const record = body as Record<string, unknown> | undefined;
  const candidate = (record?.email ?? (record?.['0'] as Record<string, unknown> | undefined)?.email) as unknown;
  return typeof candidate === 'string' ? candidate.trim().toLowerCase() : undefined;
}
