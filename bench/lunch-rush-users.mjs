// The users of lunch-rush.mjs: a browser (the menu, a dish, a search, suggestions) and an orderer
// (sign in, fill a cart, quote, place the order), each on its own keep-alive connection from its
// own loopback address (127.1.x.y: per-address limits see one customer each, through nginx too),
// waiting `think` ms (0.5-1.5 x) between requests as a person reads. Every request goes to
// 127.0.0.1's loopback only.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

const API = '/api/v1';
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const TIMEOUT_MS = 10_000;
/** Orderers' addresses follow the browsers'. */
const ORDERER_OFFSET = 1000;

const addressOf = (i) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 2}`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pause = (think) =>
  think > 0 ? new Promise((r) => setTimeout(r, think * (0.5 + Math.random()))) : Promise.resolve();

/** One person's connection and cookies. */
function client(base, index) {
  const secure = Boolean(base.tls);
  const agentOpts = { keepAlive: true, maxSockets: 1, localAddress: addressOf(index) };
  const agent = secure
    ? new https.Agent({ ...agentOpts, ca: base.tls.ca, servername: base.tls.servername })
    : new http.Agent(agentOpts);
  const jar = new Map();
  const host = secure ? `localhost:${base.port}` : `127.0.0.1:${base.port}`;
  return {
    jar,
    close: () => agent.destroy(),
    call(method, urlPath, body, headers = {}) {
      const payload = body ? JSON.stringify(body) : undefined;
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      return new Promise((resolve, reject) => {
        const req = (secure ? https : http).request(
          {
            host: '127.0.0.1',
            port: base.port,
            method,
            path: urlPath,
            agent,
            headers: {
              host,
              'accept-encoding': 'gzip, br',
              ...(method === 'GET' ? {} : CSRF),
              ...(cookie ? { cookie } : {}),
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => {
              for (const line of res.headers['set-cookie'] ?? []) {
                const [pair] = line.split(';');
                const eq = pair.indexOf('=');
                jar.set(pair.slice(0, eq), pair.slice(eq + 1));
              }
              resolve({
                status: res.statusCode,
                rawHeaders: res.rawHeaders,
                body: Buffer.concat(chunks),
              });
            });
            res.on('error', reject);
          },
        );
        req.setTimeout(TIMEOUT_MS, () =>
          req.destroy(Object.assign(new Error('timeout'), { timeout: true })),
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}

/** An answer's JSON, decoded as a browser would (the API compresses what it can). */
function json(res) {
  const encoding = res.rawHeaders.find(
    (_, i, h) => i % 2 === 1 && /^content-encoding$/i.test(h[i - 1]),
  );
  const body =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.body)
        : res.body;
  return JSON.parse(body.toString('utf8'));
}

/** Times one request into the tally; the answer, or undefined when it failed. */
async function timed(t, kind, want, send) {
  const t0 = performance.now();
  try {
    const res = await send();
    if (res.status !== want) {
      t.failed(kind, `${res.status} ${res.body.toString('utf8').slice(0, 160)}`, false);
      return undefined;
    }
    t.ok(kind, performance.now() - t0);
    return res;
  } catch (error) {
    t.failed(kind, error.message, Boolean(error.timeout));
    return undefined;
  }
}

/**
 * What the rush needs from a fresh target: the menu's answer (for the bare server), dishes to
 * read and to order (no required choice), search and typeahead terms, and signed-up customers.
 */
export async function prepareRush(base, accounts) {
  const c = client(base, 0);
  const menuPath = `${API}/foods/getAllFood`;
  // As the browsing users ask for it (br): the bare server replays these very bytes to them.
  const menu = await c.call('GET', menuPath);
  if (menu.status !== 200) throw new Error(`menu: ${menu.status}`);
  const { foods } = json(menu);
  const orderable = foods.filter(
    (f) =>
      f.isAvailable !== false &&
      f.variants?.length &&
      f.optionGroups.every((g) => g.minPicks === 0),
  );
  if (orderable.length === 0) throw new Error('no dish without a required choice on the menu');
  const words = foods
    .flatMap((f) => f.name.toLowerCase().split(/[^a-z]+/))
    .filter((w) => w.length >= 4);
  c.close();
  const customers = [];
  // A few at a time: each sign-up hashes a password, as production does.
  for (let k = 0; k < accounts; k += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, accounts - k) }, async (_, j) => {
        const index = ORDERER_OFFSET + k + j;
        const me = client(base, index);
        const customer = {
          email: `rush-${randomUUID()}@example.test`,
          password: `Rush-${randomBytes(6).toString('hex')}-Mint`,
        };
        const res = await me.call('POST', `${API}/auth/register`, {
          name: `Diner ${k + j}`,
          ...customer,
        });
        me.close();
        if (res.status !== 201) throw new Error(`register: ${res.status} ${res.body}`);
        customers.push({ index, ...customer });
      }),
    );
  }
  return {
    menuAnswer: { ...menu, path: menuPath },
    dishes: foods.map((f) => f._id),
    orderable: orderable.map((f) => ({ id: f._id, size: f.variants[0].size })),
    searches: words.map((w) => w.slice(0, 5)),
    prefixes: words.map((w) => w.slice(0, 3)),
    customers,
  };
}

const BROWSE = {
  menu: () => `${API}/foods/getAllFood`,
  dish: (s) => `${API}/foods/getFood/${pick(s.dishes)}`,
  search: (s) => `${API}/foods/getAllFood?search=${encodeURIComponent(pick(s.searches))}`,
  suggestions: (s) => `${API}/foods/suggestions?q=${encodeURIComponent(pick(s.prefixes))}`,
};
/** Of every ten browsing requests: 4 menu pages, 3 dishes, 2 searches, 1 typeahead. */
const BROWSE_MIX = [
  'menu',
  'menu',
  'menu',
  'menu',
  'dish',
  'dish',
  'dish',
  'search',
  'search',
  'suggestions',
];

/** A browsing user until `until` (once: one of each kind; `setup.menuOnly`: that path alone). */
export async function browse(base, setup, index, t, opts) {
  const c = client(base, index);
  try {
    // People arrive over a moment, not in one instant.
    if (opts.think > 0) await new Promise((r) => setTimeout(r, Math.random() * opts.think));
    const kinds = opts.once ? Object.keys(BROWSE) : null;
    for (let n = 0; opts.once ? n < kinds.length : performance.now() < opts.until; n++) {
      const kind = setup.menuOnly ? 'menu' : opts.once ? kinds[n] : pick(BROWSE_MIX);
      const urlPath = setup.menuOnly ?? BROWSE[kind](setup);
      await timed(t, kind, 200, () => c.call('GET', urlPath));
      await pause(opts.think);
    }
  } finally {
    c.close();
  }
}

/**
 * An ordering customer: arrives at some moment of the first few thinks (a rush builds up; 40
 * argon2 sign-ins in the same instant are a burst no lunch makes), signs in once, then fills a
 * cart, asks for a quote and places the order, again and again until `until` (once: one order).
 */
export async function order(base, setup, customer, t, opts) {
  const c = client(base, customer.index);
  const late = () => !opts.once && performance.now() >= opts.until;
  try {
    if (opts.think > 0) await new Promise((r) => setTimeout(r, Math.random() * 5 * opts.think));
    const signedIn = await timed(t, 'sign in', 200, () =>
      c.call('POST', `${API}/auth/signIn`, { email: customer.email, password: customer.password }),
    );
    if (!signedIn) return;
    for (let n = 0; opts.once ? n < 1 : !late(); n++) {
      for (let i = 0; i < (opts.once ? 1 : 2); i++) {
        await pause(opts.think);
        if (late()) return;
        const dish = pick(setup.orderable);
        await timed(t, 'cart', 200, () =>
          c.call('POST', `${API}/cart/addToCart`, {
            foodId: dish.id,
            selectedVariant: { size: dish.size },
            quantity: 1,
          }),
        );
      }
      await pause(opts.think);
      if (late()) return;
      const quoted = await timed(t, 'quote', 200, () =>
        c.call('POST', `${API}/orders/quote`, { fulfilment: 'pickup' }),
      );
      if (!quoted) continue;
      const { quote } = json(quoted);
      await pause(opts.think);
      if (late()) return;
      await timed(t, 'order', 201, () =>
        c.call(
          'POST',
          `${API}/orders`,
          {
            fulfilment: 'pickup',
            paymentMethod: 'pay_at_pickup',
            scheduledFor: quote.kitchenOpen ? null : (quote.slots[0]?.start ?? null),
            confirmedTotal: quote.total,
            phone: '98450 55555',
          },
          { 'idempotency-key': `rush-${randomUUID()}` },
        ),
      );
    }
  } finally {
    c.close();
  }
}
