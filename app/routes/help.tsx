import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { ContactPrompt } from '~/components/ContactPrompt';
import { requireLearner } from '~/lib/auth.server';
import { helpTopics } from '~/lib/help-topics';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/profile', i18n: ['help'] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLearner(request);
  const t = await getT(request);
  return data({ pageTitle: t('pageTitle', { title: t('help:title') }) });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function Help() {
  const { t } = useTranslation('help');
  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <nav className="settings" aria-labelledby="faq-title">
        <h2 id="faq-title" className="settings-title">
          {t('questionsTitle')}
        </h2>
        <ul className="settings-list">
          {helpTopics.map((topic) => (
            <li key={topic}>
              <Link to={`/help-answer?type=${topic}`} className="settings-link">
                {t(`questions.${topic}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactPrompt />
    </section>
  );
}
