import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/**
 * Keeps one of Node's `process.nextTick` entries alive for the life of the process, so that V8
 * keeps the object shapes ("maps") every entry is built with.
 *
 * Why: V8 holds the way from one shape to the next weakly. A full garbage collection while no
 * entry is alive (the backend's start makes several: modules, the catalog import, the database)
 * drops those shapes, and the next entry gets new ones. After a few such rounds V8 gives up on
 * the place in `nextTick` that builds the entry ("megamorphic") and builds every later entry
 * through its slow runtime path, for good. Node's HTTP streams call `nextTick` about five times
 * per request, so the whole server paid for it (decision 032).
 *
 * Called first at start, before anything else has used `nextTick`; calling it again does nothing.
 */
export function keepTickShapes(): void {
  if (kept) return;
  // The one public way to reach an entry: an init hook, on for a single call.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}
