import { describe, expect, it } from 'vitest';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createAuditRepository } from './audit.repository';
import { createAuditLog } from './audit-log';

describe('the audit log writer', () => {
  const t = useTestApp({ seed: false });
  const repository = createAuditRepository();
  const trail = createAuditLog(repository);

  it('keeps who, what, when and the record before and after', async () => {
    const staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
    const started = Date.now();
    await trail.record(
      t.db,
      { id: staff.userId },
      {
        action: 'food.update',
        entityType: 'food',
        entityId: 'food-1',
        before: { name: 'Dosa', price: 12000, at: new Date('2026-01-01T00:00:00Z') },
        after: { name: 'Masala dosa', price: 12000 },
      },
    );
    const [entry] = await repository.list(t.db, {
      entityType: 'food',
      entityId: 'food-1',
      limit: 5,
    });
    expect(entry).toMatchObject({
      actorUserId: staff.userId,
      actorLabel: expect.stringMatching(/@example\.test$/),
      action: 'food.update',
      before: { name: 'Dosa', price: 12000, at: '2026-01-01T00:00:00.000Z' },
      after: { name: 'Masala dosa', price: 12000 },
    });
    expect(entry!.at.getTime()).toBeGreaterThanOrEqual(started - 5_000);
  });

  it('commits or rolls back with the change it describes', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    await expect(
      t.db.transaction(async (tx) => {
        await trail.record(
          tx,
          { id: admin.userId },
          {
            action: 'settings.update',
            entityType: 'settings',
            entityId: 'rolled-back',
          },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const entries = await repository.list(t.db, { entityId: 'rolled-back', limit: 5 });
    expect(entries).toEqual([]);
  });

  it('runs a change as read before, write, entry, and logs nothing when there is no entry', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const actor = { id: admin.userId };
    const steps: string[] = [];
    const result = await t.db.transaction((tx) =>
      trail.write(tx, actor, {
        read: async () => {
          steps.push('read');
          return { name: 'Dosa' };
        },
        write: async (_, before) => {
          steps.push(`write after ${before.name}`);
          return { name: 'Masala dosa' };
        },
        entry: (before, after) => ({
          action: 'food.update',
          entityType: 'food',
          entityId: 'written',
          before,
          after,
        }),
      }),
    );
    expect(steps).toEqual(['read', 'write after Dosa']);
    expect(result).toEqual({ name: 'Masala dosa' });
    const [entry] = await repository.list(t.db, { entityId: 'written', limit: 5 });
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      before: { name: 'Dosa' },
      after: { name: 'Masala dosa' },
    });

    await t.db.transaction((tx) =>
      trail.write(tx, actor, {
        write: async () => 'unchanged',
        entry: () => null,
      }),
    );
    await expect(
      t.db.transaction((tx) =>
        trail.write(tx, actor, {
          write: async () => {
            throw new Error('refused');
          },
          entry: () => ({ action: 'food.update', entityType: 'food', entityId: 'refused' }),
        }),
      ),
    ).rejects.toThrow('refused');
    expect(await repository.list(t.db, { entityId: 'refused', limit: 5 })).toEqual([]);
    expect(await repository.list(t.db, { actorUserId: admin.userId, limit: 5 })).toHaveLength(1);
  });
});
