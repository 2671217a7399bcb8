import type { ReactNode } from 'react';
import styles from './Admin.module.css';

interface AdminSectionProps {
  /** The heading's id, which names the section ('admin-users'). */
  id: string;
  title: ReactNode;
  hint: string;
  children: ReactNode;
}

/** One section of the admin page: its heading and a line on what it does, then its content. */
export function AdminSection({ id, title, hint, children }: AdminSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionHint}>{hint}</p>
      </div>
      {children}
    </section>
  );
}
