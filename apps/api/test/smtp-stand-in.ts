import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server (the `smtp-server` package) standing in for the restaurant's mail
 * provider: the app speaks real SMTP to it (plain text on loopback: `?tls=optional`). While
 * `failing` is set it answers every message with a temporary failure (451), as a provider in
 * trouble would; `rejecting`, with a permanent one (550, no such mailbox); while `hanging`, it
 * takes the message and never answers (`hung` counts those). The topology test's mail catcher
 * is this server on a port of its choosing.
 */
export async function startSmtpStandIn(listenPort = 0) {
  const received: { to: string[]; raw: string }[] = [];
  const state = { failing: false, rejecting: false, hanging: false, refused: 0, hung: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.hanging) {
          state.hung += 1;
          return;
        }
        if (state.failing || state.rejecting) {
          state.refused += 1;
          const error = state.rejecting
            ? Object.assign(new Error('No such mailbox here'), { responseCode: 550 })
            : Object.assign(new Error('Mailbox service busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}?tls=optional`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
