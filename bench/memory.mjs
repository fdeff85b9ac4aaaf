// Memory of the built API under mixed catalog load: RSS after the first minute and at the end,
// and their ratio (the catalog cache and everything else must stay bounded whatever the
// queries). See bench/README.md. Usage (after `npm run build`):
//   node bench/memory.mjs [--minutes 10] [--connections 16] [--smoke]
// Runs on a fresh embedded (PGlite) database, as `npm start` does by default. --smoke: the
// set-up, one request of each kind and one staff change, no load (tests/topology/bench-setups.test.ts).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  BUNDLE,
  SMOKE,
  arg,
  cleanup,
  expectStatus,
  fmt,
  get,
  onCleanup,
  startApi,
} from './bench-kit.mjs';

const MINUTES = Math.max(arg('minutes', 10), 1.5);
const CONNECTIONS = Math.min(arg('connections', 16), 256);
const API = '/api/v1';
const STAFF = { email: 'bench-staff@example.test', password: 'bench only, not a real password 42' };

/** A fresh data folder: migrated, the demo menu, and a staff member to make changes. */
async function prepare(dir) {
  const { openDatabase } = await tsImport('../apps/api/src/db/client.ts', import.meta.url);
  const { seedDemoMenuIfEmpty } = await tsImport(
    '../apps/api/src/db/seed/seed-demo-menu.ts',
    import.meta.url,
  );
  const { users } = await tsImport('../apps/api/src/db/schema/index.ts', import.meta.url);
  const { createPasswordHasher } = await tsImport(
    '../apps/api/src/modules/auth/passwords/password.ts',
    import.meta.url,
  );
  const handle = await openDatabase({ dataDir: dir });
  await handle.migrate();
  await seedDemoMenuIfEmpty(handle.db);
  await handle.db.insert(users).values({
    name: 'Bench Staff',
    email: STAFF.email,
    role: 'staff',
    emailVerifiedAt: new Date(),
    // The cost production uses: the server signs the staff member in with it.
    passwordHash: await createPasswordHasher('owasp').hash(STAFF.password),
  });
  await handle.close();
}

function send(port, method, urlPath, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const rssOf = async (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randomText = (min, max) => {
  const n = min + Math.floor(Math.random() * (max - min + 1));
  let s = '';
  for (let i = 0; i < n; i++) s += 'abcdeghiklmnoprstuy'[Math.floor(Math.random() * 19)];
  return s;
};

/** Mixed catalog reads: pages with filters, random searches, typeahead, details, categories. */
function randomPath(slugs, categories) {
  const r = Math.random();
  if (r < 0.35) {
    const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 8)) });
    if (Math.random() < 0.5) q.set('limit', String(1 + Math.floor(Math.random() * 40)));
    if (Math.random() < 0.3)
      q.set('sort', pick(['popular', 'newest', 'price-asc', 'price-desc', 'name']));
    if (Math.random() < 0.3) q.set('category', pick(categories));
    if (Math.random() < 0.2)
      q.set(pick(['veg', 'vegan', 'spicy', 'nutFree', 'special']), pick(['true', 'false']));
    if (Math.random() < 0.1) q.set('maxPrice', String(100 + Math.floor(Math.random() * 400)));
    return `${API}/foods/getAllFood?${q}`;
  }
  if (r < 0.55) return `${API}/foods/getAllFood?search=${randomText(2, 9)}`;
  if (r < 0.75) return `${API}/foods/suggestions?q=${randomText(1, 8)}`;
  if (r < 0.9) return `${API}/foods/getFood/${pick(slugs)}`;
  if (r < 0.95) return `${API}/foods/getFoodByCategory/category?category=${pick(categories)}`;
  return `${API}/categories`;
}

