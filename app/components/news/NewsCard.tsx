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
  /** When it was published: the day (YYYY-MM-DD) and how the page's language writes it. */
  published: { day: string; label: string };
  /** The language the story is written in (BCP 47). */
  lang: string;
}

/**
 * One news item as a disclosure: the title shows, the summary and the link open. Every card is in
 * the `news` group, so the browser keeps one open at a time, with or without JavaScript.
 */
export function NewsCard({ item, open }: { item: NewsCardItem; open: boolean }) {
  const { t, i18n } = useTranslation('news');
  const titleId = `news-${item.id}-title`;
  // The story's words, marked when they are not in the page's language (English news on a
  // Ukrainian page), so a screen reader reads them in their own voice.
  const lang = item.lang.split('-')[0]?.toLowerCase() === i18n.language ? undefined : item.lang;
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
            <time dateTime={item.published.day}>{item.published.label}</time>
            <span aria-hidden="true"> · </span>
            <span>{item.site}</span>
          </span>
          <h2 id={titleId} className="news-card-title" lang={lang}>
            {item.title}
          </h2>
        </span>
        <span className="news-card-chevron" aria-hidden="true">
          <ChevronIcon />
        </span>
      </summary>
      <div className="news-card-body">
        <p lang={lang}>{item.description}</p>
        <a className="news-card-link" href={item.link} target="_blank" rel="noopener noreferrer">
          {t('readMore', { site: item.site })}
          <span className="visually-hidden"> {t('newTab')}</span>
          <ExternalIcon />
        </a>
      </div>
    </details>
  );
}
