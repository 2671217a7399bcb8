import { useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { namespace as landing, type MessageId } from '../locales/landing';
import { landingNotice } from '../lib/landingNotice';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './LandingPage.module.css';

const painPoints = [
  { title: 'landing.familiar.flipping.title', text: 'landing.familiar.flipping.text' },
  { title: 'landing.familiar.focus.title', text: 'landing.familiar.focus.text' },
  { title: 'landing.familiar.stale.title', text: 'landing.familiar.stale.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

const steps = [
  { title: 'landing.how.create.title', text: 'landing.how.create.text' },
  { title: 'landing.how.play.title', text: 'landing.how.play.text' },
  { title: 'landing.how.track.title', text: 'landing.how.track.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

// Four games (docs/product.md) plus flip-card review: "four game modes" undercounted what there is.
const reasons = ['landing.why.spaced', 'landing.why.games', 'landing.why.exam', 'landing.why.offline'] as const satisfies readonly MessageId[];

const LEVELS = ['new', 'learning', 'improving', 'almost', 'confident', 'mastered'];

export default function LandingPage() {
  const t = useT(landing);
  const format = useFormat();
  // The home page keeps the product tagline as its title.
  usePageTitle(t('landing.title'), { exact: true });
  // E.g. after deleting an account (issue #29): said at the top of a page scrolled to the top,
  // not below the fold of a page kept at the profile's scroll position.
  const [notice] = useState(() => landingNotice(window.history.state));
  useLayoutEffect(() => {
    if (notice) window.scrollTo(0, 0);
  }, [notice]);
  return (
    <main className={styles.landing}>
      {notice && (
        <p className={`alert alert-success ${styles.notice}`} role="status">
          {t('landing.notice.accountDeleted')}
        </p>
      )}
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
          <h1 className={styles.tagline}>{t('landing.tagline')}</h1>
          <p className={styles.lead}>{t('landing.lead')}</p>
          <Link href="/signup" className="btn btn-primary btn-lg">
            {t('landing.cta.try')}
          </Link>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <div className={`${styles.floatCard} ${styles.cardA}`}>
            <span className={styles.cardLabel}>{t('landing.art.term')}</span>
            {t('landing.art.termText')}
          </div>
          <div className={`${styles.floatCard} ${styles.cardB}`}>
            <span className={styles.cardLabel}>{t('landing.art.definition')}</span>
            {t('landing.art.definitionText')}
          </div>
          <div className={styles.levels}>
            {LEVELS.map((level) => (
              <span key={level} style={{ background: `var(--level-${level})` }} />
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('landing.familiar.title')}</h2>
        <div className={styles.grid3}>
          {painPoints.map((p) => (
            <article key={p.title} className={`card ${styles.point}`}>
              <h3>{t(p.title)}</h3>
              <p className="muted">{t(p.text)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('landing.how.title')}</h2>
        <ol className={styles.cycle}>
          {steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNumber}>{format.number(i + 1)}</span>
              <h3>{t(s.title)}</h3>
              <p className="muted">{t(s.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('landing.why.title')}</h2>
        <ul className={styles.reasons}>
          {reasons.map((r) => (
            <li key={r}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              {t(r)}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta}>
        <h2>{t('landing.ready.title')}</h2>
        <p>{t('landing.ready.text')}</p>
        <Link href="/signup" className="btn btn-accent btn-lg">
          {t('landing.ready.cta')}
        </Link>
      </section>
    </main>
  );
}
