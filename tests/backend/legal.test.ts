import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocumentResponse } from '../../backend/src/contract/legal';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('GET /api/legal/:key', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  const get = (url: string) => backend.app.inject({ url });
  const documentAt = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return legalDocumentResponse.parse(response.json()).data;
  };

  it('answers the English text by default, with its title apart from the html', async () => {
    const document = await documentAt('/api/legal/termsAndConditions');
    expect(document).toMatchObject({ key: 'termsAndConditions', lang: 'en', title: 'Terms and Conditions' });
    expect(document.html).toContain('<strong>Skillpilot</strong>');
    expect(document.html).not.toContain('Terms and Conditions');
    expect(new Date(document.updatedAt).toISOString()).toBe(document.updatedAt);
  });

  it('answers the text in the requested language', async () => {
    const document = await documentAt('/api/legal/termsAndConditions?lang=uk');
    expect(document).toMatchObject({ lang: 'uk', title: 'Умови використання' });
  });

  it('reads us as en and ua as uk', async () => {
    expect((await documentAt('/api/legal/privacyPolicy?lang=us')).lang).toBe('en');
    expect((await documentAt('/api/legal/termsAndConditions?lang=ua')).lang).toBe('uk');
  });

  it('falls back to English when the language has no text', async () => {
    const document = await documentAt('/api/legal/subscriptionTerms?lang=uk');
    expect(document).toMatchObject({ key: 'subscriptionTerms', lang: 'en', title: 'Subscription Terms' });
  });

  it('answers 404 in the error shape for an unknown key', async () => {
    const response = await get('/api/legal/cookiePolicy');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { status: 404, name: 'NotFound', message: expect.stringContaining('cookiePolicy') },
    });
  });

  it('answers 400 naming the parameter for an unsupported language', async () => {
    const response = await get('/api/legal/termsAndConditions?lang=de');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(error.message).toContain('"lang"');
    expect(error.message).toContain('Unsupported language "de"');
  });

  it('serves html sanitised at import', async () => {
    const { html } = await documentAt('/api/legal/termsAndConditions');
    expect(html).not.toMatch(/<script|stolen|javascript:|onerror/i);
    expect(html).toContain('<a>link</a>');
    expect(html).toContain('<a href="/privacy">privacy policy</a>');
    expect(html).toContain('<a href="https://example.com">our site</a>');
    expect(html).toContain('<img src="x.png" alt="pixel">');
  });
});
