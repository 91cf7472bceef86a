import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { withCsrf } from '~/lib/csrf.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth } from '~/lib/session.server';

export const handle: RouteHandle = { i18n: ['auth'] };

// A public page: the welcome after sign-in or PIN setup. The full dashboard comes later.
export async function loader({ request }: LoaderFunctionArgs) {
  const [learner, t] = await Promise.all([getAuth(request), getT(request)]);
  const page = {
    email: learner?.email ?? null,
    pageTitle: t('pageTitle', { title: t('auth:dashboard.title') }),
  };
  // Only a signed-in learner sees a form here (Log Out).
  return learner ? withCsrf(request, page) : data(page);
}

export const meta = pageMeta;

export default function Dashboard() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation('auth');
  return (
    <section className="page page-centered auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboard.title')}</h1>
      {email ? (
        <>
          <p className="muted">{t('dashboard.signedInAs', { email })}</p>
          <Link to="/profile" className="button button-primary">
            {t('dashboard.profile')}
          </Link>
          {/* A native post, so signing out always reloads the whole page. */}
          <form method="post" action="/logout" className="auth-links">
            <CsrfInput />
            <button type="submit" className="button button-secondary">
              {t('logout.button')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p className="muted">{t('dashboard.signedOutText')}</p>
          <Link to="/login" className="button button-primary">
            {t('dashboard.login')}
          </Link>
        </>
      )}
    </section>
  );
}
