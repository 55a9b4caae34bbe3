// Graceful stop of a process behind a load balancer: once draining, /readyz says 503 and new
// requests are refused with 503 (the balancer or the platform sends them elsewhere, or again),
// while the work already taken in gets a bounded time to finish.

/** What a request that arrives while draining is told (platforms retry a 503; Telegram and Slack do). */
export const DRAINING_TEXT = 'shutting down: this server takes no new requests; try again';

/** Routes that still answer while draining: the probes a balancer and Prometheus read. */
export const PROBE_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** Resolves true when `work` settles within `ms`, false when the time ran out first. */
export async function finishedWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
