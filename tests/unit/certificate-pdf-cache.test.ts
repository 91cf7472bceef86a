import { describe, expect, it } from 'vitest';
import { createCertificatePdfCache } from '../../backend/src/modules/certificates/certificate-pdf-cache';

const content = {
  name: 'Олена Коваленко',
  courseTitle: 'ChatGPT basics',
  number: 'SP-2026-7KQ2M9',
  issuedAt: new Date('2026-03-04T10:00:00Z'),
  verifyUrl: 'https://skillpilot.example/verify/SP-2026-7KQ2M9',
};

describe('the certificate PDF cache', () => {
  it('draws a PDF once for requests made together and after, and again for another name', async () => {
    const cache = createCertificatePdfCache({ maxBytes: 10 * 1024 * 1024 });
    const [first, second] = await Promise.all([cache.get('a', content), cache.get('a', content)]);
    expect(second).toBe(first);
    expect(await cache.get('a', content)).toBe(first);
    const renamed = await cache.get('a', { ...content, name: 'Olena Kovalenko' });
    expect(renamed).not.toBe(first);
    expect(renamed.equals(first)).toBe(false);
  });

  it('keeps no more bytes than it is given', async () => {
    const cache = createCertificatePdfCache({ maxBytes: 30 * 1024 });
    const first = await cache.get('a', content);
    expect(first.length).toBeLessThan(30 * 1024);
    await cache.get('b', { ...content, number: 'SP-2026-7KQ2MA' });
    // Two PDFs do not fit: the first was let go, so it is drawn again.
    expect(await cache.get('a', content)).not.toBe(first);
  });
});
