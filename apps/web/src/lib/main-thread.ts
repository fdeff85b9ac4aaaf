/**
 * Giving the main thread back between pieces of start-up work (decision 0097): on a slow phone
 * every task over 50 ms delays a tap and counts as blocking time, so the start is cut into
 * tasks, and work nobody waits for runs once the page is idle.
 */

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/** Resolves in a new task, after what the browser had waiting (input first where it can). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` once the page has loaded and the main thread is idle (at the latest `timeoutMs`
 * after the load). Returns its cancelling.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
