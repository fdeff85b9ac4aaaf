/**
 * A background pass run every so often on each API instance (payment reconciliation, the
 * session sweep, the mail queue). A pass never overlaps the previous one on this instance; the
 * work itself must be safe on several instances at once. The timer never keeps the process
 * alive, and `stop` waits for a pass in flight, so closing the app never cuts one in half.
 */
export function createPeriodicJob(opts: {
  run: () => Promise<unknown>;
  /** What a failed pass logs (the next pass retries). */
  onError: (err: unknown) => void;
}) {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;
  /** A `runNow` came while a pass ran: what it asked for may have missed that pass. */
  let again = false;
  let started = false;

  function tick() {
    if (running) return;
    running = opts
      .run()
      .then(() => undefined, opts.onError)
      .finally(() => {
        running = null;
        if (again && started) {
          again = false;
          tick();
        }
      });
  }

  return {
    /**
     * Runs every `seconds` from now on; the first pass after `firstAfterSeconds` (default: one
     * interval), so an instance restarted more often than the interval still gets a pass in.
     */
    start(seconds: number, firstAfterSeconds = seconds) {
      started = true;
      for (const timer of timers) clearTimeout(timer);
      const first = setTimeout(() => {
        tick();
        const every = setInterval(tick, seconds * 1000);
        every.unref();
        timers = [every];
      }, firstAfterSeconds * 1000);
      first.unref();
      timers = [first];
    },
    /**
     * A pass now (new work was just committed), between the timer's: if one is running, one
     * more follows it, however many calls came meanwhile. Nothing once stopped or before start.
     */
    runNow() {
      if (!started) return;
      if (running) again = true;
      else tick();
    },
    /** Whether a pass is running now. */
    get busy(): boolean {
      return running !== null;
    },
    /** Resolves once no pass is running (tests and the shutdown wait on it). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async stop() {
      started = false;
      again = false;
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      await running;
    },
  };
}
