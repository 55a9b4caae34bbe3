// The contract driver of Slack: the whole bot with the Slack adapter on the loopback Slack
// emulator (test/integration/slack/harness.ts), every request signed and delivered to
// POST /slack/events. A command is what a Slack member types to a bot in a channel: a mention,
// `@dubash translate to hi …` (a reply is a mention in the message's thread). What a member reads
// is the channel as the emulator holds it: everyone's messages and their own ephemeral ones; an
// answer names the message it answers in its metadata (`dubash_answer`).
import type { StoredMessage } from '../fakes/slack-emulator.js';
import { MEMBERS, startSlackHarness } from '../integration/slack/harness.js';
import type { ContractDriver, MemberView, Seen } from './driver.js';

const CHANNEL = 'C0GENERAL1';

const idOf = (member: string) => {
  const m = MEMBERS[member as keyof typeof MEMBERS];
  if (!m) throw new Error(`no member ${member}`);
  return m.id;
};

function seen(m: StoredMessage): Seen {
  const buttons = (m.blocks ?? []).flatMap((b) =>
    b.type === 'actions' ? (b.elements as { text?: { text?: string } }[]).map((e) => e.text?.text ?? '') : [],
  );
  const replyTo = (m.metadata?.event_payload?.reply_to as string | undefined) ?? m.thread_ts;
  return { id: m.ts, text: m.text, ...(replyTo ? { replyTo } : {}), buttons };
}

export async function slackDriver(): Promise<ContractDriver> {
  const h = await startSlackHarness();
  const bot = h.emulator.team().botUserId;
  /** `/translate to hi …` → `<@BOT> translate to hi …` */
  const asTyped = (text: string) => (text.startsWith('/') ? `<@${bot}> ${text.slice(1)}` : text);
  return {
    name: 'slack',
    ephemeral: true,
    reportsDeletes: true,
    async say(member, text, opts = {}) {
      const { ts, delivery } = await h.emulator.post(idOf(member), asTyped(text), {
        ...(opts.replyTo ? { thread_ts: opts.replyTo } : {}),
      });
      if (delivery.status !== 200) throw new Error(`delivery refused: ${delivery.status} ${delivery.text}`);
      return ts;
    },
    async sayVoice(member, ogg) {
      const file = h.emulator.addFile(ogg, {
        name: 'audio_message.ogg',
        mimetype: 'audio/ogg',
        subtype: 'slack_audio',
      });
      const { ts } = await h.emulator.post(idOf(member), '', { files: [file] });
      return ts;
    },
    async edit(member, id, text) {
      await h.emulator.edit(idOf(member), id, asTyped(text));
    },
    async remove(_member, id) {
      await h.emulator.remove(id);
    },
    async press(member, messageId, label) {
      const m = h.emulator.visible(CHANNEL, idOf(member)).find((x) => x.ts === messageId);
      if (!m) throw new Error(`no message ${messageId}`);
      await h.emulator.press(idOf(member), m, label);
    },
    async view(member): Promise<MemberView> {
      const botOnly = (list: StoredMessage[]) => list.filter((m) => m.bot_id).map(seen);
      const dm = `D${idOf(member).slice(1)}`;
      return {
        channel: botOnly(h.emulator.visible(CHANNEL, idOf(member))),
        direct: botOnly(h.emulator.visible(dm, idOf(member))),
      };
    },
    close: () => h.close(),
  };
}
