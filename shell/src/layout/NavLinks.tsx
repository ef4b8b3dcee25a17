import { Link } from 'wouter';
import { isCurrent, type NavItem } from './nav-items.ts';
import { preloadPageAt } from '../routes/lazy-pages.tsx';

/**
 * A list of links with the current one marked aria-current="page" (styled as highlighted). Pointing at,
 * focusing or touching a link fetches its page's code ahead of the click, so the page opens at once.
 */
export function NavLinks({ items, pathname, onNavigate, className }: {
  items: readonly NavItem[];
  pathname: string;
  onNavigate?: () => void;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
            onClick={onNavigate}
            onPointerEnter={() => preloadPageAt(item.href)}
            onFocus={() => preloadPageAt(item.href)}
            onTouchStart={() => preloadPageAt(item.href)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
