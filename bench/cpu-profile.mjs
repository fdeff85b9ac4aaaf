// Where a `node --cpu-prof` profile's time went, as text: the top functions by self time and the
// top places (an npm package, or one of our source files through the bundle's source map) by
// self time and by time on the stack (a flame graph's widths, one level at a time).
// Usage: node bench/cpu-profile.mjs <file.cpuprofile> [--top 25]
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file);
}

/** An npm package's name, our source file (through the map), a node: built-in, or the engine. */
function placeOf(frame) {
  const url = frame.url;
  if (!url) return `(${frame.functionName || 'engine'})`;
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  const entry = sourceMapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  const source = entry?.originalSource;
  if (source) return source.replace(/^.*?(apps|packages)\//, '$1/');
  return file.replace(/^.*?(apps|packages)\//, '$1/');
}

/**
 * Self and total (on the stack, counted once per sample) milliseconds per function and place. */
export function summarise(profile, window) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const counts = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    // Only the samples inside the window (µs, the monotonic clock): the load, not the start-up.
    if (window && (at < window.from || at > window.to)) return;
    counts.set(id, (counts.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  // Shares of the time the process was busy: the idle loop waiting for sockets is left out.
  for (const [id] of counts)
    if (nodes.get(id).callFrame.functionName === '(idle)') counts.delete(id);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const fnSelf = new Map();
  const placeSelf = new Map();
  const placeTotal = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of counts) {
    const node = nodes.get(id);
    const frame = node.callFrame;
    const place = placeOf(frame);
    add(fnSelf, `${frame.functionName || '(anonymous)'}  ${place}:${frame.lineNumber + 1}`, ms);
    add(placeSelf, place, ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const p = placeOf(nodes.get(at).callFrame);
      if (!seen.has(p)) add(placeTotal, p, ms);
      seen.add(p);
    }
  }
  const rows = (map) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms, share: ms / total }));
  return {
    totalMs: total,
    fnSelf: rows(fnSelf),
    placeSelf: rows(placeSelf),
    placeTotal: rows(placeTotal),
  };
}

/** Prints the three tables (n rows each) and returns them (for a bench's JSON copy). */
export function printProfile(file, n = 25, window = undefined) {
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')), window);
  const line = (r) => `${(r.share * 100).toFixed(1).padStart(6)} %  ${r.name}`;
  console.log(`\n${file}: ${(summary.totalMs / 1000).toFixed(1)} s busy`);
  for (const [title, table] of [
    ['functions by self time', summary.fnSelf],
    ['places by self time', summary.placeSelf],
    ['places by time on the stack', summary.placeTotal],
  ]) {
    console.log(`Top ${n} ${title}:`);
    table.slice(0, n).forEach((r) => console.log(line(r)));
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--top');
  printProfile(process.argv[2], i > 0 ? Number(process.argv[i + 1]) : 25);
}
