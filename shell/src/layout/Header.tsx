import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { MAIN_NAV } from './nav-items.ts';
import { NavLinks } from './NavLinks.tsx';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu.tsx';

/** Logo, tagline and navigation; under 768 px the navigation moves into a side menu. */
export function Header({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <header className="ql-header">
      <div className="ql-header__inner">
        <div className="ql-brand">
          <Link href={PAGE_PATHS.home} className="ql-brand__logo">
            {LAYOUT_MESSAGES.brand}
          </Link>
          <p className="ql-brand__tagline">{PLATFORM_MESSAGES.tagline}</p>
        </div>
        <nav aria-label={LAYOUT_MESSAGES.mainNavigation} className="ql-nav">
          <NavLinks items={MAIN_NAV} pathname={pathname} className="ql-nav__list" />
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="ql-menu-button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="ql-menu-button__bars" aria-hidden="true" />
          <span className="ql-visually-hidden">{menuOpen ? LAYOUT_MESSAGES.closeMenu : LAYOUT_MESSAGES.openMenu}</span>
        </button>
      </div>
      {menuOpen ? <MobileMenu pathname={pathname} onClose={closeMenu} /> : null}
    </header>
  );
}
