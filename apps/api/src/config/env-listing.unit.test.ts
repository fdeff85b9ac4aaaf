// Every setting is written down where an owner looks (issue 23 item 2): what env.ts reads,
// .env.example and docs/configuration.md's table name the same variables, and the example's
// values are the defaults. A new variable only needs its line in each of the three.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadEnv, REPO_ROOT } from './env';

/** Read by `npm start` / `npm run dev` themselves (scripts/auth-emulator.mjs), not the API. */
const LAUNCHER_VARIABLES = ['FIREBASE_AUTH_EMULATOR_PORT'];

const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
const configurationDoc = readFileSync(path.join(REPO_ROOT, 'docs/configuration.md'), 'utf8');

/** `NAME=value` lines, set or commented out (`# NAME=`: no default, or one worked out). */
const exampleVariables = () =>
  [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!).sort();

/** The rows of the table under "## The server's variables", up to the next heading. */
function documentedVariables(): string[] {
  const section = configurationDoc.split(/^## The server's variables$/m)[1]?.split(/^#/m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]!).sort();
}

const known = [...ENV_VARIABLES, ...LAUNCHER_VARIABLES].sort();

describe('the configuration, written down', () => {
  it('.env.example names every variable the server and the launchers read, and no other', () => {
    expect(exampleVariables()).toEqual(known);
  });

  it("docs/configuration.md's table has one row per variable, and no other", () => {
    expect(documentedVariables()).toEqual(known);
  });

  it(".env.example's set values are the defaults: copied to .env it changes nothing", () => {
    const set = parseEnv(example);
    expect(Object.keys(set).length).toBeGreaterThan(20);
    expect(loadEnv(set)).toEqual(loadEnv({}));
  });
});
