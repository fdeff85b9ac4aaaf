import { emailSchema, nameSchema } from '@ninetonine/contract';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { createUserRepository } from '../modules/auth/user.repository';
import { hashPassword } from '../modules/auth/password';
import { passwordProblem } from '../modules/auth/password-strength';
import { readNewPassword } from './read-password';

const USAGE = `Creates an admin account, or promotes an existing account to admin.

  npm run create-admin -- --email admin@example.com [--name "Ada Lovelace"]

The password is typed without echo, or read from standard input when piped:
  printf '%s\\n' "$PASSWORD" | npm run create-admin -- --email admin@example.com

Uses the server's database: DATABASE_URL, or the embedded one in DATA_DIR.`;

/** A mistake in the command line: shown with the usage. */
class UsageError extends Error {}
/** An expected refusal (weak password...): shown as is. */
class CliError extends Error {}

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError('--email with a valid address is required.');
  const name = nameSchema.safeParse(values.name ?? 'Admin');
  if (!name.success) throw new UsageError('--name must be 2 to 80 plain characters.');
  return { email: email.data, name: name.data };
}

async function main() {
  const { email, name } = parseOptions();
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  try {
    await database.migrate();
    const db = database.db;
    const users = createUserRepository();
    const existingId = await users.findIdByEmail(db, email);
    if (existingId) {
      // Promotion keeps the account's own credentials: no password is asked or changed.
      await users.setRole(db, existingId, 'admin');
      console.log(`${email} is now an admin.`);
      return;
    }
    const password = await readNewPassword();
    const problem = passwordProblem(password, { email, name });
    if (problem) throw new CliError(problem);
    try {
      await users.insert(db, {
        name,
        email,
        role: 'admin',
        passwordHash: await hashPassword(password),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new CliError(`${email} was taken meanwhile; run the command again.`);
    }
    console.log(`Admin account created for ${email}.`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError) console.error(`${message}\n\n${USAGE}`);
    else if (error instanceof CliError) console.error(message);
    else console.error(`create-admin: ${message}`);
    process.exit(1);
  },
);
