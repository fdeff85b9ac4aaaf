import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  emailSchema,
  ErrorCode,
  nameSchema,
  staffAccountRoles,
  type StaffAccountRequest,
} from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadEnv, type Env } from '../config/env';
import { applyEnvFile } from '../config/env-file';
import {
  CONTROL_TOKEN_HEADER,
  readControlFile,
  notAnsweringMessage,
  requireProvenServer,
  type LocalControl,
} from '../control/local-control';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { HttpError } from '../http-error';
import { createAuditLog } from '../modules/audit/audit-log';
import { createAccessTokens } from '../modules/auth/sessions/access-token';
import { createSessionRepository } from '../modules/auth/sessions/session.repository';
import { createSessionsService } from '../modules/auth/sessions/sessions.service';
import { createEventBus } from '../plugins/event-bus';
import { sessionEndAnnouncer } from '../events/session-ends';
import { createPasswordHasher } from '../modules/auth/passwords/password';
import { createPasswordProofRepository } from '../modules/auth/passwords/password-proof.repository';
import { createStaffProvisioning } from '../modules/auth/staff/staff-provisioning.service';
import { createUserRepository } from '../modules/auth/user.repository';
import { readNewPassword } from './read-password';

const USAGE = `Creates an admin (or staff) account, or promotes an existing one: a customer's only
once its owner has confirmed the email. The account's sessions end; every grant is audited.

  npm run create-admin -- --email admin@example.com [--name "Ada Lovelace"] [--role staff]

The password is typed without echo, or read from standard input when piped:
  printf '%s\\n' "$PASSWORD" | npm run create-admin -- --email admin@example.com

Uses the server's database: DATABASE_URL, or the embedded one in DATA_DIR. While the server
runs on the embedded database, the command goes through the running server (only it may open
the data folder); otherwise it opens the database itself.`;

/** A mistake in the command line: shown with the usage. */
class UsageError extends Error {}
/** An expected refusal (weak password, server not answering...): shown as is. */
class CliError extends Error {}

function parseOptions(): Omit<StaffAccountRequest, 'password'> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'admin' },
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
  const role = staffAccountRoles.find((r) => r === values.role);
  if (!role) throw new UsageError('--role must be admin or staff.');
  return { email: email.data, name: name.data, role };
}

/** Provisions through the running server; asks for a password only if the account is new. */
async function throughServer(
  control: LocalControl,
  request: Omit<StaffAccountRequest, 'password'>,
) {
  const notAnswering = () => new CliError(notAnsweringMessage(control));
  // Before the token or a password leaves: is this the server that wrote control.json?
  await requireProvenServer(control, (message) => new CliError(message));
  const send = async (body: StaffAccountRequest) => {
    let res: Response;
    try {
      res = await fetch(`${control.url}${API_BASE_PATH}/internal/staff-accounts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          [CONTROL_TOKEN_HEADER]: control.token,
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw notAnswering();
    }
    return { status: res.status, body: (await res.json()) as { message: string; code?: string } };
  };
  let answer = await send(request);
  if (answer.status === 400 && answer.body.code === ErrorCode.PasswordRequired) {
    answer = await send({ ...request, password: await readNewPassword() });
  }
  if (answer.status !== 200) throw new CliError(answer.body.message);
  return answer.body.message;
}

/** Provisions on the database itself (PostgreSQL, or an embedded folder no server holds). */
async function directly(env: Env, request: Omit<StaffAccountRequest, 'password'>) {
  let database;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      purpose: 'npm run create-admin',
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new CliError(`${error.message} (A server that is still starting: wait and retry.)`);
    }
    throw error;
  }
  // The servers' event carrier (PostgreSQL or Redis when configured): ending the grantee's
  // sessions here must also end the live streams those sessions hold on the running servers.
  const events = await createEventBus(env, (message) => console.warn(message));
  const announcing: Promise<void>[] = [];
  const announce = sessionEndAnnouncer(
    {
      ...events,
      publish: (topic, payload) => {
        const published = events.publish(topic, payload);
        announcing.push(published);
        return published;
      },
    },
    (err) => console.warn(`The servers were not told the sessions ended: ${String(err)}`),
  );
  try {
    await database.migrate();
    const provisioning = createStaffProvisioning({
      db: database.db,
      users: createUserRepository(),
      // Only to end the grantee's sessions: this process never signs or checks a token, so a
      // throwaway key does (and the server's own secret is not read or made here).
      sessions: createSessionsService({
        db: database.db,
        repo: createSessionRepository(),
        accessTokens: createAccessTokens(randomBytes(32).toString('hex'), 1),
        env,
        announce,
      }),
      audit: createAuditLog(),
      passwords: createPasswordHasher(env.PASSWORD_HASH_COST),
      passwordProof: createPasswordProofRepository(),
    });
    try {
      return (await provisioning.provision(request)).message;
    } catch (error) {
      if (!(error instanceof HttpError) || error.code !== ErrorCode.PasswordRequired) throw error;
      return (await provisioning.provision({ ...request, password: await readNewPassword() }))
        .message;
    }
  } finally {
    await Promise.allSettled(announcing);
    await events.close();
    await database.close();
  }
}

async function main() {
  const request = parseOptions();
  applyEnvFile();
  const env = loadEnv();
  const control = env.DATABASE_URL ? null : readControlFile(env.DATA_DIR);
  console.log(control ? await throughServer(control, request) : await directly(env, request));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError) console.error(`${message}\n\n${USAGE}`);
    else if (error instanceof CliError || error instanceof HttpError) console.error(message);
    else console.error(`create-admin: ${message}`);
    process.exit(1);
  },
);
