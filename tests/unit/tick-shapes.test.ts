import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./fixtures/tick-shapes-after-collections.ts', import.meta.url));

/** How many of the places in nextTick that build an entry V8 has given up on, after 8 collections. */
function slowPlacesAfterCollections(keep: boolean): { slow: number; places: number } {
  const printed = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', child, ...(keep ? ['keep'] : [])],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const places = printed.match(/DefineKeyedOwnPropertyInLiteral \w+/g) ?? [];
  return { slow: places.filter((place) => place.endsWith('MEGAMORPHIC')).length, places: places.length };
}

describe('keepTickShapes', () => {
  it("keeps nextTick's entries on V8's fast path through full collections", () => {
    const kept = slowPlacesAfterCollections(true);
    expect(kept.places).toBeGreaterThan(0);
    expect(kept.slow).toBe(0);
  });

  it('is needed: without it, the same collections put them on the slow path', () => {
    // If this fails, this Node.js no longer loses the shapes and keepTickShapes can go.
    expect(slowPlacesAfterCollections(false).slow).toBeGreaterThan(0);
  });
});
