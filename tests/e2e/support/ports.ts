// Ports of their own, so the browser suite runs beside a developer's `npm start`. E2E_PORT_OFFSET
// moves them all, so two copies of the suite can run side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = {
  backend: 1437 + offset,
  web: 3137 + offset,
  webWithoutBackend: 3138 + offset,
  // A web app in front of a backend that is too busy to check PINs (busy-backend.mjs).
  webBusyBackend: 3139 + offset,
  busyBackend: 1438 + offset,
  // A backend that fails the calls a test names (support/faulty-backend.mjs), and a web app using it.
  faultyBackend: 1439 + offset,
  webWithFaults: 3140 + offset,
};
// tests/e2e/overload.spec.ts starts its own pairs on 3150-3157 (+ offset), one per project.
