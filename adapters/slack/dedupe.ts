// Slack does not promise one delivery: a retry (X-Slack-Retry-Num) carries the same event_id.
// Bolt does not dedupe; this does, with once-markers in Redis so every process of the bot agrees
// (memory without them).

import type { OnceMarks } from '../../src/state/stores/once.js';
import type { EventDedupe } from './receiver.js';

/** Slack retries three times within about an hour. */
const TTL_S = 2 * 3600;

export function eventDedupe(marks?: OnceMarks): EventDedupe {
  if (marks)
    return {
      // A claim, not SET NX: this call sent again after a dropped connection is still the first.
      first: (id) => marks.first('slackEvent', [id], { ttlS: TTL_S }),
    };
  const seen = new Set<string>();
  return {
    first: async (id) => {
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > 10_000) {
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      return true;
    },
  };
}
