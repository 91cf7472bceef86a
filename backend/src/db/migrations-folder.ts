import { fileURLToPath } from 'node:url';

// Beside this file in the sources; the backend build copies it beside build/backend/main.js.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
