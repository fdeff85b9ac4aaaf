import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env';

/** The project's own settings file, beside package.json (copy .env.example to start one). */
export const DEFAULT_ENV_FILE = path.join(REPO_ROOT, '.env');

/**
 * Adds a `.env` file to process.env before loadEnv() reads it, with Node's own parser
 * (process.loadEnvFile); a variable the real environment already sets is never replaced. Every
 * command that reads the configuration calls it first: the server, create-admin, check-config.
 * The project's own `.env` is skipped for NODE_ENV=test: the suite's servers and commands never
 * pick up a developer's settings (a DATABASE_URL there would send them to another database).
 */
export function applyEnvFile(file?: string): void {
  if (file === undefined && process.env.NODE_ENV === 'test') return;
  const chosen = file ?? DEFAULT_ENV_FILE;
  if (existsSync(chosen)) process.loadEnvFile(chosen);
}
