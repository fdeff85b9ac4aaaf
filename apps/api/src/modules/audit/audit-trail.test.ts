import { describe, expect, it } from 'vitest';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createAuditRepository } from './audit.repository';
import { createAuditTrail } from './audit-trail';

describe('the audit trail', () => {
  const t = useTestApp({ seed: false });
  const repository = createAuditRepository();
  const trail = createAuditTrail(repository);

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
});
