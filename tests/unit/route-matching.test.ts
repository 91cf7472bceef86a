import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The server's copies of the router and of Remix's renderer, patched (patches/) to rank the route
// list, compile each path pattern and build the render's route tree once instead of on every request.
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
    // Remix's server render keeps the route tree it makes from a build (checked just below for the router).
    expect(readFileSync(require.resolve('@remix-run/react/dist/server.js'), 'utf8')).toContain(
      'make it once per build, not per request',
    );
    // A page shown again from memory (render-memo.server.ts) skips encoding its data for the browser.
    expect(readFileSync(require.resolve('@remix-run/server-runtime/dist/server.js'), 'utf8')).toContain(
      'encoded when the render reads it',
    );
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

  it('hands out each address’s kept matches as copies, so a caller changing one changes nothing else', () => {
    const first = matchRoutes(routes, '/course/kept');
    const match = first?.at(-1);
    if (!match) throw new Error('no match');
    (match.params as Record<string, string>).courseId = 'changed';
    match.pathname = '/elsewhere';
    expect(matchRoutes(routes, '/course/kept')?.at(-1)).toMatchObject({
      params: { courseId: 'kept' },
      pathname: '/course/kept',
    });
    // The matches of one address share their params, as the router makes them.
    const again = matchRoutes(routes, '/course/a/lesson/b/learn');
    expect(again?.[0]?.params).toBe(again?.at(-1)?.params);
  });

  it('matches a new list of the same routes as the first', () => {
    const copy = structuredClone(routes);
    expect(matchRoutes(copy, '/course/x')?.at(-1)?.route).toBe(copy[0]?.children[1]);
  });

  it('renders each request with the route tree made once, and that request’s own matches', async () => {
    const { createStaticHandler, createStaticRouter } =
      require('react-router-dom/server') as typeof import('react-router-dom/server');
    const handler = createStaticHandler(routes);
    const contextOf = async (url: string) => {
      const context = await handler.query(new Request(`http://localhost${url}`));
      if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
      return context;
    };
    const first = createStaticRouter(routes, await contextOf('/course/a'));
    const second = createStaticRouter(routes, await contextOf('/course/b'));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.at(-1)?.params).toEqual({ courseId: 'a' });
    expect(second.state.matches.at(-1)?.params).toEqual({ courseId: 'b' });
    expect(second.state.matches.at(-1)?.route).toBe(first.routes[0]?.children?.[1]);
  });

  it('lists a build’s route modules once', () => {
    const { createEntryRouteModules } = require('@remix-run/server-runtime/dist/entry.js') as {
      createEntryRouteModules(manifest: object): Record<string, unknown>;
    };
    const module = { default: () => null };
    const build = { root: { module } };
    expect(createEntryRouteModules(build)).toBe(createEntryRouteModules(build));
    expect(createEntryRouteModules(build)).toEqual({ root: module });
  });
});
