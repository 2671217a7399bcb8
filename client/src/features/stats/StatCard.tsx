import { useId, type ReactNode } from 'react';
import styles from './StatCard.module.css';

/** The frame every dashboard widget shares: a titled card (a labelled region for screen readers). */
export function StatCard({ title, icon, aside, children, className }: { title: string; icon?: ReactNode; aside?: ReactNode; children: ReactNode; className?: string }) {
  // Not from the title: a translated title may have no Latin letter at all.
  const id = `stat-${useId().replace(/:/g, '')}`;
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 className={styles.title} id={id}>
          {icon && <span className={styles.icon} aria-hidden="true">{icon}</span>}
          {title}
        </h2>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      {children}
    </section>
  );
}

export function StatMessage({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}
