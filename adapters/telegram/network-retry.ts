// A Bot API call that fails on the network (no answer, connection reset) is tried again a few
// times before it is given up: a reply sent straight from the pipeline has no queue to retry it,
// so a blip of a few seconds must not lose it. Bounded, unlike auto-retry's own network retry
// (which never ends, and hung start-up on an unreachable API). Start-up and polling calls are
// left to their own loops, which connect again with backoff.
import { HttpError, type Transformer } from 'grammy';

const OWN_LOOPS: ReadonlySet<string> = new Set(['getMe', 'getUpdates', 'setWebhook', 'deleteWebhook']);

export function networkRetry(delaysMs: readonly number[] = [1_000, 2_000, 4_000, 8_000]): Transformer {
  return async (prev, method, payload, signal) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await prev(method, payload, signal);
      } catch (err) {
        const delay = delaysMs[attempt];
        if (!(err instanceof HttpError) || OWN_LOOPS.has(method) || delay === undefined || signal?.aborted)
          throw err;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
}
