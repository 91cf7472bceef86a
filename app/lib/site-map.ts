import { helpTopics } from './help-topics';

// Which pages search engines are shown (/sitemap.xml) and which they are asked to leave alone
// (/robots.txt). Signed-in pages answer visitors with the sign-in page anyway; checkout, the quiz's
// personal screens and certificates' pages (they carry a learner's name) are kept out as well.

/** The public pages worth finding, the quiz's first step among them when a funnel is served. */
export function sitemapPaths(quizStart: string | null): string[] {
  return [
    '/',
    ...(quizStart ? [quizStart] : []),
    '/terms',
    '/privacy',
    '/subscription-terms',
    '/support',
    ...helpTopics.map((topic) => `/help-answer?type=${topic}`),
    '/verify',
  ];
}

/**
 * robots.txt rules (each a path prefix; `*` matches any characters, `$` ends the address). A
 * prefix would also match the public pages that begin with it, so /help and /subscription end with `$`.
 */
export const disallowedPaths = [
  // Buying: the paywall's checkout and the account's PIN that follows it.
  '/checkout/',
  '/pin',
  '/confirm-pin',
  '/reset-pin',
  // One visitor's own quiz screens.
  '/quiz/*/processing',
  '/quiz/*/result',
  '/quiz/*/email',
  // Signed-in pages.
  '/dashboard',
  '/courses',
  '/course/',
  '/all-courses',
  '/boost',
  '/news',
  '/profile',
  '/subscription$',
  '/feedback',
  '/language',
  '/change-email',
  '/confirm-email-change',
  '/delete-account',
  '/help$',
  '/logout',
  // The back office.
  '/admin',
  '/certificates/',
  // A certificate's page names its learner: shared by link, not found by search.
  '/verify/',
] as const;

/** Whether a robots.txt rule matches a path (with its query), as the major search engines read it. */
export function robotsRuleMatches(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const body = anchored ? rule.slice(0, -1) : rule;
  const pattern = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(path);
}
