import { ErrorCode, type StaffAccountRequest } from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import type { Env } from '../config/env';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { sessionEndAnnouncer } from '../events/session-ends';
import { HttpError } from '../http-error';
import { createAuditLog } from '../modules/audit/audit-log';
import { createPasswordHasher } from '../modules/auth/passwords/password';
import { createPasswordProofRepository } from '../modules/auth/passwords/password-proof.repository';
import { createAccessTokens } from '../modules/auth/sessions/access-token';
import { createSessionRepository } from '../modules/auth/sessions/session.repository';
import { createSessionsService } from '../modules/auth/sessions/sessions.service';
import { createStaffProvisioning } from '../modules/auth/staff/staff-provisioning.service';
import { createUserRepository } from '../modules/auth/user.repository';
import { createEventBus } from '../plugins/event-bus';

/** An expected refusal (weak password, server not answering...): shown as is. */
export class CliError extends Error {}

/**
 * `npm run create-admin` on the database itself (PostgreSQL, or an embedded folder no server
 * holds). Its own module so the browser tests make their staff with this code in their process
 * instead of starting the command's Node for each account (~0.4 s of CPU a start).
 * `newPassword` is asked for only when the account is new.
 */
export async function provisionDirectly(
  env: Env,
  request: Omit<StaffAccountRequest, 'password'>,
  newPassword: () => Promise<string>,
): Promise<string> {
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
      return (await provisioning.provision({ ...request, password: await newPassword() })).message;
    }
  } finally {
    await Promise.allSettled(announcing);
    await events.close();
    await database.close();
  }
}
