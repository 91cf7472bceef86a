import { describe, expect, it } from 'vitest';
import { parseStrictJson } from '../../backend/src/modules/certificates/strict-json';

describe('strict JSON', () => {
  it('reads JSON as JSON.parse does', () => {
    for (const text of ['{"a":[1,2.5,-0,1e3,"é\\u00e9"],"b":{"c":null,"d":true}}', '[]', '"text"', '3']) {
      expect(parseStrictJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
    }
    // A key named __proto__ stays data, as JSON.parse leaves it.
    const parsed = parseStrictJson('{"__proto__":{"polluted":true}}');
    expect(parsed.ok && Object.getPrototypeOf(parsed.value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a key named twice in one object, wherever it is and however it is written', () => {
    expect(parseStrictJson('{"a":1,"a":2}')).toEqual({
      ok: false,
      reason: 'duplicate_key',
      key: 'a',
      line: 1,
      column: 8,
    });
    expect(parseStrictJson('{"a":1,"a":1}')).toMatchObject({ reason: 'duplicate_key', key: 'a' });
    expect(parseStrictJson('{"name":1,"\\u006eame":2}')).toMatchObject({ key: 'name' });
    expect(parseStrictJson('{"x":[{"ok":1},{"b":1,\n "b":2}]}')).toMatchObject({
      key: 'b',
      line: 2,
      column: 2,
    });
    // The same key in two different objects is fine.
    expect(parseStrictJson('{"a":{"a":1},"b":{"a":2}}')).toMatchObject({ ok: true });
  });

  it('refuses what is not strict JSON', () => {
    for (const text of ['', 'not json', '{"a":1,}', '{a:1}', "{'a':1}", '{"a":1} // note', '[1,]', 'NaN']) {
      expect(parseStrictJson(text), text).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
