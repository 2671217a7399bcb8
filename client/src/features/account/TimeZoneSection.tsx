import { useMemo, useState, type FormEvent } from 'react';
import { Loading, ErrorWithRetry } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useProfile, useSetTimeZone } from './queries';
import { browserTimeZone, localNow, supportedTimeZones, zoneLabel } from './timeZones';
import styles from './ProfileSections.module.css';
import { useLocale, useT } from '../../i18n';
import { namespace as profileNs } from '../../locales/profile';

const AUTO = 'auto';

/**
 * 'Time zone': the day boundary of streaks, history and due counts. "Automatic" follows the
 * browser at each login (how accounts always worked); a chosen zone stays put when travelling.
 */
export function TimeZoneSection() {
  const t = useT(profileNs);
  const locale = useLocale();
  const profile = useProfile();
  const save = useSetTimeZone();
  const [choice, setChoice] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const browserZone = useMemo(browserTimeZone, []);
  const now = useMemo(() => new Date(), []);
  const stored = profile.data?.timeZone;
  const zones = useMemo(() => supportedTimeZones(stored ? [stored, browserZone] : [browserZone]), [stored, browserZone]);
  const options = useMemo(() => zones.map((zone) => ({ zone, label: zoneLabel(zone, now) })), [zones, now]);

  let body;
  if (profile.isPending) body = <Loading text={t('profile.timeZone.loading')} />;
  else if (profile.isError) body = <ErrorWithRetry message={t('profile.timeZone.loadFailed')} onRetry={() => void profile.refetch()} />;
  else {
    const current = profile.data.timeZoneAuto ? AUTO : profile.data.timeZone;
    const selected = choice ?? current;
    const effective = selected === AUTO ? browserZone : selected;
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      setMessage(null);
      save.mutate(
        { timeZone: effective, auto: selected === AUTO },
        {
          onSuccess: (p) => {
            setChoice(null);
            setMessage({ tone: 'success', text: t('profile.timeZone.saved', { zone: p.timeZone.replaceAll('_', ' ') }) });
          },
          onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, t('profile.timeZone.failed')) }),
        },
      );
    };
    body = (
      <form className={styles.form} onSubmit={onSubmit}>
        {message && (
          <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'} ${styles.wide}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <div className={`field ${styles.wide}`}>
          <label htmlFor="time-zone">{t('profile.timeZone.title')}</label>
          <select id="time-zone" className="input" value={selected} aria-describedby="time-zone-now" onChange={(e) => setChoice(e.target.value)}>
            <option value={AUTO}>{t('profile.timeZone.auto', { zone: zoneLabel(browserZone, now) })}</option>
            {options.map((o) => (
              <option key={o.zone} value={o.zone} translate="no">
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <p id="time-zone-now" className={`${styles.note} ${styles.wide}`}>
          {t('profile.timeZone.now', { now: localNow(effective, now, locale === 'pseudo' ? 'en-US' : locale) })}{' '}
          {selected === AUTO ? t('profile.timeZone.autoNote') : t('profile.timeZone.fixedNote')}
        </p>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || selected === current}>
            {save.isPending ? t('profile.saving') : t('profile.timeZone.submit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="time-zone-title">
      <header className={styles.header}>
        <h2 id="time-zone-title">{t('profile.timeZone.title')}</h2>
        <p className="muted">{t('profile.timeZone.help')}</p>
      </header>
      {body}
    </section>
  );
}
