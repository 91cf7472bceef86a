import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { legalDocuments } from '../../db/schema';

export type LegalDocumentRecord = typeof legalDocuments.$inferSelect;
export type LegalRepository = ReturnType<typeof createLegalRepository>;

export function createLegalRepository(db: Database) {
  return {
    findInLanguages(key: string, langs: string[]): Promise<LegalDocumentRecord[]> {
      return db
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.key, key), inArray(legalDocuments.lang, langs)));
    },

    listSourceHashes(): Promise<Pick<LegalDocumentRecord, 'key' | 'lang' | 'sourceHash'>[]> {
      const { key, lang, sourceHash } = legalDocuments;
      return db.select({ key, lang, sourceHash }).from(legalDocuments);
    },

    /** Inserts, or updates when the source changed; an unchanged text keeps its updatedAt. */
    async save(record: LegalDocumentRecord): Promise<void> {
      await db
        .insert(legalDocuments)
        .values(record)
        .onConflictDoUpdate({
          target: [legalDocuments.key, legalDocuments.lang],
          set: {
            title: record.title,
            html: record.html,
            sourceHash: record.sourceHash,
            updatedAt: record.updatedAt,
          },
          setWhere: sql`${legalDocuments.sourceHash} <> excluded.source_hash`,
        });
    },

    async remove(key: string, lang: string): Promise<void> {
      await db.delete(legalDocuments).where(and(eq(legalDocuments.key, key), eq(legalDocuments.lang, lang)));
    },
  };
}
