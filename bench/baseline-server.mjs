// The floor to compare the API with: a bare node:http server that answers every request with
// one recorded response (same status, headers and bytes). Run by get-all-food.mjs as a child
// process: `node bench/baseline-server.mjs <recorded.json>`; prints its port on stdout.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

const server = http.createServer((_req, res) => {
  res.writeHead(recorded.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
