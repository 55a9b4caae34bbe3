// One bot with the web chat and the Telegram adapter (on the loopback Bot API emulator), a private
// redis-server and the local Language Services API with a glossary, so the bridge's translations
// are real API answers. Telegram members speak through updates; the web chat through its HTTP API.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TelegramAdapter } from '../../../adapters/telegram/index.js';
import type { RecordedCall } from '../../fakes/telegram-emulator.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';
import { type Harness, startHarness } from '../bot/harness.js';

/** en ↔ hi ↔ ta sentences of the tests (the local API translates whole sentences from its store). */
const GLOSSARY: [string, string, string, string][] = [
  ['good morning', 'सुप्रभात', 'en', 'hi'],
  ['good morning', 'காலை வணக்கம்', 'en', 'ta'],
  ['सुप्रभात', 'good morning', 'hi', 'en'],
  ['सुप्रभात', 'காலை வணக்கம்', 'hi', 'ta'],
  ['thank you very much', 'बहुत बहुत धन्यवाद', 'en', 'hi'],
  ['thank you very much', 'மிக்க நன்றி', 'en', 'ta'],
  ['see you tomorrow', 'कल मिलते हैं', 'en', 'hi'],
  ['see you tomorrow', 'நாளை சந்திப்போம்', 'en', 'ta'],
];

export const GROUP = -1007770001;
export const TG = {
  ravi: { id: 515101, first_name: 'Ravi', is_bot: false, language_code: 'hi' },
  admin: { id: 515102, first_name: 'Meera', is_bot: false, language_code: 'hi' },
};

export interface BridgeHarness {
  web: Harness;
  emulator: TelegramEmulator;
  /** a Telegram member's message (text, optionally replying to a message id); returns its id */
  tgSay(who: keyof typeof TG, text: string, opts?: { replyTo?: number; messageId?: number }): number;
  /** the bot's messages in the Telegram group as members see them now (id → text, replyTo) */
  tgView(): { id: number; text: string; replyTo?: number }[];
  close(): Promise<void>;
}

export async function startBridgeHarness(): Promise<BridgeHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'dubash-bridge-'));
  const lookupFile = join(dir, 'glossary.csv');
  await writeFile(
    lookupFile,
    `source,target,src,tgt,domain,moderated\n${GLOSSARY.map((r) => `${r.join(',')},generic,true`).join('\n')}\n`,
  );
  const emulator = await TelegramEmulator.start();
  emulator.setAdmins(GROUP, [TG.admin.id]);
  const telegram = new TelegramAdapter({
    token: emulator.token,
    apiRoot: emulator.apiRoot,
    mode: 'polling',
    maxDownloadBytes: 20 * 1024 * 1024,
  });
  let web: Harness;
  try {
    web = await startHarness({ localApi: { lookupFile }, adapters: [telegram] });
  } catch (err) {
    await emulator.close();
    throw err;
  }
  let nextId = 1_000;
  const chat = { id: GROUP, title: 'Hindi room', type: 'supergroup' };
  return {
    web,
    emulator,
    tgSay(who, text, opts = {}) {
      const id = opts.messageId ?? nextId++;
      const command = /^\/\S+/.exec(text);
      emulator.pushUpdate({
        update_id: 0,
        message: {
          message_id: id,
          from: TG[who],
          chat,
          date: Math.floor(Date.now() / 1000),
          text,
          ...(command ? { entities: [{ offset: 0, length: command[0].length, type: 'bot_command' }] } : {}),
          ...(opts.replyTo
            ? {
                reply_to_message: {
                  message_id: opts.replyTo,
                  chat,
                  date: 0,
                  from: emulator.botUser,
                  text: '',
                },
              }
            : {}),
        },
      });
      return id;
    },
    tgView: () => messagesIn(emulator.calls, GROUP),
    async close() {
      await web.close();
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The messages the bot's calls left in one Telegram chat, in order (edits applied, deletes gone). */
function messagesIn(calls: RecordedCall[], chat: number) {
  const out = new Map<number, { id: number; text: string; replyTo?: number }>();
  for (const c of calls) {
    if (c.status !== 200 || Number(c.params.chat_id) !== chat) continue;
    const p = c.params;
    if (['sendMessage', 'sendVoice', 'sendDocument', 'sendPhoto'].includes(c.method)) {
      const id = (c.result as { message_id: number }).message_id;
      const replyTo = (p.reply_parameters as { message_id?: number } | undefined)?.message_id;
      out.set(id, { id, text: String(p.text ?? p.caption ?? ''), ...(replyTo ? { replyTo } : {}) });
    } else if (c.method === 'editMessageText') {
      const was = out.get(Number(p.message_id));
      if (was) out.set(was.id, { ...was, text: String(p.text) });
    } else if (c.method === 'deleteMessage') {
      out.delete(Number(p.message_id));
    }
  }
  return [...out.values()];
}
