import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../features/auth/queries';
import { useLogout } from '../../features/auth/mutations';
import { storedTheme, saveTheme, THEME_CHOICES, type ThemeChoice } from '../../lib/theme';
import { useMenu } from '../../lib/useMenu';
import { useT } from '../../i18n';
import { namespace as common } from '../../locales/common';
import { namespace as shell, type MessageId } from '../../locales/shell';
import { Brand, GuestLinks } from './PublicHeader';
import styles from './Header.module.css';

const THEME_LABELS: Record<ThemeChoice, MessageId> = { system: 'shell.theme.system', light: 'shell.theme.light', dark: 'shell.theme.dark' };

export function Header() {
  const t = useT(shell);
  const tc = useT(common);
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
          <nav className={styles.mainNav} aria-label={t('shell.nav.main')}>
            <Link href="/decks" className={styles.navLink} aria-current={location === '/decks' || location.startsWith('/decks/') ? 'page' : undefined}>
              <span className={styles.navFull}>{t('shell.nav.myDecks')}</span>
              <span className={styles.navShort} aria-hidden="true">
                {t('shell.nav.decksShort')}
              </span>
            </Link>
            <Link href="/shared" className={styles.navLink} aria-current={location === '/shared' ? 'page' : undefined}>
              <span className={styles.navFull}>{t('shell.nav.sharedDecks')}</span>
              <span className={styles.navShort} aria-hidden="true">
                {t('shell.nav.sharedShort')}
              </span>
            </Link>
            {/* Under 420 px it is in the user menu, as Help is: four links do not fit beside the logo. */}
            <Link href="/browse" className={`${styles.navLink} ${styles.navWide}`} aria-current={location === '/browse' ? 'page' : undefined}>
              {t('shell.nav.browse')}
            </Link>
            <Link href="/help" className={`${styles.navLink} ${styles.navWide}`} aria-current={location === '/help' ? 'page' : undefined}>
              {tc('common.nav.help')}
            </Link>
          </nav>
        )}

        {user && (
          <div className={styles.userMenu} ref={menu.rootRef}>
            <button type="button" className={styles.menuButton} aria-controls="user-menu" {...menu.buttonProps}>
              <span className={styles.avatar} aria-hidden="true" translate="no">
                {user.email.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.email} translate="no">
                {user.email}
              </span>
              <span className={styles.hamburger} aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24">
                  {menu.open ? (
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  ) : (
                    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  )}
                </svg>
              </span>
              <span className="visually-hidden">{t('shell.menu.open')}</span>
            </button>
            {menu.open && (
              <div id="user-menu" className={styles.menu} aria-label={t('shell.menu.label')} {...menu.menuProps}>
                <Link href="/decks" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {t('shell.nav.myDecks')}
                </Link>
                <Link href="/shared" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {t('shell.nav.sharedDecks')}
                </Link>
                <Link href="/browse" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {t('shell.nav.browseCards')}
                </Link>
                <Link href="/note-types" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {t('shell.nav.noteTypes')}
                </Link>
                {/* Password, time zone, devices, memory model, download and delete live here (issue #29). */}
                <Link href="/profile" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {t('shell.nav.profile')}
                </Link>
                <Link href="/feedback" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {t('shell.nav.feedback')}
                </Link>
                <Link href="/help" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                  {tc('common.nav.help')}
                </Link>
                {user.role === 'admin' && (
                  <Link href="/admin" className={styles.menuItem} role="menuitem" tabIndex={-1}>
                    {t('shell.nav.admin')}
                  </Link>
                )}
                <div role="group" aria-label={t('shell.theme.group')} className={styles.themeGroup}>
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
                      {t(THEME_LABELS[choice])}
                    </button>
                  ))}
                </div>
                <button type="button" className={styles.menuItem} role="menuitem" tabIndex={-1} onClick={logout} disabled={isPending}>
                  {t('shell.nav.logout')}
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
