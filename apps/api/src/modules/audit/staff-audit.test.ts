import { API_BASE_PATH, type AuditEntry, type AuditListResponse } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { encodeCursor } from './audit-log.service';
import { createAuditLog } from './audit-log';

const auditUrl = `${API_BASE_PATH}/staff/audit`;

describe('GET /staff/audit (admin only)', () => {
  const t = useTestApp({ seed: false });
  const trail = createAuditLog();

  const read = async (caller: SignedIn, query = '') => {
    const res = await t.app.inject({
      url: `${auditUrl}?${query}`,
      headers: { cookie: caller.cookie },
    });
    expect(res.statusCode, query).toBe(200);
    return res.json<AuditListResponse>();
  };

  /** Every page from `query`, following the cursors. */
  async function readAll(caller: SignedIn, query: string): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditListResponse = await read(
        caller,
        `${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(2);
      entries.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    return entries;
  }

  it('shows who changed what and when, with before and after, newest first', async () => {
    const admin = await signInAs(t.app, { role: 'admin', name: 'Owner' });
    const customer = await signInAs(t.app, { role: 'customer' });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/staff/users/${customer.userId}/role`,
      headers: { cookie: admin.cookie, ...csrfHeaders },
      payload: { role: 'staff' },
    });
    expect(res.statusCode).toBe(200);
    const { entries } = await read(admin, `entityType=user&entityId=${customer.userId}`);
    expect(entries).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        actor: { _id: admin.userId, label: expect.stringMatching(/@example\.test$/) },
        action: 'user.role',
        entityType: 'user',
        entityId: customer.userId,
        before: { role: 'customer' },
        after: { role: 'staff' },
      },
    ]);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(started - 5_000);
  });

  it('filters by entity and actor, and pages through ties in time exactly once', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const cook = await signInAs(t.app, { role: 'staff' });
    // One transaction: every entry gets the same timestamp, so only the id orders them.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        await trail.record(
          tx,
          { id: cook.userId },
          {
            action: 'food.update',
            entityType: 'food',
            entityId: `dish-${i % 2}`,
            before: { price: i },
            after: { price: i + 1 },
          },
        );
      }
    });
    await trail.record(
      t.db,
      { id: admin.userId },
      {
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'restaurant',
        after: { open: true },
      },
    );

    const byCook = await readAll(admin, `limit=2&actor=${cook.userId}`);
    expect(byCook).toHaveLength(5);
    expect(new Set(byCook.map((e) => e._id)).size).toBe(5);
    expect(byCook.map((e) => (e.before as { price: number }).price).sort()).toEqual([
      0, 1, 2, 3, 4,
    ]);

    const dishZero = await readAll(admin, 'limit=2&entityType=food&entityId=dish-0');
    expect(dishZero.map((e) => e.entityId)).toEqual(['dish-0', 'dish-0', 'dish-0']);

    // Unfiltered: the settings entry (newest) first, then the rest, each exactly once.
    const all = await readAll(admin, 'limit=2');
    expect(all[0]).toMatchObject({
      action: 'settings.update',
      before: null,
      after: { open: true },
    });
    expect(new Set(all.map((e) => e._id)).size).toBe(all.length);
    const times = all.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(await read(admin, 'entityType=invitation')).toEqual({
      entries: [],
      nextCursor: null,
    });
  });

  it("filters by the restaurant's days, in its own time zone (Asia/Kolkata)", async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const entry = (id: string, at: string) => ({
      id,
      at: new Date(at),
      actorUserId: admin.userId,
      actorLabel: 'owner@example.test',
      action: 'food.update',
      entityType: 'food',
      entityId: 'dated-dish',
      before: null,
      after: { price: 1 },
    });
    await t.db.insert(auditLog).values([
      // 23:30 on 10 March in Bengaluru (18:00 UTC).
      entry('dated-late-evening', '2026-03-10T18:00:00Z'),
      // 00:15 on 11 March in Bengaluru, still 10 March in UTC.
      entry('dated-after-midnight', '2026-03-10T18:45:00Z'),
      entry('dated-next-week', '2026-03-18T06:00:00Z'),
    ]);
    const ids = async (query: string) =>
      (await read(admin, `entityId=dated-dish&${query}`)).entries.map((e) => e._id);
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual(['dated-after-midnight']);
    expect(await ids('to=2026-03-10')).toEqual(['dated-late-evening']);
    expect(await ids('from=2026-03-11')).toEqual(['dated-next-week', 'dated-after-midnight']);
    expect(await ids('from=2026-03-01&to=2026-03-31&entityType=food')).toHaveLength(3);
    expect(await ids('from=2026-03-01&entityType=order')).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const bad = [
      'limit=0',
      'limit=101',
      'cursor=not*base64',
      `cursor=${Buffer.from('elsewhere').toString('base64url')}`,
      `cursor=${encodeCursor('x').slice(0, -1)}%00`,
      'actor=a%20b',
      `entityType=${'x'.repeat(41)}`,
      'from=yesterday',
      'from=2026-13-01',
      'from=2026-03-05&to=2026-03-01',
    ];
    for (const query of bad) {
      const res = await t.app.inject({
        url: `${auditUrl}?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses an unknown kind of change with a sentence naming the kinds', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    for (const kind of ['dish', 'USER', 'user%20']) {
      const res = await t.app.inject({
        url: `${auditUrl}?entityType=${kind}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().message).toMatch(/kind of change must be one of: food, category,/);
    }
  });

  it('is refused to anonymous callers, customers and staff', async () => {
    expect((await t.app.inject({ url: auditUrl })).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const caller = await signInAs(t.app, { role });
      const res = await t.app.inject({ url: auditUrl, headers: { cookie: caller.cookie } });
      expect(res.statusCode).toBe(403);
    }
  });
});
