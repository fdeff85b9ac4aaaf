import net from 'node:net';

/**
 * A TCP relay in front of the app, for a page that must lose its network mid-stream: Chromium's
 * offline emulation fails new requests but leaves an open EventSource alone, while `cut()` ends
 * every connection through the relay (the live stream too) and refuses new ones until
 * `restore()`. Open the page at `origin` (cookies are the host's, whatever the port).
 */
export async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  const address = server.address() as net.AddressInfo;
  return {
    origin: `http://${hostname}:${address.port}`,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
