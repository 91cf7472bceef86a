import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

const pageHref = (page: number) => (page === 1 ? '/news' : `/news?page=${page}`);

/** The pages to offer: the first, the last, and the current one with its neighbours. */
export function pagesAround(current: number, count: number): (number | 'gap')[] {
  const wanted = new Set(
    [1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count),
  );
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) =>
    index > 0 && page - (pages[index - 1] ?? page) > 1 ? ['gap', page] : [page],
  );
}

/** Plain links, so paging works before (and without) JavaScript. */
export function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('news');
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="pagination-step" to={pageHref(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pagination-step" aria-disabled="true">
          {t('pagination.previous')}
        </span>
      )}
      <ol className="pagination-pages">
        {pagesAround(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="pagination-page"
                to={pageHref(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination-step" to={pageHref(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span className="pagination-step" aria-disabled="true">
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}
