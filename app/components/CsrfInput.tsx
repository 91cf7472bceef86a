import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/root';

/** The anti-forgery token every form posts; actions check it with `requireCsrf`. */
export function CsrfInput() {
  const root = useRouteLoaderData<typeof loader>('root');
  return <input type="hidden" name="csrf" value={root?.csrf ?? ''} />;
}
