// The learner's main navigation: four tabs, the only navigation a signed-in page shows (along the
// bottom of a phone, in the header from 768 px). Visitors have the menu instead.

export type MainTab = 'guides' | 'boost' | 'news' | 'account';

export const mainTabs: readonly { tab: MainTab; to: string }[] = [
  { tab: 'guides', to: '/courses' },
  { tab: 'boost', to: '/boost' },
  { tab: 'news', to: '/news' },
  { tab: 'account', to: '/profile' },
];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

// The pages reached from the account tab: its settings, help, and the documents it links to.
const accountPages = [
  '/profile',
  '/subscription',
  '/change-email',
  '/confirm-email-change',
  '/delete-account',
  '/feedback',
  '/language',
  '/help',
  '/help-answer',
  '/help-contact',
  '/terms',
  '/privacy',
  '/subscription-terms',
  '/support',
];

/** The tab a page belongs to, so the tab stays marked on the pages it leads to; null for none. */
export function tabOf(pathname: string): MainTab | null {
  if (under(pathname, '/courses') || under(pathname, '/all-courses') || under(pathname, '/course')) {
    return 'guides';
  }
  if (under(pathname, '/boost')) return 'boost';
  if (under(pathname, '/news')) return 'news';
  if (accountPages.some((page) => under(pathname, page))) return 'account';
  return null;
}

/**
 * A page at the top of the app has nothing to go back to: the start page, and for a learner each
 * tab's own page and the welcome after signing in. Every other page shows the back arrow.
 */
export function isTopLevel(pathname: string, signedIn: boolean): boolean {
  if (pathname === '/') return true;
  if (!signedIn) return false;
  return pathname === '/dashboard' || mainTabs.some((entry) => entry.to === pathname);
}
