/**
 * How the durable queues (the mails' and the order messages') retry, decision 0064: 30 s, 1, 2,
 * 4 … min, eight attempts (~2 h) in all.
 */
export const JOB_RETRY = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /**
   * A claimed job is another worker's again after this (its worker died mid-send): above the
   * longest a batch may take to send (the mail worker's worstBatchMs, the messenger's 15 s
   * request timeout times the batch), so no job is sent twice.
   */
  leaseMs: 5 * 60_000,
  /** How often an idle worker looks for due jobs (a commit here wakes it at once). */
  pollSeconds: 5,
  batch: 5,
} as const;

/** How long after its `attempts`-th failed attempt a job is tried again. */
export const retryDelayMs = (attempts: number) =>
  Math.min(JOB_RETRY.firstDelayMs * 2 ** (attempts - 1), JOB_RETRY.maxDelayMs);
