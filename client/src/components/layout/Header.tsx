import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../features/auth/queries';
import { useLogout } from '../../features/auth/mutations';
import { storedTheme, saveTheme, THEME_CHOICES, type ThemeChoice } from '../../lib/theme';
import { useMenu } from '../../lib/useMenu';
import { Brand, GuestLinks } from './PublicHeader';
import styles from './Header.module.css';

const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' };

export function Header() {
  const { user } = useAuth();
  const [location, navigate] = useLocation();
  const onAuthPage = location === '/login' || location === '/signup' || location === '/reset-password';
  const menu = useMenu();
  const [theme, setTheme] = useState<ThemeChoice>(storedTheme);
  const { logout, isPending } = useLogout(() => navigate('/', { replace: true }));
  const { setOpen: setMenuOpen } = menu;
  // Read again when the menu opens: a choice from an older version may have moved in since.
  useEffect(() => {
    if (menu.open) setTheme(storedTheme());
  }, [menu.open]);

  // The menu closes on a route change (and on Escape, Tab or a click outside: lib/useMenu.ts).
  useEffect(() => setMenuOpen(false), [location, setMenuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Brand href={user ? '/decks' : '/'} />

        {!user && !onAuthPage && <GuestLinks />}

        {/* The places a learner goes every day, in plain sight (issue 48: Shared Decks was only in the menu). */}
        {user && (
          <nav className={styles.mainNav} aria-label="Main">
            <Link href="/decks" className={styles.navLink} aria-current={location === '/decks' || location.startsWith('/decks/') ? 'page' : undefined}>
              <span className={styles.navExtra}>My </span>Decks
            </Link>
            <Link href="/shared" className={styles.navLink} aria-current={location === '/shared' ? 'page' : undefined}>
              Shared<span className={styles.navExtra}> Decks</span>
            </Link>
            {/* Under 420 px it is in the user menu, as Help is: four links do not fit beside the logo. */}
            <Link href="/browse" className={`${styles.navLink} ${styles.navWide}`} aria-current={location === '/browse' ? 'page' : undefined}>
              Browse
            </Link>
            <Link href="/help" className={`${styles.navLink} ${styles.navWide}`} aria-current={location === '/help' ? 'page' : undefined}>
              Help
            </Link>
          </nav>
        )}

        {user && (
          <div className={styles.userMenu} ref={menu.rootRef}>
            <button type="button" className={styles.menuButton} aria-controls="user-menu" {...menu.buttonProps}>
              <span className={styles.avatar} aria-hidden="true">
                {user.email.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.email}>{user.email}</span>
              <span className={styles.hamburger} aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24">
                  {menu.open ? (
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  ) : (
                    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  )}
                </svg>
              </span>
              <span className="visually-hidden">Open user menu</span>
            </button>
            {menu.open && (
              <div id="user-menu" className={styles.menu} aria-label="User menu" {...menu.menuProps}>
                <Link href="/decks" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  My Decks
                </Link>
                <Link href="/shared" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  Shared Decks
                </Link>
                <Link href="/browse" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  Browse Cards
                </Link>
                <Link href="/note-types" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  Note Types
                </Link>
                {/* Password, time zone, devices, memory model, download and delete live here (issue #29). */}
                <Link href="/profile" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  Profile
                </Link>
                <Link href="/feedback" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  Feedback
                </Link>
                <Link href="/help" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  Help
                </Link>
                {user.role === 'admin' && (
                  <Link href="/admin" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                    Admin
                  </Link>
                )}
                <div role="group" aria-label="Theme" className={styles.themeGroup}>
                  {THEME_CHOICES.map((choice) => (
                    <button
                      key={choice}
                      type="button"
                      role="menuitemradio"
                      aria-checked={theme === choice}
                      tabIndex={-1}
                      className={`${styles.menuItem} ${styles.themeItem}`}
                      onClick={() => {
                        saveTheme(choice);
                        setTheme(choice);
                      }}
                    >
                      <span className={styles.radioMark} aria-hidden="true" />
                      {THEME_LABELS[choice]}
                    </button>
                  ))}
                </div>
                <button type="button" className={styles.menuItem} role="menuitem" tabIndex={-1} onClick={logout} disabled={isPending}>
                  Logout
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
