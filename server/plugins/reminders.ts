import type { FastifyPluginAsync } from 'fastify';
import { runReminders, serverKeys } from '../services/reminders.js';

const REMINDER_INTERVAL_MS = 60_000;

/**
 * Study reminders (docs/mail.md): the server's push keys are made (or read) at start, then a pass
 * runs each minute. Passes never overlap in one process; across processes the claim in the
 * database decides who sends (services/reminders.ts).
 */
export const remindersPlugin: FastifyPluginAsync = async (app) => {
  const { db, config, now } = app.deps;
  await serverKeys(db, now().getTime());
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runReminders({ db, config, log: (error) => app.log.error(error) }, now())
      .catch((error) => app.log.error(error))
      .finally(() => (running = null));
  }, REMINDER_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
