// The texts of recent messages, for translate by reaction: Telegram's `message_reaction` names the
// message but carries none of its text, and a bot cannot fetch a message. So each text the bot sees
// is kept a while, with its forum topic (the reaction does not say it either): the workspace's
// `retainTextHours` (`/settings workspace privacy retain HOURS`), 24 h when it is 0. Sealed
// with a key derived from the bot token and the message's place, so Redis alone never holds
// readable text; a dump without the token reads nothing.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { RETAIN_TEXT_DEFAULT_HOURS } from '../../src/settings/schema.js';
import type { RecentTextStore } from '../../src/state/stores/recent-texts.js';

/** How long a message can be reacted to and still be translated, unless the workspace says. */
export const RECENT_TEXT_TTL_S = RETAIN_TEXT_DEFAULT_HOURS * 3_600;
/** How long a process trusts a chat's `retainTextHours` it read (a change takes this long to apply). */
const RETAIN_MEMO_MS = 60_000;
/** Past this many chats the memo starts over (a bound on memory). */
const RETAIN_MEMO_SIZE = 10_000;
/** Without a store (tests, one process): at most this many texts in memory. */
const MEMORY_LIMIT = 2_000;
/** Longer texts are not kept (the translator refuses them anyway). */
const MAX_CHARS = 5_000;

export interface RecentText {
  text: string;
  /** the forum topic the message is in */
  topic?: number;
}

export class RecentTexts {
  private readonly memory = new Map<string, string>();
  private readonly retained = new Map<string, { hours: number; at: number }>();

  constructor(
    private readonly token: string,
    private readonly store?: RecentTextStore,
    /** the chat's workspace setting `retainTextHours` (0 or none: the default) */
    private readonly retainHours?: (chat: string) => Promise<number | undefined>,
  ) {}

  /** Seconds a text of the chat is kept: its workspace's hours, else RECENT_TEXT_TTL_S. */
  private async ttlOf(chat: number | string): Promise<number> {
    const key = String(chat);
    const now = Date.now();
    let memo = this.retained.get(key);
    if (!memo || now - memo.at > RETAIN_MEMO_MS) {
      // A settings read that fails keeps the text for the default time rather than not at all.
      const hours = (await this.retainHours?.(key).catch(() => undefined)) ?? 0;
      if (this.retained.size >= RETAIN_MEMO_SIZE) this.retained.clear();
      memo = { hours, at: now };
      this.retained.set(key, memo);
    }
    return memo.hours > 0 ? memo.hours * 3_600 : RECENT_TEXT_TTL_S;
  }

  private key = (chat: number | string, message: number | string) => `${chat}:${message}`;

  private seal(chat: number | string, message: number | string): Buffer {
    return createHash('sha256').update(`recent-text\0${this.token}\0${chat}\0${message}`).digest();
  }

  async remember(chat: number | string, message: number | string, value: RecentText): Promise<void> {
    if (!value.text.trim() || value.text.length > MAX_CHARS) return;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.seal(chat, message), iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    if (this.store) {
      await this.store.put(chat, message, sealed, await this.ttlOf(chat));
      return;
    }
    const key = this.key(chat, message);
    if (this.memory.size >= MEMORY_LIMIT) {
      const oldest = this.memory.keys().next().value;
      if (oldest !== undefined) this.memory.delete(oldest);
    }
    this.memory.set(key, sealed);
  }

  async get(chat: number | string, message: number | string): Promise<RecentText | undefined> {
    const sealed = this.store
      ? await this.store.get(chat, message)
      : this.memory.get(this.key(chat, message));
    if (!sealed) return undefined;
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.seal(chat, message), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const value = JSON.parse(plain) as RecentText;
      return typeof value.text === 'string' ? value : undefined;
    } catch {
      return undefined; // sealed under another token (the bot was changed), or damaged
    }
  }
}
