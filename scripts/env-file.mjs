// The project's `.env` for the launchers (`npm start`, `npm run dev`), read by Node's own parser
// before they decide anything (the port, whether to start the auth emulator); their children
// inherit it. The API's commands read it the same way (apps/api/src/config/env-file.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Adds `root/.env` to process.env when there is one; a variable already set is never replaced. */
export function applyEnvFile(root) {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
