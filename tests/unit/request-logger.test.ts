import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../../backend/src/http/request-logger';

function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = vi.spyOn(parent, 'child');
  return { parent, lines, child };
}

describe('request logger', () => {
  it('makes no child for a request that writes nothing its level lets through', () => {
    const { parent, lines, child } = parentAt('warn');
    const log = requestLogger(parent, { reqId: 'r-1' }, {});
    log.info('incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('makes its child once, on the first line written, with the request id', () => {
    const { parent, lines, child } = parentAt('warn');
    const log = requestLogger(parent, { reqId: 'r-2' }, {});
    log.warn('slow');
    log.error({ code: 'X' }, 'failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'r-2', msg: 'slow', level: 40 },
      { reqId: 'r-2', msg: 'failed', code: 'X', level: 50 },
    ]);
  });

  it('follows a level the parent is given later', () => {
    const { parent, lines } = parentAt('warn');
    const log = requestLogger(parent, { reqId: 'r-3' }, {});
    parent.level = 'info';
    log.info('now shown');
    expect(lines).toMatchObject([{ reqId: 'r-3', msg: 'now shown' }]);
  });

  it('makes a real child at once when a route sets its own level or serialisers', () => {
    const { parent, child } = parentAt('warn');
    const log = requestLogger(parent, { reqId: 'r-4' }, { level: 'debug' });
    expect(child).toHaveBeenCalledWith({ reqId: 'r-4' }, { level: 'debug' });
    expect(log.level).toBe('debug');
  });

  it('hands out further children with the request id in them', () => {
    const { parent, lines } = parentAt('info');
    requestLogger(parent, { reqId: 'r-5' }, {}).child({ task: 'mail' }).info('sent');
    expect(lines).toMatchObject([{ reqId: 'r-5', task: 'mail', msg: 'sent' }]);
  });
});
