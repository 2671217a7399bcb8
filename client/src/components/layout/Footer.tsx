import { Link, useLocation } from 'wouter';
import styles from './Footer.module.css';

/** Hidden on game and study screens (docs/product.md: screens), which use the whole height. */
export function Footer() {
  const [location] = useLocation();
  if (location.startsWith('/play/') || location.startsWith('/study/')) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.links} aria-label="Legal and help">
          <Link href="/help">Help</Link>
          <Link href="/privacy">Privacy Policy</Link>
          <Link href="/terms">Terms of Service</Link>
        </nav>
        <p className={styles.copy}>© {new Date().getFullYear()} Cardcade. All rights reserved.</p>
      </div>
    </footer>
  );
}
