import { Link } from 'wouter';
import { isCurrent, type NavItem } from './nav-items.ts';

/** A list of links with the current one marked aria-current="page" (styled as highlighted). */
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
          <Link href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
