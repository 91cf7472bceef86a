import { useLoaderData } from '@remix-run/react';
import { LegalDocument } from '~/components/LegalDocument';
import { legalLoader } from '~/lib/legal.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';

export const loader = legalLoader('subscriptionTerms');
export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function LegalPage() {
  const { document, shownInEnglish } = useLoaderData<typeof loader>();
  return <LegalDocument document={document} shownInEnglish={shownInEnglish} />;
}
