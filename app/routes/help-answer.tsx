import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ContactPrompt } from '~/components/ContactPrompt';
import { TaggedText } from '~/components/TaggedText';
import { config } from '~/lib/config.server';
import { helpStepCount, helpTopicOf } from '~/lib/help-topics';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth } from '~/lib/session.server';

// Public as well as signed in: people who cannot log in need the answers most.
export const handle: RouteHandle = {
  backTo: (signedIn) => (signedIn ? '/help' : '/login'),
  i18n: ['help'],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const [t, auth] = await Promise.all([getT(request), getAuth(request)]);
  const topic = helpTopicOf(new URL(request.url).searchParams.get('type'));
  const title = topic === 'generic' ? t('help:generic.title') : t(`help:questions.${topic}`);
  return data({
    pageTitle: t('pageTitle', { title }),
    pageDescription: t('pages:description.helpAnswer'),
    topic,
    supportEmail: config.SUPPORT_EMAIL,
    signedIn: Boolean(auth),
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function HelpAnswer() {
  const { topic, supportEmail, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation('help');

  if (topic === 'generic') {
    return (
      <section className="page account-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('generic.title')}</h1>
        <p>{t('generic.text')}</p>
        {signedIn ? (
          <Link to="/help" className="button button-primary">
            {t('backToHelp')}
          </Link>
        ) : null}
        <ContactPrompt />
      </section>
    );
  }

  const steps = Array.from({ length: helpStepCount[topic] }, (_, index) => String(index + 1));
  return (
    <article className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(`questions.${topic}`)}</h1>
      <h2 className="visually-hidden">{t('stepsTitle')}</h2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step}>
            {/* The refund answer names the support address; it leads to the contact form. */}
            <TaggedText
              text={t(`answers.${topic}.${step}`, { email: supportEmail })}
              components={{ contact: <Link to="/help-contact" /> }}
            />
          </li>
        ))}
      </ol>
      {signedIn ? (
        <Link to="/help" className="button button-secondary">
          {t('backToHelp')}
        </Link>
      ) : null}
      <ContactPrompt />
    </article>
  );
}
