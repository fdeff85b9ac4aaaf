// `npm run check-config [-- --env-file <file>]`: reads the configuration as the server would
// (the project's .env, or the given file, under the real environment) and says, one sentence
// each, what is missing or unsafe for production. Exit code 1 when anything is found.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyEnvFile, DEFAULT_ENV_FILE } from '../config/env-file';
import { productionFindings } from '../config/production-check';

function main(): number {
  const { values } = parseArgs({ options: { 'env-file': { type: 'string' } } });
  // npm runs workspace scripts in apps/api: a relative file is the caller's, from INIT_CWD.
  const given = values['env-file'];
  const file = given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
  if (file && !existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  applyEnvFile(file);
  const read = file ?? DEFAULT_ENV_FILE;
  const source = existsSync(read) ? `${read} and the environment` : 'the environment (no .env)';
  const findings = productionFindings(process.env);
  if (findings.length === 0) {
    console.log(`Configuration looks ready for production (read from ${source}).`);
    return 0;
  }
  console.log(`Not ready for production (read from ${source}):\n`);
  for (const finding of findings) console.log(`- ${finding}`);
  console.log(`\n${findings.length} to fix; run npm run check-config again afterwards.`);
  return 1;
}

process.exitCode = main();
