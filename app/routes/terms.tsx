import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LegalDocument } from '~/components/LegalDocument';
import { legalLoader } from '~/lib/legal.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';

export const loader = legalLoader('termsAndConditions');
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.pageTitle ?? 'Skillpilot' }];
export const shouldRevalidate = skipRevalidationOnMenu;

export default function LegalPage() {
  const { document, shownInEnglish } = useLoaderData<typeof loader>();
  return <LegalDocument document={document} shownInEnglish={shownInEnglish} />;
}
