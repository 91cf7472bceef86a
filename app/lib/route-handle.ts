import { useMatches } from '@remix-run/react';

/** What a route tells the app shell about itself through its `handle` export. */
export type RouteHandle = {
  /**
   * The back link without JavaScript: a sensible parent of the page. The top of the app (the start
   * page, each tab's own page, the welcome) has no back arrow whatever this says.
   */
  backTo?: string | ((signedIn: boolean) => string);
  /** 'first-step' (quiz step 1) has no back arrow; a lesson shows its own bar instead of the header. */
  headerVariant?: 'default' | 'first-step' | 'lesson';
  /** Focused pages where the learner's tabs would distract (PIN setup, confirmations, checkout). */
  hideBottomNav?: boolean;
  /** 'staff': the back office, with its own layout (routes/admin.tsx) instead of the learner's shell. */
  shell?: 'learner' | 'staff';
  /** Dictionaries the page uses besides `common` (locales/<language>/<namespace>.json). */
  i18n?: readonly string[];
};

/** The handle of the deepest route, merged over its parents'. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle));
}

export function backHrefOf(handle: RouteHandle, signedIn: boolean): string {
  const backTo = handle.backTo;
  if (typeof backTo === 'function') return backTo(signedIn);
  return backTo ?? (signedIn ? '/profile' : '/login');
}
