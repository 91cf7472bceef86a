// Writes backend/openapi.json from the route schemas. A backend test fails when it is out of date.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { loadConfig } from '../src/config/config';
import { noLearnerChanges } from '../src/db/learner-changes';
import * as schema from '../src/db/schema';
import { buildServer } from '../src/server';

const output = fileURLToPath(new URL('../openapi.json', import.meta.url));

// The document depends on the routes only: no database, no secret file.
const config = loadConfig({
  TOKEN_SECRET: 'openapi-generation-needs-no-real-secret',
  ADMIN_TOKEN: 'openapi-generation-needs-no-real-admin-token',
  LOG_LEVEL: 'silent',
});
const app = buildServer(config, { db: drizzle.mock({ schema }), learnerChanges: noLearnerChanges });
await app.ready();
const document = app.swagger();
await app.close();
await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${output}`);
