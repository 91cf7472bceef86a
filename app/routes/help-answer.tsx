import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { ContactPrompt } from '~/components/ContactPrompt';
import { config } from '~/lib/config.server';
import { helpStepCount, helpTopicOf } from '~/lib/help-topics';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth } from '~/lib/session.server';

// Public as well as signed in: people who cannot log in need the answers most.
export const handle: RouteHandle = { backTo: (signedIn) => (signedIn ? '/help' : '/login') };

export async function loader({ request }: LoaderFunctionArgs) {
  const [t, auth] = await Promise.all([getT(request), getAuth(request)]);
  const topic = helpTopicOf(new URL(request.url).searchParams.get('type'));
  const title = topic === 'generic' ? t('account:help.generic.title') : t(`account:help.questions.${topic}`);
  return data({
    pageTitle: t('pageTitle', { title }),
    topic,
    supportEmail: config.SUPPORT_EMAIL,
    signedIn: Boolean(auth),
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function HelpAnswer() {
  const { topic, supportEmail, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');

  if (topic === 'generic') {
    return (
      <section className="page account-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('help.generic.title')}</h1>
        <p>{t('help.generic.text')}</p>
        {signedIn ? (
          <Link to="/help" className="button button-primary">
            {t('help.backToHelp')}
          </Link>
        ) : null}
        <ContactPrompt />
      </section>
    );
  }

  const steps = Array.from({ length: helpStepCount[topic] }, (_, index) => String(index + 1));
  return (
    <article className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(`help.questions.${topic}`)}</h1>
      <h2 className="visually-hidden">{t('help.stepsTitle')}</h2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step}>
            {/* The refund answer names the support address; it leads to the contact form. */}
            <Trans
              t={t}
              i18nKey={`help.answers.${topic}.${step}`}
              values={{ email: supportEmail }}
              components={{ contact: <Link to="/help-contact" /> }}
            />
          </li>
        ))}
      </ol>
      {signedIn ? (
        <Link to="/help" className="button button-secondary">
          {t('help.backToHelp')}
        </Link>
      ) : null}
      <ContactPrompt />
    </article>
  );
}