async function main() {
  if (!existsSync(BUNDLE)) {
    console.error(`No API bundle at ${BUNDLE}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nt-memory-'));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  console.log('Preparing the embedded database (demo menu, one staff member)...');
  await prepare(path.join(dir, 'data'));
  const api = await startApi({ dir: path.join(dir, 'data') }, {}, ['--enable-source-maps']);
  const menu = JSON.parse((await get(api.port, `${API}/foods/getAllFood?limit=100`)).body).foods;
  const slugs = menu.map((f) => f.slug);
  const foodIds = menu.map((f) => f._id);
  const categories = JSON.parse((await get(api.port, `${API}/categories`)).body).categories.map(
    (c) => c.slug,
  );

  // Signed in again when the access token runs out (15 min by default): a run longer than that
  // counted every later staff change as failed.
  const signInStaff = async () => {
    const signIn = await send(api.port, 'POST', `${API}/auth/signIn`, STAFF);
    if (signIn.status !== 200)
      throw new Error(`staff sign-in answered ${signIn.status}: ${signIn.body}`);
    return (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  };
  let cookie = await signInStaff();
  if (SMOKE) {
    const kinds = [
      `${API}/foods/getAllFood?page=2&limit=5&sort=price-asc&veg=true`,
      `${API}/foods/getAllFood?search=pan`,
      `${API}/foods/suggestions?q=pa`,
      `${API}/foods/getFood/${slugs[0]}`,
      `${API}/foods/getFoodByCategory/category?category=${categories[0]}`,
    ];
    for (const p of kinds) expectStatus(p, (await get(api.port, p)).status);
    for (const availability of ['sold-out', 'available']) {
      const res = await send(
        api.port,
        'PUT',
        `${API}/staff/foods/${foodIds[0]}/availability`,
        { availability },
        { cookie },
      );
      expectStatus(`availability ${availability}`, res.status);
    }
    console.log('memory: set-up, each read kind and a staff change answered (smoke)');
    return;
  }

  // A staff change every 2 s (sold out, back): each one drops every cached answer.
  let writes = 0;
  let writeErrors = 0;
  const writer = setInterval(async () => {
    const id = pick(foodIds);
    for (const availability of ['sold-out', 'available']) {
      const put = () =>
        send(
          api.port,
          'PUT',
          `${API}/staff/foods/${id}/availability`,
          { availability },
          { cookie },
        ).catch(() => ({ status: 0 }));
      let res = await put();
      if (res.status === 401) {
        cookie = await signInStaff().catch(() => cookie);
        res = await put();
      }
      if (res.status === 200) writes += 1;
      else writeErrors += 1;
    }
  }, 2_000);

  const samples = [];
  const started = Date.now();
  const sampler = setInterval(async () => {
    samples.push({ at: (Date.now() - started) / 1000, rss: await rssOf(api.child.pid) });
  }, 5_000);
  let atOneMinute;
  const minuteMark = setTimeout(async () => {
    atOneMinute = await rssOf(api.child.pid);
    console.log(`RSS after 1 min: ${fmt(atOneMinute / 2 ** 20, 1)} MiB`);
  }, 60_000);

  console.log(
    `Mixed catalog load for ${MINUTES} min at ${CONNECTIONS} connections, a staff change every 2 s...`,
  );
  // bench/'s own dependency (decision 0058): `npm run bench:install`.
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url: `http://127.0.0.1:${api.port}`,
    connections: CONNECTIONS,
    duration: Math.round(MINUTES * 60),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: randomPath(slugs, categories),
          headers: { ...req.headers, 'accept-encoding': pick(['br, gzip', 'gzip', '']) },
        }),
      },
    ],
  });
  clearInterval(writer);
  clearInterval(sampler);
  clearTimeout(minuteMark);
  const atEnd = await rssOf(api.child.pid);
  const mib = (n) => `${fmt(n / 2 ** 20, 1)} MiB`;
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${MINUTES} min, ${CONNECTIONS} connections`,
  );
  console.log(
    `requests: ${fmt(result.requests.total)} (${fmt(result.requests.average)} req/s), non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
  );
  console.log(`staff changes: ${writes} (${writeErrors} failed)`);
  console.log(
    `RSS every minute: ${samples
      .filter((_, i) => i % 12 === 11)
      .map((s) => mib(s.rss))
      .join(', ')}`,
  );
  console.log(`RSS after 1 min: ${mib(atOneMinute)}, at the end: ${mib(atEnd)}`);
  console.log(`end / 1 min: ${fmt(atEnd / atOneMinute, 3)} (target <= 1.2)`);
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exitCode = 1;
  });
