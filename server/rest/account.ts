import type { FastifyInstance } from 'fastify';
import { changePasswordInput, deleteAccountInput, timeZoneInput } from '../../shared/schemas/profile.js';
import { apiTokenIdInput, createApiTokenInput } from '../../shared/schemas/apiTokens.js';
import * as account from '../services/account.js';
import * as apiTokens from '../services/apiTokens.js';
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

  // Personal API tokens (docs/api.md): the token's text is in the 201 only.
  app.post('/account/api-tokens', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await apiTokens.createApiToken(ctx, parseBody(createApiTokenInput, req.body)));
  });

  app.get('/account/api-tokens', async (req, reply) => apiTokens.listApiTokens(await requireCtx(req, reply)));

  app.delete('/account/api-tokens/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return apiTokens.revokeApiToken(ctx, parseBody(apiTokenIdInput, req.params).id);
  });
}
