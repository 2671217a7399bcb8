import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createInviteInput, inviteCodeInput, registrationInput, roleInput, userIdInput } from '../../shared/schemas/admin.js';
import { asAdmin as adminOf } from '../access.js';
import { apiTokenIdInput } from '../../shared/schemas/apiTokens.js';
import * as admin from '../services/admin.js';
import * as apiTokens from '../services/apiTokens.js';
import * as invites from '../services/invites.js';
import * as registration from '../services/registration.js';
import { getCtx, parseBody } from './http.js';

// REST adapters of the admin procedures under /api/admin (401 logged out, 403 for non-admins).
const asAdmin = async (req: FastifyRequest, reply: FastifyReply) => adminOf(await getCtx(req, reply));
const roleBody = z.object({ role: roleInput });

export async function adminRoutes(app: FastifyInstance) {
  app.get('/admin/users', async (req, reply) => admin.listUsers(await asAdmin(req, reply)));

  app.delete('/admin/users/:userId', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return admin.deleteUser(ctx, parseBody(userIdInput, req.params).userId);
  });

  app.put('/admin/users/:userId/role', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return admin.setRole(ctx, parseBody(userIdInput, req.params).userId, parseBody(roleBody, req.body).role);
  });

  app.post('/admin/users/:userId/reset-link', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return reply.code(201).send(await admin.createResetLink(ctx, parseBody(userIdInput, req.params).userId));
  });

  app.get('/admin/invites', async (req, reply) => invites.listInvites(await asAdmin(req, reply)));

  app.post('/admin/invites', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return reply.code(201).send(await invites.createInvite(ctx, parseBody(createInviteInput, req.body)));
  });

  app.post('/admin/invites/:code/revoke', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return invites.revokeInvite(ctx, parseBody(inviteCodeInput, req.params).code);
  });

  app.get('/admin/registration', async (req, reply) => registration.registrationSetting(await asAdmin(req, reply)));

  app.put('/admin/registration', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return registration.setRegistration(ctx, parseBody(registrationInput, req.body).registration);
  });

  app.get('/admin/api-tokens', async (req, reply) => apiTokens.listAllTokens(await asAdmin(req, reply)));

  app.delete('/admin/api-tokens/:id', async (req, reply) => {
    const ctx = await asAdmin(req, reply);
    return apiTokens.revokeAnyToken(ctx, parseBody(apiTokenIdInput, req.params).id);
  });
}
