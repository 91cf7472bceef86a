import type { MetaDescriptor, MetaFunction } from '@remix-run/node';

/**
 * What the root loader tells every page's head: the 'Error: …' form of the title when a form was
 * refused, the site's address (WEB_URL) and its description in the page's language.
 */
export type TitleFrame = { errorTitle: string | null; siteUrl?: string; siteDescription?: string };

/** A picture for link previews: an address on this site, its size and its description. */
export type PageImage = { url: string; width: number; height: number; alt: string };

/** What a route's loader may say about its page for the head (all optional but the title). */
export type PageHead = {
  pageTitle?: string;
  /** One or two sentences for search results and link previews; the site's own when not given. */
  pageDescription?: string;
  pageImage?: PageImage | null;
};

// Query parameters that choose how a page reads, not which page it is.
const notPartOfThePage = ['lng', '_data', 'index'];

/** The page's address without the parameters that only choose its language or its data. */
export function canonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of notPartOfThePage) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The page's title from its loader's `pageTitle`. After a refused form (answered without
 * JavaScript) it starts with 'Error', so a screen reader announces the failure first.
 * Then what search engines and link previews read: the description, the canonical address and the
 * Open Graph tags (og:title, og:description, og:type, og:url, og:image where the page has one), with
 * absolute addresses made from WEB_URL.
 */
export const pageMeta: MetaFunction = ({ data, matches, location }) => {
  const page = (data ?? {}) as PageHead;
  const title = page.pageTitle ?? 'Skillpilot';
  const frame = matches.find((match) => match.id === 'root')?.data as TitleFrame | undefined;
  const tags: MetaDescriptor[] = [
    { title: frame?.errorTitle ? frame.errorTitle.replace('{{title}}', title) : title },
  ];
  // An error page rendered without the root's data has a title and nothing more.
  if (!frame?.siteUrl) return tags;
  const description = page.pageDescription ?? frame.siteDescription;
  const url = `${frame.siteUrl}${canonicalPath(location.pathname, location.search)}`;
  if (description) tags.push({ name: 'description', content: description });
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Skillpilot' },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
  );
  if (description) tags.push({ property: 'og:description', content: description });
  const image = page.pageImage;
  if (image) {
    tags.push(
      { property: 'og:image', content: new URL(image.url, `${frame.siteUrl}/`).href },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  } else {
    tags.push({ name: 'twitter:card', content: 'summary' });
  }
  return tags;
};
