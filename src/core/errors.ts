// The core's own permanent-failure error: a job handler or an adapter (a file too large to
// download, a corrupt recording) throws it, and the worker replies at once instead of retrying.
// The queue library's own error type stays inside src/jobs/workers.ts.
import { type Message, say } from './i18n.js';

/**
 * A failure no retry can fix. Its message is a sentence for the person; given as a catalog message
 * (`said`), the worker says it in the reader's language and `message` is the English (logs).
 * `cause` keeps the API error.
 */
export class PermanentError extends Error {
  readonly said?: Message;

  constructor(message: string | Message, opts?: { cause?: unknown }) {
    super(typeof message === 'string' ? message : say('en', message.key, message.params), opts);
    if (typeof message !== 'string') this.said = message;
    this.name = 'PermanentError';
  }
}

/**
 * A platform refused for an ordinary reason an operator can act on (the message was deleted, the
 * bot may not read the channel): logged as one warning line with what to do, not as an error.
 */
export class PlatformRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformRefusal';
  }
}

/**
 * The topic (forum thread) a reply was sent into is gone, deleted by hand: whoever chose that topic
 * (per-language topics) makes it again.
 */
export class TopicGoneError extends Error {
  constructor(message: string, opts?: { cause?: unknown }) {
    super(message, opts);
    this.name = 'TopicGoneError';
  }
}
