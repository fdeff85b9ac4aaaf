// The floor to compare the API with: a bare node:http server that answers every request with
// one recorded response (same status, headers and bytes). Run by the benchmarks as a child
// process: `node bench/baseline-server.mjs <recorded.json>`; prints its port on stdout.
// The file holds one recorded response, or { byPath: { "<path?query>": recorded, ... } } to
// replay a different answer per request path (catalog-reads.mjs records one per read kind).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const prepare = (recorded) => {
  const body = Buffer.from(recorded.body, 'base64');
  return {
    status: recorded.status,
    headers: { ...recorded.headers, 'content-length': String(body.length) },
    body,
  };
};
const file = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const single = file.byPath ? null : prepare(file);
const byPath = new Map(Object.entries(file.byPath ?? {}).map(([p, r]) => [p, prepare(r)]));

const server = http.createServer((req, res) => {
  const answer = single ?? byPath.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
