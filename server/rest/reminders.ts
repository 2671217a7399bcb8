import type { FastifyInstance } from 'fastify';
import { pushSubscriptionInput, pushUnsubscribeInput, reminderSettingsInput } from '../../shared/schemas/mail.js';
import { MAIL_MSG } from '../../shared/messages.js';
import { AppError } from '../errors.js';
import { escapeHtml } from '../mail/templates.js';
import * as reminders from '../services/reminders.js';
import { getCtx, parseBody, requireCtx } from './http.js';

// docs/mail.md's REST paths of study reminders: thin adapters over services/reminders.
export async function reminderRoutes(app: FastifyInstance) {
  app.get('/account/reminders', async (req, reply) => reminders.getReminders(await requireCtx(req, reply)));

  app.put('/account/reminders', async (req, reply) => reminders.setReminders(await requireCtx(req, reply), parseBody(reminderSettingsInput, req.body)));

  app.post('/account/push-subscriptions', async (req, reply) => {
    const result = await reminders.addPushSubscription(await requireCtx(req, reply), parseBody(pushSubscriptionInput, req.body));
    return reply.code(201).send(result);
  });

  app.delete('/account/push-subscriptions', async (req, reply) => reminders.removePushSubscription(await requireCtx(req, reply), parseBody(pushUnsubscribeInput, req.body)));

  app.get('/push/public-key', async (req, reply) => reminders.pushPublicKey(await getCtx(req, reply)));

  // The one-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` as a
  // form, without cookies; the link's own HMAC is its authority, so the XSRF check does not apply
  // to this route (xsrfExempt, server/plugins/xsrf.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
  const query = (req: { query: unknown }) => (req.query ?? {}) as Record<string, unknown>;

  app.post('/reminders/unsubscribe', { config: { xsrfExempt: true } }, async (req, reply) => {
    const q = query(req);
    // The page's own form (below) wants a page back; a mail program's one-click POST, JSON.
    const html = (req.headers.accept ?? '').includes('text/html');
    try {
      await reminders.unsubscribeByLink(req.server.deps, q.u, q.t);
    } catch (error) {
      if (!html || !(error instanceof AppError)) throw error;
      return reply.code(400).type('text/html; charset=utf-8').send(resultPage(error.message));
    }
    return html ? reply.type('text/html; charset=utf-8').send(resultPage(MAIL_MSG.unsubscribed)) : { success: true };
  });

  // A person who clicks the link sees a page with one button; a link scanner that fetches it changes nothing.
  app.get('/reminders/unsubscribe', async (req, reply) => {
    const q = query(req);
    const u = typeof q.u === 'string' ? q.u : '';
    const t = typeof q.t === 'string' ? q.t : '';
    const action = `/api/reminders/unsubscribe?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
    return reply.type('text/html; charset=utf-8').send(unsubscribePage(action));
  });
}

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reminder mails · Cardcade</title></head>
<body><main><h1>Cardcade reminder mails</h1>${body}</main></body></html>`;

const unsubscribePage = (action: string) => page(`<p>Stop getting study reminders by mail?</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`);
const resultPage = (message: string) => page(`<p>${escapeHtml(message)}</p><p><a href="/profile">Open your profile</a></p>`);
