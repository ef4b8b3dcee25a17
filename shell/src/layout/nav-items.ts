import { LAYOUT_MESSAGES, PAGE_PATHS } from '@quizlink/contracts/platform';

export type NavItem = { href: string; label: string };

/** Header navigation (desktop). */
export const MAIN_NAV: readonly NavItem[] = [
  { href: PAGE_PATHS.home, label: LAYOUT_MESSAGES.navHome },
  { href: PAGE_PATHS.blog, label: LAYOUT_MESSAGES.navBlog },
  { href: PAGE_PATHS.contact, label: LAYOUT_MESSAGES.navContact },
  { href: PAGE_PATHS.faq, label: LAYOUT_MESSAGES.navFaq },
];

/** The side menu under 768 px uses the spec's longer labels. */
export const MOBILE_NAV: readonly NavItem[] = [
  { href: PAGE_PATHS.home, label: LAYOUT_MESSAGES.navHome },
  { href: PAGE_PATHS.blog, label: LAYOUT_MESSAGES.navBlog },
  { href: PAGE_PATHS.contact, label: LAYOUT_MESSAGES.mobileNavContact },
  { href: PAGE_PATHS.faq, label: LAYOUT_MESSAGES.mobileNavFaq },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: PAGE_PATHS.home, label: LAYOUT_MESSAGES.navHome },
  { href: PAGE_PATHS.about, label: LAYOUT_MESSAGES.footerAbout },
  { href: PAGE_PATHS.faq, label: LAYOUT_MESSAGES.navFaq },
  { href: PAGE_PATHS.blog, label: LAYOUT_MESSAGES.navBlog },
  { href: PAGE_PATHS.contact, label: LAYOUT_MESSAGES.navContact },
  { href: PAGE_PATHS.privacy, label: LAYOUT_MESSAGES.footerPrivacy },
  { href: PAGE_PATHS.terms, label: LAYOUT_MESSAGES.footerTerms },
];

/** Home is current only on "/"; a section is current on its path and below it (/blog/some-article). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === PAGE_PATHS.home) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
