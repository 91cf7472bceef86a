import { useMatches } from '@remix-run/react';

/** What a route tells the app shell about itself through its `handle` export. */
export type RouteHandle = {
  /** The back link without JavaScript: a sensible parent of the page. */
  backTo?: string | ((signedIn: boolean) => string);
  /** Quiz step 1 shows the full logo and no back button; a lesson shows its own bar instead. */
  headerVariant?: 'default' | 'first-step' | 'lesson';
  /** Pages where the bottom navigation would distract (PIN setup, confirmations). */
  hideBottomNav?: boolean;
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
