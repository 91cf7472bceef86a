import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The server's copy of the router, patched (patches/) to rank the route list and compile each path
// pattern once instead of on every request.
const require = createRequire(import.meta.url);
const routerFile = require.resolve('@remix-run/router');
const { matchRoutes } = require(routerFile) as typeof import('@remix-run/router');

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'terms', path: 'terms' },
      { id: 'course', path: 'course/:courseId' },
      { id: 'learn', path: 'course/:courseId/lesson/:lessonId/learn' },
      { id: 'quiz', path: 'quiz/:funnel/:step/:variant?' },
      { id: 'not-found', path: '*' },
    ],
  },
];

const matched = (pathname: string) =>
  matchRoutes(routes, pathname)?.map((match) => ({ id: match.route.id, params: match.params }));

describe('route matching on the server', () => {
  it('runs the patched router', () => {
    expect(readFileSync(routerFile, 'utf8')).toContain('compile each pattern to its RegExp once');
  });

  it('matches the same list again and again with each address’s own params', () => {
    for (let round = 0; round < 3; round++) {
      expect(matched('/terms')?.at(-1)).toEqual({ id: 'terms', params: {} });
      expect(matched('/course/chatgpt-basics')?.at(-1)).toEqual({
        id: 'course',
        params: { courseId: 'chatgpt-basics' },
      });
      expect(matched('/course/a/lesson/b/learn')?.at(-1)?.params).toEqual({ courseId: 'a', lessonId: 'b' });
      expect(matched('/quiz/f1/2')?.at(-1)).toEqual({
        id: 'quiz',
        params: { funnel: 'f1', step: '2', variant: undefined },
      });
      expect(matched('/nothing/here')?.at(-1)?.id).toBe('not-found');
    }
  });

  it('matches a new list of the same routes as the first', () => {
    const copy = structuredClone(routes);
    expect(matchRoutes(copy, '/course/x')?.at(-1)?.route).toBe(copy[0]?.children[1]);
  });
});
