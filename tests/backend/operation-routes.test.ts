import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../backend/src/contract/operations';
import { operationRoute, operationServed } from '../../backend/src/http/operation-route';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// The web app is typed from the contract table; the backend must serve each entry with the very
// schema objects it names, not a copy that could drift from it.
describe('the routes serving the contract', () => {
  let backend: TestBackend;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      routes: (app) => app.addHook('onRoute', (route) => void routes.push(route)),
    });
  });
  afterAll(() => backend?.close());

  for (const [name, operation] of Object.entries(operations)) {
    it(`serve ${name} from its contract entry`, () => {
      const served = routes.filter(
        (route) => route.method === operation.method && route.url === operation.path,
      );
      expect(served, `${operation.method} ${operation.path}`).toHaveLength(1);
      expect(operationServed(served[0]?.schema), 'built by operationRoute from this entry').toBe(operation);
      const schema = served[0]?.schema as Record<string, unknown> & { response: Record<number, unknown> };
      expect(schema.params).toBe('params' in operation ? operation.params : undefined);
      expect(schema.querystring).toBe('query' in operation ? operation.query : undefined);
      expect(schema.headers).toBe('headers' in operation ? operation.headers : undefined);
      expect(schema.body).toBe('body' in operation ? operation.body : undefined);
      expect([schema.response[200], schema.response[201]]).toContain(operation.response);
    });
  }

  it('refuse, at start-up, an operation outside the plugin’s prefix', () => {
    const doc = { operationId: 'getMe', tags: ['accounts'], summary: 'The signed-in learner' };
    expect(operationRoute({ prefix: '/api/product-user' }, operations.me, doc).url).toBe('/me');
    expect(operationRoute({ prefix: '/api/courses' }, operations.courses, doc).url).toBe('');
    expect(() => operationRoute({ prefix: '/api/lessons' }, operations.me, doc)).toThrow(
      'GET /api/product-user/me cannot be served under the prefix /api/lessons',
    );
    expect(() => operationRoute({ prefix: '/api/product' }, operations.me, doc)).toThrow('cannot be served');
  });
});
