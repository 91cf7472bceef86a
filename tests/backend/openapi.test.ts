import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('GET /api/docs/openapi.json', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  it('is an OpenAPI 3 document of every route', async () => {
    const response = await backend.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(['/api/health', '/api/i18n/locales', '/api/legal/{key}']);
  });

  it('matches the committed backend/openapi.json', async () => {
    const response = await backend.app.inject({ url: '/api/docs/openapi.json' });
    const committed = JSON.parse(
      await readFile(new URL('../../backend/openapi.json', import.meta.url), 'utf8'),
    );
    expect(response.json(), 'backend/openapi.json is out of date: run npm run openapi').toEqual(committed);
  });
});
