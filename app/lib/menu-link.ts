import { type ShouldRevalidateFunction, useLocation } from '@remix-run/react';

/** The drawer is open when the address says `menu=open`, so it opens without JavaScript too. */
export function useMenuState() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const open = params.get('menu') === 'open';
  params.delete('menu');
  const closedQuery = params.toString();
  const closeHref = `${location.pathname}${closedQuery ? `?${closedQuery}` : ''}`;
  params.set('menu', 'open');
  const openHref = `${location.pathname}?${params.toString()}`;
  return { open, openHref, closeHref };
}

/** Opening or closing the menu changes only the address, so loaders need not run again. */
export function onlyMenuChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('menu');
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl);
}

/** `shouldRevalidate` for routes whose data does not depend on the menu being open. */
export const skipRevalidationOnMenu: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlyMenuChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);
