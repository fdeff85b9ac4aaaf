import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it, body included. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void;

export interface LocalHttpServer {
  origin: string;
  /** Every request so far, in the order they arrived. */
  seen: SeenRequest[];
  /** Answers the next requests; replace it per test. */
  handle: Handler;
  close(): Promise<void>;
}

/**
 * Test-only: a real node:http server on a free loopback port, so the API client's unit tests
 * run over real sockets (fetch, and the upload path) instead of a stand-in for them.
 */
export async function startLocalHttpServer(): Promise<LocalHttpServer> {
  const local: LocalHttpServer = {
    origin: '',
    seen: [],
    handle: (_request, response) => sendJson(response, 404, { message: 'Route not found' }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      local.seen.push(request);
      local.handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return local;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
