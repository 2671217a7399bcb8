import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../features/auth/queries';
import { useLogout } from '../../features/auth/mutations';
import { useOutsideClick } from '../../lib/useOutsideClick';
import styles from './Header.module.css';

export function Logo() {
  return (
    <span className={styles.logoMark} aria-hidden="true">
      <svg width="30" height="30" viewBox="0 0 64 64">
        <rect x="6" y="12" width="40" height="30" rx="6" fill="#6366f1" />
        <rect x="18" y="22" width="40" height="30" rx="6" fill="#f59e0b" />
        <path d="M38 30l3 6.5 7 .8-5.2 4.8 1.5 7-6.3-3.6-6.3 3.6 1.5-7L28 37.3l7-.8z" fill="#fff" />
      </svg>
    </span>
  );
}

export function Header() {
  const { user } = useAuth();
  const [location, navigate] = useLocation();
  const onAuthPage = location === '/login' || location === '/signup' || location === '/reset-password';
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuRef = useRef<HTMLDivElement>(null);
  const { logout, isPending } = useLogout(() => navigate('/', { replace: true }));

  // The menu closes on a route change and on any click outside it.
  useEffect(() => setMenuOpen(false), [location]);
  useOutsideClick(menuRef, menuOpen, closeMenu);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={user ? '/decks' : '/'} className={styles.brand} aria-label="Cardcade home">
          <Logo />
          <span className={styles.brandName}>Cardcade</span>
          <span className={styles.beta}>Beta</span>
        </Link>

        {!user && !onAuthPage && (
          <nav className={styles.authLinks} aria-label="Account">
            <Link href="/login" className="btn btn-ghost">
              Login
            </Link>
            <Link href="/signup" className="btn btn-primary">
              Sign Up
            </Link>
          </nav>
        )}

        {user && (
          <div className={styles.userMenu} ref={menuRef}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls="user-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className={styles.avatar} aria-hidden="true">
                {user.email.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.email}>{user.email}</span>
              <span className={styles.hamburger} aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24">
                  {menuOpen ? (
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  ) : (
                    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  )}
                </svg>
              </span>
              <span className="visually-hidden">Open user menu</span>
            </button>
            {menuOpen && (
              <nav id="user-menu" className={styles.menu} aria-label="User menu">
                <Link href="/decks" className={styles.menuItem}>
                  My Decks
                </Link>
                <Link href="/feedback" className={styles.menuItem}>
                  Feedback
                </Link>
                {user.role === 'admin' && (
                  <Link href="/admin" className={styles.menuItem}>
                    Admin
                  </Link>
                )}
                <button type="button" className={styles.menuItem} onClick={logout} disabled={isPending}>
                  Logout
                </button>
              </nav>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
