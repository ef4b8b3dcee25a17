import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { FOOTER_NAV } from './nav-items.ts';
import { NavLinks } from './NavLinks.tsx';

export function Footer({ pathname }: { pathname: string }) {
  return (
    <footer className="ql-footer">
      <nav aria-label={LAYOUT_MESSAGES.footerNavigation} className="ql-footer__inner">
        <NavLinks items={FOOTER_NAV} pathname={pathname} className="ql-footer__list" />
      </nav>
      <p className="ql-footer__brand">{LAYOUT_MESSAGES.brand}</p>
    </footer>
  );
}
