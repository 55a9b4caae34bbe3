// One caption message: posted at the first partial, edited as partials arrive ("… " at the end),
// finalised on the final. Partials coalesce: while an edit is in flight only the newest text waits,
// so a slow platform (Discord's edit rate limits, 50 speakers in one chat) shows the latest words
// instead of falling behind through every intermediate one. An utterance longer than the platform's
// message limit shows its newest words while spoken, and is finalised in as many messages as it needs.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { ConversationRef } from '../../core/ids.js';
import type { Reply } from '../../core/reply.js';
import { splitText } from '../../core/split.js';

/** Where captions are posted: the core adapter interface's send, edit and delete. */
export type CaptionPoster = Pick<PlatformAdapter, 'send' | 'edit' | 'delete'>;

export class CaptionMessage {
  id?: string;
  /** the newest partial text */
  latest = '';
  private dirty = false;
  private closed = false;
  private posting?: Promise<void>;

  constructor(
    private readonly poster: CaptionPoster,
    private readonly conversation: ConversationRef,
    private readonly line: (text: string) => string,
    private readonly onError: (err: unknown) => void,
    /** the platform's longest message */
    private readonly maxLength = Number.POSITIVE_INFINITY,
  ) {}

  /** Room for the words in one message, after the speaker's name (and the "…" marks). */
  private get room(): number {
    return Math.max(20, this.maxLength - this.line('').length - 4);
  }

  partial(text: string): void {
    if (this.closed) return;
    this.latest = text;
    this.dirty = true;
    this.posting ??= this.flush();
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty && !this.closed) {
        this.dirty = false;
        const words =
          this.latest.length > this.room ? `… ${this.latest.slice(-(this.room - 2))}` : this.latest;
        await this.put({ type: 'text', text: `${this.line(words)} …` }).catch(this.onError);
      }
    } finally {
      // Cleared in the same turn as the last check: a partial arriving after it starts a new flush.
      this.posting = undefined;
    }
  }

  private async put(reply: Reply): Promise<void> {
    if (this.id && this.poster.edit) await this.poster.edit(this.conversation, this.id, reply);
    else this.id = (await this.poster.send(this.conversation, reply)).id;
  }

  /** The final text (empty: noise without words, the placeholder goes); the message id, if any. */
  async final(text: string): Promise<string | undefined> {
    this.closed = true;
    await this.posting;
    if (!text) {
      if (this.id) await this.poster.delete?.(this.conversation, this.id);
      return undefined;
    }
    await this.finalParts(text);
    return this.id;
  }

  /** The final words in this message, and what does not fit in messages after it. */
  private async finalParts(text: string): Promise<void> {
    const [first = text, ...rest] = splitText(text, this.room);
    await this.put({ type: 'text', text: this.line(first) });
    for (const part of rest)
      await this.poster.send(this.conversation, { type: 'text', text: this.line(part) });
  }

  /** The stream failed mid-utterance: what was heard stays, without the "…". */
  async abandon(): Promise<void> {
    this.closed = true;
    await this.posting;
    if (this.id && this.latest) await this.finalParts(this.latest);
  }
}
