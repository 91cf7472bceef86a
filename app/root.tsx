import { randomUUID } from 'node:crypto';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, ScrollRestoration, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { type ReactNode, Suspense } from 'react';
import { retryAfterHeaders } from '~/lib/retry-after-headers';
import { AppShell } from './components/AppShell';
import { EnhancementScripts } from './components/EnhancementScripts';
import { ErrorPage } from './components/ErrorPage';
import { quizEntry } from './lib/catalog-overview.server';
import { config } from './lib/config.server';
import { formWasRefused } from './lib/form-reply.server';
import { DictionaryLinks, useTranslation } from './lib/i18n';
import { getLanguage, getRequestedLanguage, getTranslations, languageCookie } from './lib/i18n.server';
import { skipRevalidationOnMenu } from './lib/menu-link';
import { useNonce } from './lib/nonce';
import { useRouteHandle } from './lib/route-handle';
import { getSession, sessionStorage } from './lib/session.server';
import { headerStreak } from './lib/streak.server';
import styles from './styles/app.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [{ title: 'Skillpilot' }];

// Every page runs this: it reads the cookies it is sent and writes one only when a message was
// shown (or a language chosen). Forms get their anti-forgery token from their own page's loader.
export async function loader({ request }: LoaderFunctionArgs) {
  const [session, language] = await Promise.all([getSession(request), getLanguage(request)]);
  const t = getTranslations(language).t();
  const flashed = session.get('toast');
  const headers = new Headers();
  if (flashed) headers.append('Set-Cookie', await sessionStorage.commitSession(session));
  // An explicit ?lng= choice is remembered for the next visits.
  const requested = getRequestedLanguage(request);
  if (requested) headers.append('Set-Cookie', await languageCookie.serialize(requested));

  const auth = session.get('auth');
  // The header's streak counter (kept briefly per learner, see streak.server).
  const streak = auth ? await headerStreak(auth) : null;
  const toast = flashed
    ? { id: randomUUID(), type: flashed.type, message: t(flashed.key, flashed.values ?? {}) }
    : null;
  return data(
    {
      language,
      signedIn: Boolean(auth),
      // Where a visitor's links into the quiz lead (the menu, the sign-in page).
      quizEntry: auth ? null : quizEntry(),
      streak,
      toast,
      // Every page's head names it by the site's public address and describes it (page-meta.ts).
      siteUrl: config.WEB_URL,
      siteDescription: t('landing:meta.description'),
      // Loaders run after the action: a refused form puts 'Error' first in the page's title.
      errorTitle: formWasRefused()
        ? t('form.errorTitle', { title: '{{title}}', interpolation: { skipOnVariables: true } })
        : null,
    },
    { headers },
  );
}

export const shouldRevalidate = skipRevalidationOnMenu;
// A busy backend's failure, shown by the error boundary, says when to try again.
export const headers = retryAfterHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  // The back office speaks English whatever language a learner chose in this browser.
  const staff = useRouteHandle().shell === 'staff';
  return (
    <html lang={staff ? 'en' : i18n.language} dir={staff ? 'ltr' : i18n.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#4338CA" />
        <Meta />
        <Links />
        <DictionaryLinks />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <EnhancementScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { signedIn, toast, streak } = useLoaderData<typeof loader>();
  // The back office draws its own frame (routes/admin.tsx).
  if (useRouteHandle().shell === 'staff') return <Outlet />;
  return (
    <AppShell signedIn={signedIn} toast={toast} streak={streak}>
      {/* A page whose dictionary is still on its way waits here: while hydrating, its server HTML
          stays as it is; on a navigation, the previous page stays until it arrives. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <AppShell signedIn={root?.signedIn ?? false} toast={null}>
      <ErrorPage signedIn={root?.signedIn ?? false} />
    </AppShell>
  );
}
