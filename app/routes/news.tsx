import type { NewsItem } from '@contract/news';
import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { NewsCard, type NewsCardItem } from '~/components/news/NewsCard';
import { NewsPagination } from '~/components/news/NewsPagination';
import { rethrowResponse } from '~/lib/account.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { formatDate, isoDay } from '~/lib/format-date';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getTranslations } from '~/lib/i18n.server';
import type { Language } from '~/lib/languages';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/courses', i18n: ['news'] };

const PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

// The date is written here, on the server: the browser then hydrates the cards without making a
// date format of its own (costly on a slow phone, and the same words either way).
function cardOf(item: NewsItem, language: Language): NewsCardItem {
  const image = item.featuredImage?.startsWith('https://') ? item.featuredImage : null;
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    link: item.link,
    site: new URL(item.link).hostname.replace(/^www\./, ''),
    image,
    published: { day: isoDay(item.publishedAt), label: formatDate(item.publishedAt, language) },
    lang: item.lang,
  };
}

// AI news, ten to a page. When the backend fails the page still shows, with a message.
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const language = await getLanguage(request);
  const t = getTranslations(language).t();
  const asked = new URL(request.url).searchParams.get('page');
  const page = asked === null ? 1 : Number(asked);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE || (asked !== null && page === 1))
    throw redirect('/news');
  const pageTitle = t('pageTitle', {
    title: page === 1 ? t('news:title') : `${t('news:title')} (${t('news:pagination.page', { page })})`,
  });
  const pageDescription = t('pages:description.news');
  try {
    const answer = await callAsLearner(request, learner, 'news', {
      query: { sort: 'updatedAt:desc', page, pageSize: PAGE_SIZE },
    });
    const { pageCount } = answer.meta.pagination;
    return data({
      pageTitle,
      pageDescription,
      failed: false,
      page,
      pageCount,
      items: answer.data.map((item) => cardOf(item, language)),
    });
  } catch (error) {
    rethrowResponse(error);
    // An unreachable backend was logged where it was called; anything else is logged here.
    if (error instanceof Error) console.error('Loading the news failed', error);
    return data({ pageTitle, pageDescription, failed: true, page, pageCount: 0, items: [] }, { status: 503 });
  }
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function News() {
  const { failed, page, pageCount, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation('news');
  const location = useLocation();
  // With JavaScript, the cards dim while another page of news loads.
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/news';
  return (
    <div className="page learning-page news-page">
      <header className="news-header">
        <h1 id="page-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {failed ? (
        <div className="news-state" role="alert">
          <h2>{t('failed.title')}</h2>
          <p>{t('failed.text')}</p>
          <Link
            className="button button-secondary"
            to={`${location.pathname}${location.search}`}
            reloadDocument
          >
            {t('failed.retry')}
          </Link>
        </div>
      ) : items.length === 0 ? (
        <div className="news-state">
          <h2>{page === 1 ? t('empty.title') : t('pastEnd.title')}</h2>
          <p>{page === 1 ? t('empty.text') : t('pastEnd.text')}</p>
          {page === 1 ? null : (
            <Link className="text-link" to="/news">
              {t('pastEnd.first')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul className="news-grid" aria-busy={loading || undefined}>
            {items.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} open={index === 0} />
              </li>
            ))}
          </ul>
          <NewsPagination page={page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
