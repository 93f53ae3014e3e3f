import { NAVBAR_SCROLL_THRESHOLD_PX } from '@fd/contract';
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageToggle } from '../../../features/language/LanguageToggle';
import { Logo } from '../../../features/ui/Logo';
import { useEscapeKey } from '../../../features/ui/useEscapeKey';
import { useScrolledPast } from '../../../features/ui/useScrolledPast';
import { useScrollLock } from '../../../features/ui/useScrollLock';
import { HeaderNav } from './HeaderNav';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useScrollLock(menuOpen);
  useEscapeKey(menuOpen, closeMenu);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path means a link in the menu was followed.
  useEffect(closeMenu, [pathname]);

  const barClass = [styles.header, scrolled ? styles.scrolled : '', menuOpen ? styles.menuOpen : ''].join(
    ' ',
  );
  return (
    <header className={barClass}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logoLink} aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <HeaderNav id="site-menu" className={styles.nav} />
        <div className={styles.barEnd}>
          <LanguageToggle className={`btn btn-ghost ${styles.lang}`} />
          <button
            type="button"
            className={`btn btn-ghost ${styles.menuToggle}`}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && <div className={styles.overlay} onClick={closeMenu} aria-hidden="true" />}
    </header>
  );
}
