import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { API_BASE_PATH } from '@ninetonine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNames } from './catalog-helpers';
import { DESKTOP, gotoSettled, PHONE, useBrowserStack, WAIT } from './harness';

/** What went through the proxy: path and status, in order. */
interface Passed {
  path: string;
  status: number;
  conditional: boolean;
}

/**
 * A plain HTTP proxy in front of the app: records every request that reached the network (a
 * browser-cache hit never does) and, while `hold` is on, keeps catalog API calls waiting, as a
 * slow API would. (Playwright's own request routing turns the browser cache off, so it cannot
 * show what a revisit loads.)
 */
function startProxy(target: string) {
  const passed: Passed[] = [];
  let held: Array<() => void> = [];
  let holding = false;
  const isCatalog = (path: string) =>
    path.startsWith(`${API_BASE_PATH}/foods/`) || path.startsWith(`${API_BASE_PATH}/categories`);
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        passed.push({
          path: req.url ?? '',
          status: answer.statusCode ?? 0,
          conditional: Boolean(req.headers['if-none-match']),
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  };
  const server: Server = createServer((req, res) => {
    if (holding && isCatalog(req.url ?? '')) held.push(() => forward(req, res));
    else forward(req, res);
  });
  return {
    server,
    passed,
    heldCount: () => held.length,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const waiting = held;
      held = [];
      waiting.forEach((go) => go());
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        }),
      ),
  };
}

describe('a second visit (issue 9, target 4)', () => {
  const t = useBrowserStack({ settles: true });
  let proxy: ReturnType<typeof startProxy>;
  let proxyUrl = '';
  beforeAll(async () => {
    proxy = startProxy(t.baseUrl);
    proxyUrl = await proxy.listen();
  });
  afterAll(async () => {
    proxy.release();
    proxy.server.closeAllConnections();
    await new Promise((r) => proxy.server.close(r));
  });

  it('loads no hashed asset again, and the unchanged page answers 304', async () => {
    // Desktop: a phone's /menu asks the API for the whole menu after it starts (decision 0050).
    const { context, page, errors } = await t.newPage(DESKTOP);
    // The whole first visit: a rendered page shows its cards before its scripts are fetched.
    await gotoSettled(page, `${proxyUrl}/menu`);
    await expect.poll(() => cardNames(page, 'Menu results'), WAIT).not.toEqual([]);
    // And what it loads once the page is idle (decision 0097): the worker's registration.
    await expect
      .poll(() => proxy.passed.some((p) => p.path.includes('service-worker-registration-')), WAIT)
      .toBe(true);
    const assetsFirst = proxy.passed.filter((p) => p.path.startsWith('/assets/'));
    expect(assetsFirst.length).toBeGreaterThan(0);
    // The page came with its first answers: the menu did not wait for the API.
    const asked = proxy.passed.map((p) => p.path);
    expect(asked.filter((p) => p.startsWith(`${API_BASE_PATH}/foods/getAllFood`))).toEqual([]);
    expect(asked).not.toContain(`${API_BASE_PATH}/categories`);

    const before = proxy.passed.length;
    const again = await context.newPage();
    await again.goto(`${proxyUrl}/menu`);
    await expect.poll(() => cardNames(again, 'Menu results'), WAIT).not.toEqual([]);
    const revisit = proxy.passed.slice(before);
    expect(revisit.filter((p) => p.path.startsWith('/assets/'))).toEqual([]);
    expect(revisit.find((p) => p.path === '/menu')).toEqual({
      path: '/menu',
      status: 304,
      conditional: true,
    });
    expect(errors).toEqual([]);
  });

  it('shows the menu from the last visit at once while the API is slow, then refreshes it', async () => {
    const { context, page, errors } = await t.newPage(PHONE);
    // The specials are not in the page's HTML: on a revisit they can only come from the copy
    // kept from the last visit.
    await page.goto(`${proxyUrl}/nine-specials`);
    await expect.poll(() => cardNames(page, '9-to-9 specials'), WAIT).not.toEqual([]);
    const shown = await cardNames(page, '9-to-9 specials');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ninetonine-catalog') ?? ''), WAIT)
      .toContain('"special":"true"');

    proxy.hold();
    try {
      const again = await context.newPage();
      await again.goto(`${proxyUrl}/nine-specials`);
      await expect.poll(() => cardNames(again, '9-to-9 specials'), WAIT).toEqual(shown);
      // Shown while the background refresh is still waiting on the API.
      await expect.poll(() => proxy.heldCount(), WAIT).toBeGreaterThan(0);
      expect(await cardNames(again, '9-to-9 specials')).toEqual(shown);
    } finally {
      proxy.release();
    }
    expect(errors).toEqual([]);
  });
});
