import { useMatches } from '@remix-run/react';

/** The anti-forgery token of the page (from its loader's `withCsrf`); actions check it with `requireCsrf`. */
export function CsrfInput() {
  const matches = useMatches();
  let token = '';
  for (const match of matches) {
    const csrf = (match.data as { csrf?: unknown } | undefined)?.csrf;
    if (typeof csrf === 'string') token = csrf;
  }
  return <input type="hidden" name="csrf" value={token} />;
}
