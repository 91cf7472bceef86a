import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { overloadSettings, shedOverload } from '../../web-server/overload';

const locales = fileURLToPath(new URL('../../locales', import.meta.url));
type Shed = NonNullable<ReturnType<typeof shedOverload>>;
const settings = (env: Record<string, string>) => overloadSettings(env as NodeJS.ProcessEnv);

/** What the middleware did with one request: let it through, or answered it itself. */
function ask(shed: Shed, path: string, method = 'GET') {
  let status = 0;
  let passed = false;
  const request = {
    path,
    method,
    query: {},
    headers: {},
    acceptsLanguages: () => 'en',
    resume: () => {},
  };
  const response = {
    once: () => {},
    writeHead: (code: number) => {
      status = code;
    },
    end: () => {},
  };
  // Only the parts of Express's request and response the middleware reads.
  shed(request as unknown as Parameters<Shed>[0], response as unknown as Parameters<Shed>[1], () => {
    passed = true;
  });
  return passed ? 'passed' : status;
}

const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the web server's shedding", () => {
  it('has defaults that react within a quarter second to a loop lagging 40 ms', () => {
    expect(settings({})).toEqual({
      maxInFlight: 400,
      maxEventLoopDelayMs: 40,
      sampleIntervalMs: 250,
      retryAfterSeconds: 3,
    });
  });

  it('refuses pages while the event loop lags, but lets sign-in through', async () => {
    const shed = shedOverload(
      settings({ WEB_MAX_EVENT_LOOP_DELAY_MS: '5', WEB_OVERLOAD_SAMPLE_INTERVAL_MS: '200' }),
      locales,
    ) as Shed;
    expect(ask(shed, '/courses')).toBe('passed');
    // The lag is read at the next sample and holds until the one after: block, then ask often.
    let refused: unknown = 'passed';
    for (let attempt = 0; attempt < 10 && refused === 'passed'; attempt += 1) {
      block(400);
      for (let poll = 0; poll < 30 && refused === 'passed'; poll += 1) {
        await pause(5);
        refused = ask(shed, '/courses');
      }
    }
    expect(refused).toBe(503);
    expect(ask(shed, '/login')).toBe('passed');
    expect(ask(shed, '/login', 'POST')).toBe('passed');
    expect(ask(shed, '/course/chatgpt-basics', 'POST')).toBe(503);
  });
});
