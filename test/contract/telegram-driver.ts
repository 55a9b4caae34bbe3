// The contract driver of Telegram: the whole bot with the Telegram adapter on the loopback Bot API
// emulator (test/integration/telegram/harness.ts). Members' messages are updates in the Bot API's
// shapes; what a member reads is rebuilt from the bot's calls (sent, edited, deleted messages) in
// the group and in the member's private chat with the bot.
import type { RecordedCall } from '../fakes/telegram-emulator.js';
import { startTelegramHarness } from '../integration/telegram/harness.js';
import type { ContractDriver, MemberView, Seen } from './driver.js';

const GROUP = -1005550001;
const MEMBERS: Record<string, { id: number; first_name: string }> = {
  asha: { id: 424201, first_name: 'Asha' },
  ravi: { id: 424202, first_name: 'Ravi' },
  admin: { id: 424203, first_name: 'Admin' },
};
const who = (member: string) => {
  const m = MEMBERS[member];
  if (!m) throw new Error(`no member ${member}`);
  return { ...m, is_bot: false, language_code: 'en' };
};

type Markup = { inline_keyboard?: { text: string; callback_data?: string }[][] };

/** The messages the bot's calls left in one chat, in order. */
function messagesIn(calls: RecordedCall[], chat: number): (Seen & { markup?: Markup })[] {
  const out = new Map<string, Seen & { markup?: Markup }>();
  const buttons = (markup?: Markup) => markup?.inline_keyboard?.flat().map((b) => b.text) ?? [];
  for (const c of calls) {
    if (c.status !== 200 || Number(c.params.chat_id) !== chat) continue;
    const p = c.params;
    if (['sendMessage', 'sendVoice', 'sendDocument', 'sendPhoto'].includes(c.method)) {
      const id = String((c.result as { message_id: number }).message_id);
      const replyTo = (p.reply_parameters as { message_id?: number } | undefined)?.message_id;
      const markup = p.reply_markup as Markup | undefined;
      out.set(id, {
        id,
        text: String(p.text ?? p.caption ?? ''),
        ...(replyTo !== undefined ? { replyTo: String(replyTo) } : {}),
        buttons: buttons(markup),
        ...(markup ? { markup } : {}),
      });
    } else if (c.method === 'editMessageText') {
      const id = String(p.message_id);
      const was = out.get(id);
      if (!was) continue;
      const markup = p.reply_markup as Markup | undefined;
      out.set(id, { ...was, text: String(p.text), buttons: buttons(markup), ...(markup ? { markup } : {}) });
    } else if (c.method === 'deleteMessage') {
      out.delete(String(p.message_id));
    }
  }
  return [...out.values()];
}

export async function telegramDriver(): Promise<ContractDriver> {
  const h = await startTelegramHarness('polling');
  h.emulator.setAdmins(GROUP, [MEMBERS.admin?.id ?? 0]);
  // Ravi never opened a chat with the bot: Telegram refuses to let the bot write to him first.
  h.emulator.forbid(
    'sendMessage',
    MEMBERS.ravi?.id ?? 0,
    "Forbidden: bot can't initiate conversation with a user",
  );
  let nextId = 100;
  let nextCallback = 1;
  const chat = { id: GROUP, title: 'Contract', type: 'supergroup' };
  const message = (member: string, id: number, extra: Record<string, unknown>) => ({
    message_id: id,
    from: who(member),
    chat,
    date: Math.floor(Date.now() / 1000),
    ...extra,
  });
  /** what each member message said, and who said it (a reply carries the message it answers) */
  const said = new Map<string, { member: string; text: string }>();
  const command = (text: string) => {
    const m = /^\/\S+/.exec(text);
    return m ? { entities: [{ offset: 0, length: m[0].length, type: 'bot_command' }] } : {};
  };
  return {
    name: 'telegram',
    ephemeral: false,
    reportsDeletes: false,
    async say(member, text, opts = {}) {
      const id = nextId++;
      said.set(String(id), { member, text });
      const original = opts.replyTo ? said.get(opts.replyTo) : undefined;
      const reply =
        opts.replyTo && original
          ? { reply_to_message: message(original.member, Number(opts.replyTo), { text: original.text }) }
          : {};
      h.emulator.pushUpdate({
        update_id: 0,
        message: message(member, id, { text, ...command(text), ...reply }),
      });
      return String(id);
    },
    async sayVoice(member, ogg) {
      const id = nextId++;
      const fileId = h.emulator.addFile(ogg, { path: `voice/${id}.oga` });
      h.emulator.pushUpdate({
        update_id: 0,
        message: message(member, id, {
          voice: {
            duration: 3,
            mime_type: 'audio/ogg',
            file_id: fileId,
            file_unique_id: fileId,
            file_size: ogg.length,
          },
        }),
      });
      return String(id);
    },
    async edit(member, id, text) {
      said.set(id, { member, text });
      h.emulator.pushUpdate({
        update_id: 0,
        edited_message: message(member, Number(id), {
          text,
          ...command(text),
          edit_date: Math.floor(Date.now() / 1000),
        }),
      });
    },
    async remove() {
      throw new Error('Telegram does not tell bots about deleted messages');
    },
    async press(member, messageId, label) {
      const found = messagesIn(h.emulator.calls, GROUP).find((m) => m.id === messageId);
      const button = found?.markup?.inline_keyboard?.flat().find((b) => b.text === label);
      if (!button?.callback_data) throw new Error(`no button "${label}" on ${messageId}`);
      h.emulator.pushUpdate({
        update_id: 0,
        callback_query: {
          id: String(9_000 + nextCallback++),
          from: who(member),
          message: {
            message_id: Number(messageId),
            chat,
            date: 0,
            from: h.emulator.botUser,
            text: found?.text,
          },
          chat_instance: '1',
          data: button.callback_data,
        },
      });
    },
    async view(member): Promise<MemberView> {
      const strip = (list: ReturnType<typeof messagesIn>): Seen[] => list.map(({ markup: _, ...m }) => m);
      return {
        channel: strip(messagesIn(h.emulator.calls, GROUP)),
        direct: strip(messagesIn(h.emulator.calls, MEMBERS[member]?.id ?? 0)),
      };
    },
    close: () => h.close(),
  };
}
