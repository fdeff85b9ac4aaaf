import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import type { httpsClient } from './api-instances';

export interface LoadResult {
  reads: number;
  writes: number;
  /** Every answer that was not the expected one, and every request that got no answer. */
  failures: string[];
}

const ADDRESS = {
  name: 'Load Tester',
  phone: '+91 98765 43210',
  line1: '4 Lake View Road',
  city: 'Bengaluru',
  postalCode: '560025',
};

/**
 * Customers through the proxy until `stop()`: catalog reads (the menu, categories) and, one in
 * four, a write pair (an address saved, then deleted) with a signed-in customer's cookie.
 */
export function startLoad(
  client: ReturnType<typeof httpsClient>,
  cookie: string,
  workers = 6,
): { done: () => number; stop: () => Promise<LoadResult> } {
  const result: LoadResult = { reads: 0, writes: 0, failures: [] };
  let running = true;
  const headers = { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const expect = (what: string, status: number, ok: number[], body: string) => {
    if (!ok.includes(status)) result.failures.push(`${what}: ${status} ${body.slice(0, 200)}`);
  };
  const worker = async (w: number) => {
    for (let i = 0; running; i++) {
      try {
        if ((i + w) % 4 === 3) {
          const made = await client.call('POST', `${API_BASE_PATH}/addresses`, {
            headers,
            body: ADDRESS,
          });
          expect('POST /addresses', made.status, [201], made.body);
          if (made.status === 201) {
            const id = (JSON.parse(made.body) as { address: { _id: string } }).address._id;
            const gone = await client.call('DELETE', `${API_BASE_PATH}/addresses/${id}`, {
              headers,
            });
            expect('DELETE /addresses', gone.status, [200, 204], gone.body);
          }
          result.writes += 2;
        } else {
          const path = i % 2 ? '/categories' : '/foods/getAllFood?limit=20';
          const read = await client.call('GET', `${API_BASE_PATH}${path}`);
          expect(`GET ${path}`, read.status, [200], read.body);
          result.reads += 1;
        }
      } catch (error) {
        result.failures.push(`no answer: ${String(error)}`);
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    done: () => result.reads + result.writes,
    async stop() {
      running = false;
      await all;
      return result;
    },
  };
}
