import type { FastifyInstance } from 'fastify';
import * as memoryModel from '../services/memoryModel.js';
import { requireCtx } from './http.js';

// DESIGN §16's REST paths of the memory model, thin adapters over services/memoryModel.
export async function accountRoutes(app: FastifyInstance) {
  app.get('/account/memory-model', async (req, reply) => memoryModel.getMemoryModel(await requireCtx(req, reply)));

  app.post('/account/memory-model/optimize', async (req, reply) => memoryModel.optimizeMemoryModel(await requireCtx(req, reply)));

  app.delete('/account/memory-model', async (req, reply) => memoryModel.resetMemoryModel(await requireCtx(req, reply)));
}
