import { MailOutbox } from './mail/mailer.js';
import { MemoryModelJobs } from './services/memoryModel.js';
import { ApiTokenRateLimiter } from './domain/apiTokenRate.js';

/**
 * What the app keeps in memory between requests, made once per app by `buildApp` (server/app.ts)
 * and reached by procedures through the context (`ctx.services`). Nothing here is module state:
 * two apps in one process (tests) never share it, and closing one stops only its own work.
 */
export interface AppServices {
  /** Memory model fits: one per person, one at a time, a cooldown (docs/memory-model.md). */
  memoryModel: MemoryModelJobs;
  /** Mail sent in the background of a request (docs/mail.md); awaited at close. */
  mail: MailOutbox;
  /** Requests per API token per minute (docs/api.md), shared by the API and the AnkiConnect listeners. */
  apiTokenRate: ApiTokenRateLimiter;
  /**
   * Before the database closes: cancels background work and resolves once none of it can touch
   * the database any more. Idempotent; what is kept (cooldowns) survives, and later work starts
   * afresh, for a test's database that outlives one app.
   */
  close(): Promise<void>;
}

export function createAppServices(): AppServices {
  const memoryModel = new MemoryModelJobs();
  const mail = new MailOutbox();
  return {
    memoryModel,
    mail,
    apiTokenRate: new ApiTokenRateLimiter(),
    async close() {
      await memoryModel.stop();
      await mail.idle();
    },
  };
}
