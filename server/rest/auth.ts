import type { FastifyInstance } from 'fastify';
import { loginInput, resetLinkInput, resetPasswordInput, signupInput } from '../../shared/schemas/auth.js';
import * as auth from '../services/auth.js';
import { getCtx, parseBody, requireCtx } from './http.js';

export async function authRoutes(app: FastifyInstance) {
  app.get('/auth/me', async (req, reply) => auth.me(await getCtx(req, reply)));

  app.post('/auth/signup', async (req, reply) => {
    const result = await auth.signup(await getCtx(req, reply), parseBody(signupInput, req.body));
    return reply.code(201).send(result);
  });

  app.post('/auth/login', async (req, reply) => auth.login(await getCtx(req, reply), parseBody(loginInput, req.body)));

  app.get('/auth/config', async (req, reply) => auth.authConfig(await getCtx(req, reply)));

  app.post('/auth/reset-password', async (req, reply) => auth.resetPassword(await getCtx(req, reply), parseBody(resetPasswordInput, req.body)));

  app.post('/auth/reset-password/check', async (req, reply) => auth.checkResetLink(await getCtx(req, reply), parseBody(resetLinkInput, req.body)));

  app.post('/auth/logout', async (req, reply) => auth.logout(await requireCtx(req, reply)));
}
