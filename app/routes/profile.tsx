import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { CertificateList } from '~/components/learning/CertificateList';
import { CertificateCard, certificateGuideOf, StreakCard } from '~/components/learning/ProfileProgress';
import { rethrowResponse } from '~/lib/account.server';
import { grantsAccess, initialsOf } from '~/lib/account-format';
import { asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner, signOutTo } from '~/lib/auth.server';
import { withCsrf } from '~/lib/csrf.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession, sessionStorage } from '~/lib/session.server';

// One small dictionary for the whole page: its first visit fetches no other page's texts.
export const handle: RouteHandle = { i18n: ['profile'] };

// The learner's home for account matters. Each visit also checks that the token is still good
// (callAsLearner signs out on 401) and that a subscription still gives access.
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  // The streak and guide cards are extras: when they fail the rest of the page still shows.
  const optional = <T,>(promise: Promise<T>, what: string) => {
    const answer = promise.catch((error: unknown) => {
      rethrowResponse(error);
      console.error(`Loading ${what} for the profile failed`, error);
      return null;
    });
    // A sign-out (a thrown response) may come before this is awaited below: it is not unhandled.
    answer.catch(() => {});
    return answer;
  };
  const streak = optional(callAsLearner(request, learner, 'streakStats', {}), 'the streak');
  const started = optional(
    callAsLearner(request, learner, 'startedCourses', { query: { filter: 'started' } }),
    'the guides',
  );
  const certificates = optional(callAsLearner(request, learner, 'myCertificates', {}), 'the certificates');
  const [user, subscriptions] = await Promise.all([
    callAsLearner(request, learner, 'me', {}),
    callAsLearner(request, learner, 'userSubscriptions', { query: { email: learner.email } }),
  ]).catch((error: unknown) => {
    throw asPageError(error);
  });
  const [streakAnswer, startedAnswer, certificatesAnswer] = await Promise.all([
    streak,
    started,
    certificates,
  ]);
  // Access needs a running subscription: without one the learner is signed out, as the product says.
  const now = Math.floor(Date.now() / 1000);
  if (!subscriptions.some((subscription) => grantsAccess(subscription, now))) {
    throw await signOutTo(request, '/login', {
      type: 'error',
      key:
        subscriptions.length === 0
          ? 'auth:errors.noActiveSubscription'
          : 'account:subscription.errors.expiredSignedOut',
    });
  }
  const headers = new Headers();
  if (user.email !== learner.email) {
    // The address changed elsewhere: later calls (subscription lookup) need the current one.
    const session = await getSession(request);
    session.set('auth', { ...learner, email: user.email });
    headers.append('Set-Cookie', await sessionStorage.commitSession(session));
  }
  return withCsrf(
    request,
    {
      pageTitle: t('pageTitle', { title: t('profile:page.title') }),
      pageDescription: t('pages:description.profile'),
      email: user.email,
      initials: initialsOf(user.email),
      streak: streakAnswer?.data ?? null,
      certificateGuide: startedAnswer ? certificateGuideOf(startedAnswer.data) : null,
      guidesFailed: startedAnswer === null,
      certificates: certificatesAnswer?.data ?? null,
      certificateName: certificatesAnswer?.name ?? null,
    },
    { headers },
  );
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

const settings = [
  { to: '/subscription', label: 'page.subscription' },
  { to: '/feedback', label: 'page.feedback' },
  { to: '/language', label: 'page.language' },
  { to: '/change-email', label: 'page.changeEmail' },
  { to: '/delete-account', label: 'page.deleteAccount' },
] as const;

const about = [
  { to: '/terms', label: 'common:legal.termsAndConditions' },
  { to: '/privacy', label: 'common:legal.privacyPolicy' },
  { to: '/subscription-terms', label: 'common:legal.subscriptionTerms' },
] as const;

export default function Profile() {
  const { email, initials, streak, certificateGuide, guidesFailed, certificates, certificateName } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <div className="profile-card">
        <span className="avatar" aria-hidden="true" data-testid="avatar">
          {initials}
        </span>
        <div className="profile-identity">
          <h1 id="page-title">{t('page.title')}</h1>
          <p className="profile-email">
            <span className="visually-hidden">{t('page.signedInAs')} </span>
            {email}
          </p>
        </div>
      </div>

      <div className="profile-progress">
        <StreakCard stats={streak} />
        <CertificateCard guide={certificateGuide} failed={guidesFailed} />
      </div>

      <CertificateList certificates={certificates} name={certificateName} />

      <nav className="settings" aria-labelledby="settings-title">
        <h2 id="settings-title" className="settings-title">
          {t('page.settings')}
        </h2>
        <ul className="settings-list">
          {settings.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="settings-link">
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        <h2 id="about-title" className="settings-title">
          {t('page.about')}
        </h2>
        <ul className="settings-list" aria-labelledby="about-title">
          {about.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="settings-link">
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="settings" aria-labelledby="support-title">
        <h2 id="support-title" className="settings-title">
          {t('page.support')}
        </h2>
        <ul className="settings-list">
          <li>
            <Link to="/help" className="settings-link" aria-describedby="help-hint">
              {/* The hint is the link's description, not part of its name. */}
              <span className="settings-link-text">
                {t('page.help')}
                <span id="help-hint" className="settings-link-hint" aria-hidden="true">
                  {t('page.helpHint')}
                </span>
              </span>
            </Link>
          </li>
          <li>
            {/* A file download, so a plain link: the browser saves what the resource route sends. */}
            <a href="/profile/export" download className="settings-link" aria-describedby="export-hint">
              <span className="settings-link-text">
                {t('page.downloadData')}
                <span id="export-hint" className="settings-link-hint" aria-hidden="true">
                  {t('page.downloadDataHint')}
                </span>
              </span>
            </a>
          </li>
        </ul>
      </section>

      {/* A native post, so signing out always reloads the whole page. */}
      <form method="post" action="/logout" className="logout-form">
        <CsrfInput />
        <button type="submit" className="button button-secondary">
          {t('page.logOut')}
        </button>
      </form>
    </section>
  );
}
