import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createAuditLog } from './audit-log';

/** The database's own error under the ORM's wrapper. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error, 'the statement was refused').toBeDefined();
  return `${error!.message} ${error!.cause?.message ?? ''}`;
}

describe('the audit log is append-only in the database (issue 18, item 7)', () => {
  const t = useTestApp({ seed: false });
  const trail = createAuditLog();

  async function entryBy(actorId: string, entityId: string) {
    await trail.record(
      t.db,
      { id: actorId },
      { action: 'food.update', entityType: 'food', entityId, before: { a: 1 }, after: { a: 2 } },
    );
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    return row!;
  }
  const all = () => t.db.select().from(auditLog).orderBy(auditLog.id);

  it('refuses UPDATE, DELETE and TRUNCATE, and no entry changes', async () => {
    const staff = await signInAs(t.app, { role: 'staff' });
    const entry = await entryBy(staff.userId, 'food-kept');
    const before = await all();

    const refusals = [
      await refusal(
        t.db.update(auditLog).set({ action: 'nothing.happened' }).where(eq(auditLog.id, entry.id)),
      ),
      await refusal(t.db.update(auditLog).set({ after: null })),
      // Clearing the actor while the account still exists is hiding who did it.
      await refusal(t.db.update(auditLog).set({ actorUserId: null })),
      await refusal(t.db.delete(auditLog).where(eq(auditLog.id, entry.id))),
      await refusal(t.db.delete(auditLog)),
      await refusal(t.db.execute(sql`truncate table audit_log`)),
      // Inside a transaction too: the change rolls back with the refusal.
      await refusal(
        t.db.transaction(async (tx) => {
          await trail.record(
            tx,
            { id: staff.userId },
            {
              action: 'x',
              entityType: 'food',
              entityId: 'in-tx',
            },
          );
          await tx.delete(auditLog);
        }),
      ),
    ];
    for (const message of refusals) expect(message).toContain('audit_log is append-only');
    expect(await all()).toEqual(before);
  });

  it("keeps an entry when its actor's account is deleted, only the actor id cleared", async () => {
    const staff = await signInAs(t.app, { role: 'staff' });
    const entry = await entryBy(staff.userId, 'food-of-deleted-actor');
    await t.db.delete(users).where(eq(users.id, staff.userId));
    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(after).toEqual({ ...entry, actorUserId: null });
  });
});
