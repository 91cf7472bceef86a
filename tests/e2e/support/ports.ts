// Ports of their own, so the browser suite runs beside a developer's `npm start`. E2E_PORT_OFFSET
// moves them all, so two copies of the suite can run side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = {
  backend: 1437 + offset,
  web: 3137 + offset,
  webWithoutBackend: 3138 + offset,
  // A door in front of the backend that fails the calls a test names (support/backend-door.mjs),
  // and a web app asking the backend through it.
  door: 1439 + offset,
  webBehindDoor: 3140 + offset,
};
// tests/e2e/overload.spec.ts starts its own pairs on 3150-3153 (+ offset), one per project it runs in.

/** The bearer token of both processes' /metrics in the suite's main stack. */
export const metricsToken = 'the-browser-suite-metrics-token-32-characters';
