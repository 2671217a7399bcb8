import type { FastifyInstance } from 'fastify';
import { changePasswordInput, deleteAccountInput, timeZoneInput } from '../../shared/schemas/profile.js';
import * as account from '../services/account.js';
import * as memoryModel from '../services/memoryModel.js';
import { parseBody, requireCtx } from './http.js';

// docs/account.md, docs/memory-model.md's REST paths of the account, thin adapters over services/account and
// services/memoryModel.
export async function accountRoutes(app: FastifyInstance) {
  app.get('/account/memory-model', async (req, reply) => memoryModel.getMemoryModel(await requireCtx(req, reply)));

  app.post('/account/memory-model/optimize', async (req, reply) => memoryModel.optimizeMemoryModel(await requireCtx(req, reply)));

  app.delete('/account/memory-model', async (req, reply) => memoryModel.resetMemoryModel(await requireCtx(req, reply)));

  app.get('/account', async (req, reply) => account.getProfile(await requireCtx(req, reply)));

  app.put('/account/password', async (req, reply) => account.changePassword(await requireCtx(req, reply), parseBody(changePasswordInput, req.body)));

  app.put('/account/time-zone', async (req, reply) => account.setTimeZone(await requireCtx(req, reply), parseBody(timeZoneInput, req.body)));

  app.get('/account/sessions', async (req, reply) => account.listSessions(await requireCtx(req, reply)));

  app.post('/account/sessions/logout-others', async (req, reply) => account.logoutOtherSessions(await requireCtx(req, reply)));

  app.delete('/account', async (req, reply) => account.deleteAccount(await requireCtx(req, reply), parseBody(deleteAccountInput, req.body)));
}
