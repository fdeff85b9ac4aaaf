// `npm run check-config [-- --env-file <file>] [--instances <n>]`: reads the configuration as the
// server would (the project's .env, or the given file, under the real environment) and says, one
// sentence each, what is missing or unsafe for production, then what is only worth a look. Exit
// code 1 when anything unsafe is found. `--instances` says how many API instances will share the
// settings (default: several with DATABASE_URL, as docs/deploy.md runs them; else one).
// `--currency <ISO 4217>` states the restaurant's currency (a setting in the database, which
// this command does not open): a payment provider that cannot take it is named (decision 0078).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyEnvFile, DEFAULT_ENV_FILE } from '../config/env-file';
import { productionFindings } from '../config/production-check';

function main(): number {
  const { values } = parseArgs({
    options: {
      'env-file': { type: 'string' },
      instances: { type: 'string' },
      currency: { type: 'string' },
    },
  });
  const instances = values.instances === undefined ? undefined : Number(values.instances);
  if (instances !== undefined && !(Number.isInteger(instances) && instances >= 1)) {
    console.error(`--instances takes a whole number of at least 1, not ${values.instances}`);
    return 2;
  }
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
  const findings = productionFindings(process.env, { instances, currency: values.currency });
  const unsafe = findings.filter((f) => f.unsafe).map((f) => f.sentence);
  const advice = findings.filter((f) => !f.unsafe).map((f) => f.sentence);
  console.log(
    unsafe.length === 0
      ? `Configuration looks ready for production (read from ${source}).`
      : `Not ready for production (read from ${source}):\n`,
  );
  for (const sentence of unsafe) console.log(`- ${sentence}`);
  if (advice.length > 0) console.log(`\nWorth a look (not blocking):`);
  for (const sentence of advice) console.log(`- ${sentence}`);
  if (unsafe.length === 0) return 0;
  console.log(`\n${unsafe.length} to fix; run npm run check-config again afterwards.`);
  return 1;
}

process.exitCode = main();
