import type { MetaFunction } from '@remix-run/node';

/** What the root loader tells every page's title: the 'Error: …' form when a form was refused. */
export type TitleFrame = { errorTitle: string | null };

/**
 * The page's title from its loader's `pageTitle`. After a refused form (answered without
 * JavaScript) it starts with 'Error', so a screen reader announces the failure first.
 */
export const pageMeta: MetaFunction = ({ data, matches }) => {
  const title = (data as { pageTitle?: string } | undefined)?.pageTitle ?? 'Skillpilot';
  const frame = matches.find((match) => match.id === 'root')?.data as TitleFrame | undefined;
  return [{ title: frame?.errorTitle ? frame.errorTitle.replace('{{title}}', title) : title }];
};
