import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { MAIL_MSG } from '../../../../shared/messages';
import type { ReminderSettings } from '../../../../shared/schemas/mail';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage, trpc } from '../../lib/trpc';
import { useMailConfig } from '../mail/queries';
import { pushSupport, subscribeThisDevice } from '../mail/push';
import styles from './ProfileSections.module.css';
import { useLocale, useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as profile } from '../../locales/profile';

/** ISO weekdays 1 (Monday) to 7 with their names in the reader's language (Intl; 2024-01-01 was a Monday). */
function weekdays(locale: string) {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const date = Date.UTC(2024, 0, day);
    return [day, short.format(date), long.format(date)] as const;
  });
}

/**
 * 'Study reminders' (docs/mail.md): off by default; a time in the profile's time zone, the days,
 * and how: a notification on this device and/or a mail digest. Turning notifications on asks the
 * browser's permission and stores this device's subscription.
 */
export function RemindersSection() {
  const t = useT(profile);
  const tm = useMsg();
  const locale = useLocale();
  const days = useMemo(() => weekdays(locale === 'pseudo' ? 'en-US' : locale), [locale]);
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
  if (settings.isPending || !draft) body = settings.isError ? <ErrorWithRetry message={t('profile.reminders.loadFailed')} onRetry={() => void settings.refetch()} /> : <Loading text={t('profile.reminders.loading')} />;
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
        setMessage({ tone: 'success', text: saved.enabled ? t('profile.reminders.saved') : t('profile.reminders.off') });
      } catch (e) {
        setMessage({ tone: 'error', text: tm(e instanceof Error && !('data' in e) ? e.message : errorMessage(e, t('profile.reminders.failed'))) });
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
          <span>{t('profile.reminders.enable')}</span>
        </label>
        <fieldset className={`${styles.plain} ${styles.wide}`} disabled={!draft.enabled}>
          <div className={styles.form}>
            <div className="field">
              <label htmlFor="reminder-time">{t('profile.reminders.time')}</label>
              <input id="reminder-time" className="input" type="time" required value={draft.time} onChange={(e) => set({ time: e.target.value })} />
            </div>
            <fieldset className={`${styles.plain} ${styles.wide}`}>
              <legend className={styles.legend}>{t('profile.reminders.days')}</legend>
              <div className={styles.days}>
                {days.map(([day, short, long]) => (
                  <label key={day} className={styles.day}>
                    <input type="checkbox" checked={draft.weekdays.includes(day)} onChange={() => toggleDay(day)} aria-label={long} data-intl />
                    <span aria-hidden="true" data-intl>
                      {short}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className={`${styles.plain} ${styles.wide}`}>
              <legend className={styles.legend}>{t('profile.reminders.how')}</legend>
              <label className={styles.check}>
                <input type="checkbox" checked={draft.push} onChange={(e) => set({ push: e.target.checked })} />
                <span>{t('profile.reminders.push')}</span>
              </label>
              <label className={styles.check}>
                <input type="checkbox" checked={draft.email} disabled={!mailOn} onChange={(e) => set({ email: e.target.checked })} aria-describedby={mailOn ? undefined : 'reminder-no-mail'} />
                <span>{t('profile.reminders.mail')}</span>
              </label>
              {!mailOn && mail.data && (
                <p id="reminder-no-mail" className={styles.note}>
                  {t('profile.reminders.noMail')}
                </p>
              )}
            </fieldset>
          </div>
        </fieldset>
        <p className={`${styles.note} ${styles.wide}`}>{t('profile.reminders.note')}</p>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('profile.saving') : t('profile.reminders.submit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="reminders-title">
      <header className={styles.header}>
        <h2 id="reminders-title">{t('profile.reminders.title')}</h2>
        <p className="muted">{t('profile.reminders.help')}</p>
      </header>
      {body}
    </section>
  );
}
