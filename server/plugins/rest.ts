import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { restRoutes } from '../rest/index.js';

/** SPEC §7's REST API under /api, with multipart uploads limited to UPLOAD_MAX_MB. */
export const restPlugin: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  await app.register(multipart, { limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 } });

  app.get('/api/health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });
  await app.register(restRoutes, { prefix: '/api' });
};
