import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * `shouldRevalidate` for pages whose confirm step (and menu) live in the address: opening or
 * closing them needs no new data. Form posts and other changes revalidate as usual.
 */
export function skipRevalidationOn(params: readonly string[]): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
    if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    const strip = (url: URL) => {
      const search = new URLSearchParams(url.search);
      for (const param of params) search.delete(param);
      search.sort();
      return search.toString();
    };
    return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
  };
}
