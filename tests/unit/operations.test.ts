import { readFileSync } from 'node:fs';
import { operationPath, operations } from '@contract/operations';
import { describe, expect, it } from 'vitest';

// The web app calls the backend only through the operations table: each entry must be an
// operation the backend publishes.
const openapi = JSON.parse(readFileSync(new URL('../../backend/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

describe('the operations the web app calls', () => {
  for (const [name, operation] of Object.entries(operations)) {
    it(`${name} is ${operation.method} ${operation.path} in the backend's API description`, () => {
      const published = operation.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(Object.keys(openapi.paths[published] ?? {})).toContain(operation.method.toLowerCase());
    });
  }

  it('fill path parameters encoded, and refuse a missing one', () => {
    expect(operationPath('/api/subscriptions/:id', { id: 'sub 1/2' })).toBe('/api/subscriptions/sub%201%2F2');
    expect(() => operationPath('/api/legal/:key', {})).toThrow('Missing path parameter key');
  });
});
