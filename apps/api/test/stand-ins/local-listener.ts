import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a stand-in's server on a free loopback port: its base URL, and a close that drops the
 * connections the providers' SDKs keep alive before waiting for the server to stop.
 */
export async function listenLocally(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
