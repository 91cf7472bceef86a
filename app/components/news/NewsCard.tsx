import { formatDate, isoDay } from '~/lib/format-date';
import { useTranslation } from '~/lib/i18n';
import { ChevronIcon, ExternalIcon, SparkIcon } from '../icons';

export interface NewsCardItem {
  id: number;
  title: string;
  description: string;
  link: string;
  /** The site the story is on, e.g. openai.com. */
  site: string;
  /** Shown only from https: a plain-http image would be blocked on an https page. */
  image: string | null;
  publishedAt: string;
}

/**
 * One news item as a disclosure: the title shows, the summary and the link open. Every card is in
 * the `news` group, so the browser keeps one open at a time, with or without JavaScript.
 */
export function NewsCard({ item, open }: { item: NewsCardItem; open: boolean }) {
  const { t, i18n } = useTranslation('news');
  const titleId = `news-${item.id}-title`;
  return (
    <details name="news" className="news-card" open={open}>
      <summary className="news-card-summary">
        <span className={`news-card-media news-card-tone-${item.id % 4}`} aria-hidden="true">
          <SparkIcon />
          {item.image ? (
            <img src={item.image} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" />
          ) : null}
        </span>
        <span className="news-card-head">
          <span className="news-card-meta">
            <time dateTime={isoDay(item.publishedAt)}>{formatDate(item.publishedAt, i18n.language)}</time>
            <span aria-hidden="true"> · </span>
            <span>{item.site}</span>
          </span>
          <h2 id={titleId} className="news-card-title">
            {item.title}
          </h2>
        </span>
        <span className="news-card-chevron" aria-hidden="true">
          <ChevronIcon />
        </span>
      </summary>
      <div className="news-card-body">
        <p>{item.description}</p>
        <a className="news-card-link" href={item.link} target="_blank" rel="noopener noreferrer">
          {t('readMore', { site: item.site })}
          <span className="visually-hidden"> {t('newTab')}</span>
          <ExternalIcon />
        </a>
      </div>
    </details>
  );
}
