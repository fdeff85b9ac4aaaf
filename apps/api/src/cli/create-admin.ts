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
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { applyEnvFile } from '../config/env-file';
import {
  CONTROL_TOKEN_HEADER,
  readControlFile,
  notAnsweringMessage,
  requireProvenServer,
  type LocalControl,
} from '../control/local-control';
import { HttpError } from '../http-error';
import { CliError, provisionDirectly } from './create-admin-directly';
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

async function main() {
  const request = parseOptions();
  applyEnvFile();
  const env = loadEnv();
  const control = env.DATABASE_URL ? null : readControlFile(env.DATA_DIR);
  console.log(
    control
      ? await throughServer(control, request)
      : await provisionDirectly(env, request, readNewPassword),
  );
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
