import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse } from '../../backend/src/contract/errors';
import { outbox } from '../../backend/src/db/schema';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('errors', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      env: { BODY_LIMIT_BYTES: '2048' },
      routes: (app) => {
        app.post(
          '/test/echo',
          { schema: { body: z.object({ name: z.string(), age: z.number() }) } },
          (request) => {
            return request.body;
          },
        );
        app.get('/test/boom', () => {
          throw new Error('secret internals: password=hunter2');
        });
      },
    });
  });
  afterAll(() => backend?.close());

  const errorOf = (body: string) => errorResponse.parse(JSON.parse(body)).error;
  const post = (payload: string, contentType = 'application/json') =>
    backend.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers an unknown route 404 NotFound', async () => {
    const response = await backend.app.inject({ url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body)).toEqual({
      status: 404,
      name: 'NotFound',
      message: 'No route for GET /api/nothing-here',
    });
  });

  it('answers a body that breaks the schema 400 ValidationError naming each field', async () => {
    const response = await post(JSON.stringify({ name: 42 }));
    expect(response.statusCode).toBe(400);
    const error = errorOf(response.body);
    expect(error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(error.message).toContain('Invalid body field "name"');
    expect(error.message).toContain('Invalid body field "age"');
  });

  it('answers malformed JSON 400 BadRequest', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({
      status: 400,
      name: 'BadRequest',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an unsupported content-type 415', async () => {
    const response = await post('<name/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body)).toMatchObject({ status: 415, name: 'UnsupportedMediaType' });
  });

  it('answers a body over BODY_LIMIT_BYTES 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(3000), age: 1 }));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body)).toMatchObject({ status: 413, name: 'PayloadTooLarge' });
  });

  it('answers a malformed query string 400, whatever the route', async () => {
    for (const url of ['/api/legal/termsAndConditions?lang=%E0%A4%A', '/api/i18n/locales?x=%']) {
      const response = await backend.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body)).toEqual({
        status: 400,
        name: 'BadRequest',
        message: 'The query string has an invalid percent-encoding',
      });
    }
  });

  it('answers a malformed path 400', async () => {
    const response = await backend.app.inject({ url: '/api/legal/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ status: 400, name: 'BadRequest' });
  });

  it('answers an unexpected error 500 without its internals', async () => {
    const response = await backend.app.inject({ url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response.body)).toEqual({
      status: 500,
      name: 'InternalServerError',
      message: 'Something went wrong on our side',
    });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('request ids', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  const requestIdOf = async (url: string, incoming?: string) => {
    const headers = incoming === undefined ? {} : { 'x-request-id': incoming };
    const response = await backend.app.inject({ url, headers });
    return response.headers['x-request-id'];
  };

  it('echoes a sane incoming x-request-id, on successes and on errors', async () => {
    expect(await requestIdOf('/api/i18n/locales', 'edge-42.abc')).toBe('edge-42.abc');
    expect(await requestIdOf('/api/missing', 'edge-43')).toBe('edge-43');
    expect(await requestIdOf('/api/i18n/locales?x=%', 'edge-44')).toBe('edge-44');
  });

  it('makes a new id when there is none or it is not sane', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(await requestIdOf('/api/i18n/locales')).toMatch(uuid);
    expect(await requestIdOf('/api/i18n/locales', 'bad id with spaces <script>')).toMatch(uuid);
    expect(await requestIdOf('/api/i18n/locales', 'x'.repeat(200))).toMatch(uuid);
  });
});

describe('logs of failed database calls', () => {
  let backend: TestBackend;
  const lines: string[] = [];
  const SECRET = 'card-4242-4242-4242-4242';
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    backend = await createTestBackend({
      importContent: false,
      logger,
      routes: (app) => {
        const body = { schema: { body: z.object({ value: z.string() }) } };
        // A query that fails whatever its parameter: division by zero.
        app.post('/test/failing-query', body, async (request) => {
          await backend.database.db.execute(sql`select ${request.body.value}::text as value, 1 / 0 as boom`);
          return {};
        });
        // A write the database refuses because of the value itself (NUL in text).
        app.post('/test/failing-insert', body, async (request) => {
          await backend.database.db.insert(outbox).values({
            to: `${request.body.value}\u0000`,
            subject: request.body.value,
            text: request.body.value,
            html: '',
            kind: 'test',
            createdAt: new Date(),
          });
          return {};
        });
      },
    });
  });
  afterAll(() => backend?.close());

  it('logs the code and message of a failed query, never the values it was sent', async () => {
    lines.length = 0;
    const response = await backend.app.inject({
      method: 'POST',
      url: '/test/failing-query',
      payload: { value: SECRET },
      headers: { 'x-request-id': 'trace-77' },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('"msg":"Request failed"');
    // The request's own logger is made when it first logs, still carrying the request id.
    const failed = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'Request failed');
    expect(failed).toMatchObject({ reqId: 'trace-77' });
    expect(log).toContain('"code":"22012"');
    expect(log).toContain('division by zero');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('Failed query');
    expect(log).not.toContain('params');
  });

  it('keeps a refused value out of the log too', async () => {
    lines.length = 0;
    const response = await backend.app.inject({
      method: 'POST',
      url: '/test/failing-insert',
      payload: { value: SECRET },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('"type":"DatabaseError"');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('Failed query');
  });
});
