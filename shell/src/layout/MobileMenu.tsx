import { useEffect, useRef } from 'react';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { MOBILE_NAV } from './nav-items.ts';
import { NavLinks } from './NavLinks.tsx';

export const MOBILE_MENU_ID = 'ql-mobile-menu';

/**
 * The side menu for screens under 768 px. Focus moves into it on open; Escape, the backdrop, the
 * close button or choosing a link closes it (the header then returns focus to the menu button).
 */
export function MobileMenu({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="ql-mobile-menu">
      <div className="ql-mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} id={MOBILE_MENU_ID} className="ql-mobile-menu__panel">
        <nav aria-label={LAYOUT_MESSAGES.mobileNavigation}>
          <NavLinks items={MOBILE_NAV} pathname={pathname} onNavigate={onClose} className="ql-mobile-menu__list" />
        </nav>
        <button type="button" className="ql-mobile-menu__close" onClick={onClose}>
          {LAYOUT_MESSAGES.closeMenu}
        </button>
      </div>
    </div>
  );
}
