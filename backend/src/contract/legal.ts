import { z } from 'zod';
import { safeIdentifier } from './fields';
import { language, languageParam } from './i18n';

export const legalKeys = ['termsAndConditions', 'privacyPolicy', 'subscriptionTerms'] as const;
export const legalKey = z.enum(legalKeys);
export type LegalKey = z.infer<typeof legalKey>;

export function isLegalKey(value: string): value is LegalKey {
  return (legalKeys as readonly string[]).includes(value);
}

// A plain string: an unknown key is a missing document (404), not a malformed request.
export const legalDocumentParams = z.object({
  key: safeIdentifier(64).describe(`One of ${legalKeys.join(', ')}`),
});

export const legalDocumentQuery = z.object({
  lang: languageParam.optional().describe('Defaults to en; us means en and ua means uk'),
});

export const legalDocument = z.object({
  key: legalKey,
  lang: language.describe('The language of the text: en when the requested one has none'),
  title: z.string(),
  html: z.string().describe('Sanitised HTML, without the title'),
  updatedAt: z.iso.datetime().describe('When this text last changed'),
});
export type LegalDocument = z.infer<typeof legalDocument>;

export const legalDocumentResponse = z.object({ data: legalDocument });
export type LegalDocumentResponse = z.infer<typeof legalDocumentResponse>;
