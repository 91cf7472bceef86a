import { rmSync } from 'node:fs';

// The run's data directory (database, outbox, secrets) goes once the servers have stopped.
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('skillpilot-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
