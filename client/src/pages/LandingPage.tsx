import { useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { landingNoticeText } from '../lib/landingNotice';
import { HOME_TITLE, usePageTitle } from '../lib/usePageTitle';
import styles from './LandingPage.module.css';

const painPoints = [
  { title: 'Endless flipping', text: 'Flipping the same cards over and over until they blur together is not learning, it is hoping.' },
  { title: 'Focus struggles', text: 'Ten minutes in, your phone wins. Passive review cannot hold attention the way play can.' },
  { title: 'Stale tools', text: 'Most flashcard apps look and feel the same as they did a decade ago. Studying deserves better.' },
];

const steps = [
  { title: 'Create or import', text: 'Build decks by hand or bring them over from Anki, Quizlet, CSV or Excel in a few clicks.' },
  { title: 'Play interactive modes', text: 'Matching, multiple choice, spatial choice and crosswords turn review into a game.' },
  { title: 'Track your progress', text: 'See every card move from new to mastered, with pacing toward your exam date.' },
];

const reasons = [
  'Spaced repetition schedules each card for the moment you are about to forget it.',
  // Four games (docs/product.md) plus flip-card review: "four game modes" undercounted what there is.
  'Four games and flip-card review keep sessions short, varied and focused.',
  'Set an exam date and a pacing meter tells you whether you are on track.',
  'No ads, works on desktop and mobile, and your answers are saved even offline.',
];

export default function LandingPage() {
  // The home page keeps the product tagline as its title.
  usePageTitle(HOME_TITLE, { exact: true });
  // E.g. after deleting an account (issue #29): said at the top of a page scrolled to the top,
  // not below the fold of a page kept at the profile's scroll position.
  const [notice] = useState(() => landingNoticeText(window.history.state));
  useLayoutEffect(() => {
    if (notice) window.scrollTo(0, 0);
  }, [notice]);
  return (
    <main className={styles.landing}>
      {notice && (
        <p className={`alert alert-success ${styles.notice}`} role="status">
          {notice}
        </p>
      )}
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Flashcards, reimagined as games</p>
          <h1 className={styles.tagline}>Gamified Studying, Serious Results.</h1>
          <p className={styles.lead}>
            Cardcade turns your flashcards into quick games and plans your reviews with spaced repetition, so you learn steadily instead of
            cramming the night before.
          </p>
          <Link href="/signup" className="btn btn-primary btn-lg">
            Try It For Free
          </Link>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <div className={`${styles.floatCard} ${styles.cardA}`}>
            <span className={styles.cardLabel}>Term</span>
            mitochondria
          </div>
          <div className={`${styles.floatCard} ${styles.cardB}`}>
            <span className={styles.cardLabel}>Definition</span>
            the powerhouse of the cell
          </div>
          <div className={styles.levels}>
            {['new', 'learning', 'improving', 'almost', 'confident', 'mastered'].map((level) => (
              <span key={level} style={{ background: `var(--level-${level})` }} />
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Sound Familiar?</h2>
        <div className={styles.grid3}>
          {painPoints.map((p) => (
            <article key={p.title} className={`card ${styles.point}`}>
              <h3>{p.title}</h3>
              <p className="muted">{p.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>How it works</h2>
        <ol className={styles.cycle}>
          {steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNumber}>{i + 1}</span>
              <h3>{s.title}</h3>
              <p className="muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Why Choose Cardcade</h2>
        <ul className={styles.reasons}>
          {reasons.map((r) => (
            <li key={r}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              {r}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta}>
        <h2>Ready to study smarter?</h2>
        <p>Join the free beta and help shape Cardcade.</p>
        <Link href="/signup" className="btn btn-accent btn-lg">
          Sign Up For Free Beta Testing
        </Link>
      </section>
    </main>
  );
}
