import { useEffect, useState, type FormEvent } from 'react';
import { MAIL_MSG } from '../../../../shared/messages';
import type { ReminderSettings } from '../../../../shared/schemas/mail';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage, trpc } from '../../lib/trpc';
import { useMailConfig } from '../mail/queries';
import { pushSupport, subscribeThisDevice } from '../mail/push';
import styles from './ProfileSections.module.css';

const DAYS = [
  [1, 'Mon', 'Monday'],
  [2, 'Tue', 'Tuesday'],
  [3, 'Wed', 'Wednesday'],
  [4, 'Thu', 'Thursday'],
  [5, 'Fri', 'Friday'],
  [6, 'Sat', 'Saturday'],
  [7, 'Sun', 'Sunday'],
] as const;

/**
 * 'Study reminders' (docs/mail.md): off by default; a time in the profile's time zone, the days,
 * and how: a notification on this device and/or a mail digest. Turning notifications on asks the
 * browser's permission and stores this device's subscription.
 */
export function RemindersSection() {
  const utils = trpc.useUtils();
  const settings = trpc.reminders.get.useQuery();
  const mail = useMailConfig();
  const save = trpc.reminders.set.useMutation({ onSuccess: (data) => utils.reminders.get.setData(undefined, data) });
  const subscribe = trpc.reminders.subscribe.useMutation();
  const [draft, setDraft] = useState<ReminderSettings | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (settings.data && !draft) setDraft(settings.data);
  }, [settings.data, draft]);

  const mailOn = mail.data?.enabled === true;
  let body;
  if (settings.isPending || !draft) body = settings.isError ? <ErrorWithRetry message="Your reminders could not be loaded." onRetry={() => void settings.refetch()} /> : <Loading text="Loading your reminders..." />;
  else {
    const set = (patch: Partial<ReminderSettings>) => setDraft({ ...draft, ...patch });
    const toggleDay = (day: number) => set({ weekdays: draft.weekdays.includes(day) ? draft.weekdays.filter((d) => d !== day) : [...draft.weekdays, day].sort() });
    const onSubmit = async (event: FormEvent) => {
      event.preventDefault();
      setMessage(null);
      setBusy(true);
      try {
        if (draft.enabled && draft.push) {
          if (pushSupport() === 'unsupported') throw new Error(MAIL_MSG.pushUnsupported);
          const { key } = await utils.reminders.publicKey.fetch();
          const subscription = await subscribeThisDevice(key).catch(() => {
            throw new Error(MAIL_MSG.pushUnsupported);
          });
          if (!subscription) throw new Error(MAIL_MSG.pushDenied);
          await subscribe.mutateAsync(subscription);
        }
        const saved = await save.mutateAsync(draft);
        setDraft(saved);
        setMessage({ tone: 'success', text: saved.enabled ? 'Reminders saved.' : 'Reminders are off.' });
      } catch (e) {
        setMessage({ tone: 'error', text: e instanceof Error && !('data' in e) ? e.message : errorMessage(e, 'Your reminders could not be saved. Please try again.') });
      } finally {
        setBusy(false);
      }
    };
    body = (
      <form className={styles.form} onSubmit={onSubmit}>
        {message && (
          <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'} ${styles.wide}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <label className={`${styles.check} ${styles.wide}`}>
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <span>Remind me to study</span>
        </label>
        <fieldset className={`${styles.plain} ${styles.wide}`} disabled={!draft.enabled}>
          <div className={styles.form}>
            <div className="field">
              <label htmlFor="reminder-time">Time of day</label>
              <input id="reminder-time" className="input" type="time" required value={draft.time} onChange={(e) => set({ time: e.target.value })} />
            </div>
            <fieldset className={`${styles.plain} ${styles.wide}`}>
              <legend className={styles.legend}>Days</legend>
              <div className={styles.days}>
                {DAYS.map(([day, short, long]) => (
                  <label key={day} className={styles.day}>
                    <input type="checkbox" checked={draft.weekdays.includes(day)} onChange={() => toggleDay(day)} aria-label={long} />
                    <span aria-hidden="true">{short}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className={`${styles.plain} ${styles.wide}`}>
              <legend className={styles.legend}>How</legend>
              <label className={styles.check}>
                <input type="checkbox" checked={draft.push} onChange={(e) => set({ push: e.target.checked })} />
                <span>A notification on this device</span>
              </label>
              <label className={styles.check}>
                <input type="checkbox" checked={draft.email} disabled={!mailOn} onChange={(e) => set({ email: e.target.checked })} aria-describedby={mailOn ? undefined : 'reminder-no-mail'} />
                <span>A mail with what is due, new cards left, your streak and exam</span>
              </label>
              {!mailOn && mail.data && (
                <p id="reminder-no-mail" className={styles.note}>
                  This server does not send mail.
                </p>
              )}
            </fieldset>
          </div>
        </fieldset>
        <p className={`${styles.note} ${styles.wide}`}>Sent in your profile&apos;s time zone, and only on days with something to study.</p>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save reminders'}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="reminders-title">
      <header className={styles.header}>
        <h2 id="reminders-title">Study reminders</h2>
        <p className="muted">A nudge on the days you choose, so no review is missed.</p>
      </header>
      {body}
    </section>
  );
}
