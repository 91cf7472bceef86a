import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('GET /api/health', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  it('answers ok when the database answers', async () => {
    const response = await backend.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestBackend({ importContent: false });
    try {
      await broken.database.close();
      const response = await broken.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await broken.close();
    }
  });
});
