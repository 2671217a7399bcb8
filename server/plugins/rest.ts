import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { databaseHealth } from '../db/health.js';
import { restRoutes } from '../rest/index.js';

/** docs/product.md: calls's REST API under /api, with multipart uploads limited to UPLOAD_MAX_MB. */
export const restPlugin: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  await app.register(multipart, { limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 } });

  // For load balancers and monitors: which database, and does it answer (503 when it does not).
  app.get('/api/health', async (_req, reply) => {
    const health = await databaseHealth(db);
    return reply.code(health.status === 'ok' ? 200 : 503).send(health);
  });
  await app.register(restRoutes, { prefix: '/api' });
};
