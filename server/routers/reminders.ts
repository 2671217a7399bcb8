import { pushSubscriptionInput, pushUnsubscribeInput, reminderSettingsInput } from '../../shared/schemas/mail.js';
import * as reminders from '../services/reminders.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

// Study reminders (docs/mail.md): the profile's settings and this device's push subscription.
export const remindersRouter = router({
  get: protectedProcedure.query(({ ctx }) => reminders.getReminders(ctx)),
  set: protectedProcedure.input(reminderSettingsInput).mutation(({ ctx, input }) => reminders.setReminders(ctx, input)),
  publicKey: publicProcedure.query(({ ctx }) => reminders.pushPublicKey(ctx)),
  subscribe: protectedProcedure.input(pushSubscriptionInput).mutation(({ ctx, input }) => reminders.addPushSubscription(ctx, input)),
  unsubscribe: protectedProcedure.input(pushUnsubscribeInput).mutation(({ ctx, input }) => reminders.removePushSubscription(ctx, input)),
});
