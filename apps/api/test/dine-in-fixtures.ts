import {
  API_BASE_PATH,
  guestTabResponseSchema,
  staffTableResponseSchema,
  TABLE_GUEST_COOKIE,
  type StaffTable,
} from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newKey } from './order-fixtures';
import { injectAs, type SignedIn } from './sign-in';
import { csrfHeaders } from './test-app';

const API = API_BASE_PATH;

/** Staff add a table; its QR token (the link's last part) with it. */
export async function addTable(
  app: FastifyInstance,
  staff: SignedIn,
  name: string,
): Promise<StaffTable & { token: string }> {
  const res = await injectAs(app, staff, 'POST', `${API}/staff/tables`, {
    name,
    seats: 4,
    area: 'Terrace',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { table } = staffTableResponseSchema.parse(res.json());
  return { ...table, token: new URL(table.link).pathname.split('/').pop()! };
}

/** A guest's calls as one browser at a table: the cookie the join set rides along. */
export function tableGuest(app: FastifyInstance, token: string) {
  let cookie = '';
  const call = async (method: 'GET' | 'POST', path: string, payload?: unknown, key?: string) =>
    app.inject({
      method,
      url: `${API}/table/${token}${path}`,
      headers: {
        ...csrfHeaders,
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    async join(name: string, phone?: string) {
      const res = await call('POST', '/join', { name, ...(phone ? { phone } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const set = res.cookies.find((c) => c.name === TABLE_GUEST_COOKIE)!;
      expect(set.httpOnly).toBe(true);
      expect(set.path).toBe(`${API}/table`);
      cookie = `${set.name}=${set.value}`;
      return guestTabResponseSchema.parse(res.json());
    },
    round: (lines: unknown[], key = newKey()) => call('POST', '/rounds', { lines }, key),
  };
}
export type TableGuest = ReturnType<typeof tableGuest>;
