import type { FastifyInstance } from 'fastify';
import { asAdmin } from '../access.js';
import { changeEmailInput, emailTokenInput, forgotPasswordInput, inviteByMailInput } from '../../shared/schemas/mail.js';
import * as mail from '../services/mail.js';
import { getCtx, parseBody, requireCtx } from './http.js';

// docs/mail.md's REST paths: thin adapters over services/mail.
export async function mailRoutes(app: FastifyInstance) {
  app.get('/mail/config', async (req, reply) => mail.mailConfig(await getCtx(req, reply)));

  app.post('/auth/forgot-password', async (req, reply) => mail.forgotPassword(await getCtx(req, reply), parseBody(forgotPasswordInput, req.body)));

  app.post('/auth/verify-email', async (req, reply) => mail.verifyEmail(await getCtx(req, reply), parseBody(emailTokenInput, req.body)));

  app.put('/account/email', async (req, reply) => mail.changeEmail(await requireCtx(req, reply), parseBody(changeEmailInput, req.body)));

  app.post('/account/email/confirm', async (req, reply) => mail.confirmEmailChange(await getCtx(req, reply), parseBody(emailTokenInput, req.body)));

  app.post('/admin/invites/send', async (req, reply) => {
    const ctx = await asAdmin(await getCtx(req, reply));
    return reply.code(201).send(await mail.sendInvite(ctx, parseBody(inviteByMailInput, req.body)));
  });
}
