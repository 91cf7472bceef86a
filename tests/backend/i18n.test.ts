import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('GET /api/i18n/locales', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  it('lists the interface languages, named in their own language, English first and default', async () => {
    const response = await backend.app.inject({ url: '/api/i18n/locales' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, code: 'en', name: 'English', isDefault: true },
      { id: 2, code: 'uk', name: 'Українська', isDefault: false },
      { id: 3, code: 'es', name: 'Español', isDefault: false },
      { id: 4, code: 'fr', name: 'Français', isDefault: false },
      { id: 5, code: 'tr', name: 'Türkçe', isDefault: false },
      { id: 6, code: 'ja', name: '日本語', isDefault: false },
      { id: 7, code: 'ko', name: '한국어', isDefault: false },
      { id: 8, code: 'pt', name: 'Português', isDefault: false },
    ]);
  });
});
