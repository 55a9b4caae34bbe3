// What the contract suite needs from each platform's emulator: members post, edit, delete, send a
// voice note and press buttons the way the platform lets them; and what one member can read.
export interface Seen {
  id: string;
  text: string;
  /** the message it answers */
  replyTo?: string;
  /** labels of its buttons */
  buttons: string[];
}

export interface MemberView {
  /** the bot's messages this member can read in the conversation */
  channel: Seen[];
  /** the bot's messages in the member's direct chat with the bot (platforms without ephemeral messages) */
  direct: Seen[];
}

export interface ContractDriver {
  readonly name: string;
  /** Telegram tells bots nothing of deletes: the delete step is for platforms that do. */
  readonly reportsDeletes: boolean;
  /** the platform shows a message to one member only (else: a direct message, or a mention) */
  readonly ephemeral: boolean;
  /** `asha` and `ravi` are members; `admin` is an admin of the conversation. */
  say(member: string, text: string, opts?: { replyTo?: string }): Promise<string>;
  sayVoice(member: string, ogg: Buffer): Promise<string>;
  edit(member: string, id: string, text: string): Promise<void>;
  remove(member: string, id: string): Promise<void>;
  press(member: string, messageId: string, label: string): Promise<void>;
  view(member: string): Promise<MemberView>;
  close(): Promise<void>;
}

/** Polls a member's view until `pick` finds something (platform and bot work in the background). */
export async function waitFor<T>(
  driver: ContractDriver,
  member: string,
  pick: (view: MemberView) => T | undefined,
  timeoutMs = 25_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: MemberView = { channel: [], direct: [] };
  while (Date.now() < deadline) {
    last = await driver.view(member);
    const found = pick(last);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  const show = (s: Seen[]) => s.map((m) => `${m.id}→${m.replyTo ?? ''}: ${m.text.slice(0, 60)}`);
  throw new Error(
    `${driver.name}: timed out; ${member} sees ${JSON.stringify({ channel: show(last.channel), direct: show(last.direct) })}`,
  );
}
