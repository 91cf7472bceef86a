import { defaultLanguage, type Language } from '../../contract/languages';
import { isLegalKey, type LegalDocument, legalKeys } from '../../contract/legal';
import { AppError } from '../../errors/app-error';
import type { LegalRepository } from './legal.repository';

export type LegalService = ReturnType<typeof createLegalService>;

export function createLegalService({ legalRepository }: { legalRepository: LegalRepository }) {
  return {
    /** The text in `lang`, or the English one when that language has none. */
    async getDocument(key: string, lang: Language): Promise<LegalDocument> {
      if (!isLegalKey(key)) {
        throw AppError.notFound(`Unknown legal document "${key}": use one of ${legalKeys.join(', ')}`);
      }
      const records = await legalRepository.findInLanguages(key, [...new Set([lang, defaultLanguage])]);
      const record = records.find((r) => r.lang === lang) ?? records.find((r) => r.lang === defaultLanguage);
      if (!record) throw AppError.notFound(`The legal document "${key}" has no text yet`);
      return {
        key,
        lang: record.lang as Language,
        title: record.title,
        html: record.html,
        updatedAt: record.updatedAt.toISOString(),
      };
    },
  };
}
