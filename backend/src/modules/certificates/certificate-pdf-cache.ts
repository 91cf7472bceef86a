import { LRUCache } from 'lru-cache';
import { type CertificatePdfContent, renderCertificatePdf } from './certificate-pdf';

export type CertificatePdfCache = ReturnType<typeof createCertificatePdfCache>;

/**
 * Certificate PDFs made once and kept: drawing one takes tens of milliseconds, sending a kept one
 * almost nothing. Keyed by everything printed, so a new name or guide title makes a new PDF and the
 * old one ages out. Bounded by bytes (a PDF is some tens of kilobytes, mostly the embedded fonts).
 */
export function createCertificatePdfCache(options: { maxBytes: number }) {
  const made = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes,
    sizeCalculation: (pdf) => Math.max(1, pdf.length),
  });
  // PDFs being drawn: requests arriving meanwhile wait for the same one.
  const making = new Map<string, Promise<Buffer>>();

  return {
    async get(id: string, content: CertificatePdfContent): Promise<Buffer> {
      const key = JSON.stringify([id, content.name, content.courseTitle, content.number, content.verifyUrl]);
      const kept = made.get(key) ?? making.get(key);
      if (kept) return kept;
      const pdf = renderCertificatePdf(content);
      making.set(key, pdf);
      try {
        const bytes = await pdf;
        made.set(key, bytes);
        return bytes;
      } finally {
        making.delete(key);
      }
    },
  };
}
