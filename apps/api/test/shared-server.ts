/** A server the suite may start for a run: stopped by `stop`. */
interface StartedServer {
  stop(): Promise<void>;
}

interface Shared {
  users: number;
  started?: Promise<StartedServer | undefined>;
}

/**
 * One server per Vitest run, whichever projects' global set-ups ask: the count is kept on
 * globalThis under `key`, since each project's set-up may load the module afresh. `start` runs
 * for the first caller (undefined: the configured server answered, nothing to stop). Each call
 * returns what to call when its project is done; the server stops after its last user, and a
 * failed start is released before its error is thrown.
 */
export function sharedServer(key: string, start: () => Promise<StartedServer | undefined>) {
  return async (): Promise<() => Promise<void>> => {
    const shared = ((globalThis as Record<symbol, Shared>)[Symbol.for(key)] ??= { users: 0 });
    shared.users += 1;
    shared.started ??= start();
    const release = async () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      const server = await shared.started?.catch(() => undefined);
      shared.started = undefined;
      await server?.stop();
    };
    try {
      await shared.started;
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  };
}
