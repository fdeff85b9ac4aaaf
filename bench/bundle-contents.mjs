// What is in the storefront's first-load chunks, by package and by our own folder: each byte of a
// built chunk is charged to the source its (hidden) source map names for it, then every group's
// share of the chunk's gzip size is estimated as its share of the raw bytes. No visualizer
// dependency: the maps' VLQ is decoded here. Usage, after `npm run build`:
//   node bench/bundle-contents.mjs [--top 25] [--dist apps/web/dist] [chunk name, e.g. main ...]
// Without names it weighs what index.html and start-after-picture load statically (the entry
// and what it imports), the first load of every page before its own page chunk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = argv.splice(i, 2).slice(1);
  return value;
};
const top = Number(option('top', '25'));
const dist = path.resolve(root, option('dist', 'apps/web/dist'));
if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The entry chunks and their static imports (what loads before any page chunk). */
function firstLoadFiles() {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return [...files];
}
const wanted = argv.length
  ? Object.values(manifest)
      .map((c) => c.file)
      .filter((file) => argv.some((name) => path.basename(file).startsWith(`${name}-`)))
  : firstLoadFiles();

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);
/** One mapping segment's fields (VLQ, base64). */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Bytes of the chunk per source file, from its map (code the map names no source for: "?"). */
function bytesBySource(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  const add = (source, n) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    let last = { column: 0, source: '?' };
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      add(last.source, Buffer.byteLength(line.slice(last.column, column)));
      if (dSource !== undefined) sourceIndex += dSource;
      last = { column, source: dSource === undefined ? '?' : map.sources[sourceIndex] };
    }
    add(last.source, Buffer.byteLength(line.slice(last.column)) + 1);
  });
  return bytes;
}

/** A package's name, or our own source's folder two levels down (e.g. src/features/cart). */
function group(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const src = source.indexOf('src/');
  if (src < 0) return source;
  return source
    .slice(src)
    .split('/')
    .slice(0, source.includes('/features/') ? 3 : 2)
    .join('/');
}

const kb = (n) => (n / 1024).toFixed(1);
let totalGzip = 0;
const overall = new Map();
for (const file of wanted) {
  const raw = readFileSync(path.join(dist, file));
  const gzip = gzipSync(raw, { level: 9 }).length;
  totalGzip += gzip;
  const groups = new Map();
  for (const [source, n] of bytesBySource(file)) {
    groups.set(group(source), (groups.get(group(source)) ?? 0) + n);
  }
  console.log(`\n${file}: ${kb(raw.length)} KB raw, ${kb(gzip)} KB gzip`);
  const rows = [...groups].sort((a, b) => b[1] - a[1]);
  for (const [name, n] of rows.slice(0, top)) {
    const shareGzip = (n / raw.length) * gzip;
    overall.set(name, (overall.get(name) ?? 0) + shareGzip);
    console.log(`  ${name.padEnd(48)} ${kb(n).padStart(7)} KB raw  ~${kb(shareGzip)} KB gzip`);
  }
  if (rows.length > top) console.log(`  … ${rows.length - top} more`);
}
console.log(`\n${wanted.length} files, ${kb(totalGzip)} KB gzip in all`);
