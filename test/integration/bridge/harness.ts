// One bot with the web chat and the Telegram adapter (on the loopback Bot API emulator), a private
// redis-server and the local Language Services API with a glossary, so the bridge's translations
// are real API answers. Telegram members speak through updates; the web chat through its HTTP API.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { DiscordAdapter } from '../../../adapters/discord/index.js';
import { SlackAdapter } from '../../../adapters/slack/index.js';
import { TelegramAdapter } from '../../../adapters/telegram/index.js';
import { logPlatformError } from '../../../src/bot.js';
import type { PlatformAdapter } from '../../../src/core/adapter.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import type { LocalApiOptions } from '../../../src/local-api/server.js';
import { createStores } from '../../../src/state/stores/index.js';
import { DiscordEmulator, type EmulatorUser, PERMS } from '../../fakes/discord-emulator.js';
import { SlackEmulator } from '../../fakes/slack-emulator.js';
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
  ['good morning', 'সুপ্রভাত', 'en', 'bn'],
  ['सुप्रभात', 'সুপ্রভাত', 'hi', 'bn'],
  ['thank you very much', 'অনেক ধন্যবাদ', 'en', 'bn'],
  ['காலை வணக்கம்', 'good morning', 'ta', 'en'],
  ['காலை வணக்கம்', 'सुप्रभात', 'ta', 'hi'],
  ['காலை வணக்கம்', 'সুপ্রভাত', 'ta', 'bn'],
  ['மிக்க நன்றி', 'thank you very much', 'ta', 'en'],
  ['மிக்க நன்றி', 'बहुत बहुत धन्यवाद', 'ta', 'hi'],
  ['மிக்க நன்றி', 'অনেক ধন্যবাদ', 'ta', 'bn'],
  // the transcript of pocketsphinx's test recording (numerals as words outside English)
  ...['Go forward 10 meters', 'Go forward ten meters'].flatMap(
    (heard): [string, string, string, string][] => [
      [heard, 'दस मीटर आगे बढ़ो', 'en', 'hi'],
      [heard, 'பத்து மீட்டர் முன்னே செல்', 'en', 'ta'],
      [heard, 'দশ মিটার এগিয়ে যাও', 'en', 'bn'],
    ],
  ),
];

export const GROUP = -1007770001;
export const TG = {
  ravi: { id: 515101, first_name: 'Ravi', is_bot: false, language_code: 'hi' },
  admin: { id: 515102, first_name: 'Meera', is_bot: false, language_code: 'hi' },
};

export const SLACK = {
  asha: { id: 'U0ASHA0001', name: 'Asha', locale: 'en-US' },
  admin: { id: 'U0ADMIN001', name: 'Admin', is_admin: true, locale: 'en-US' },
};
export const DISCORD = {
  kavin: { id: '424201000000000011', username: 'kavin', global_name: 'Kavin', locale: 'ta' },
  admin: {
    id: '424201000000000013',
    username: 'admin',
    global_name: 'Admin',
    locale: 'en-US',
    permissions: String(PERMS.MANAGE_GUILD | PERMS.VIEW_CHANNEL | PERMS.SEND_MESSAGES),
  },
} satisfies Record<string, EmulatorUser>;

export type TgView = { id: number; text: string; replyTo?: number }[];

export interface BridgeHarness {
  web: Harness;
  emulator: TelegramEmulator;
  /** what the Slack and Discord adapters reported */
  errors: string[];
  /** the bot's warning lines */
  warnings: string[];
  /** with `all`: the Slack and Discord emulators (Slack events reach the bot's HTTP server) */
  slack?: SlackEmulator;
  discord?: { emulator: DiscordEmulator; guild: string; channel: string };
  /** a Telegram member's message (text, optionally replying to a message id); returns its id */
  tgSay(who: keyof typeof TG, text: string, opts?: { replyTo?: number; messageId?: number }): number;
  /**
   * A Telegram member's voice note (OGG/Opus `audio`, the `duration` Telegram gives, its Telegram
   * `languageCode` if not the member's); returns its id
   */
  tgVoice(
    who: keyof typeof TG,
    audio: Buffer,
    opts: { duration: number; messageId?: number; languageCode?: string },
  ): number;
  /** the bot's messages in the Telegram group as members see them now (id → text, replyTo) */
  tgView(): TgView;
  /** the first `pick` of the group's view that is not undefined, polled until `ms` pass */
  tgWait<T>(pick: (view: TgView) => T | undefined, ms?: number): Promise<T>;
  /**
   * A fresh join code of the bridge `ref` is in (one code, one channel), as `/bridge create` there
   * gives it; for tests whose bridge has more than two channels.
   */
  nextCode(ref: ConversationRef): Promise<string>;
  close(): Promise<void>;
}

export async function startBridgeHarness(
  opts: { all?: boolean; localApi?: Omit<LocalApiOptions, 'lookupFile'> } = {},
): Promise<BridgeHarness> {
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
  const slack = opts.all ? await SlackEmulator.start() : undefined;
  const discordEmu = opts.all ? await DiscordEmulator.start() : undefined;
  const guild = discordEmu?.addGuild({
    name: 'bridge test',
    preferredLocale: 'en-US',
    channels: [{ name: 'tamil' }],
  });
  if (slack) {
    for (const m of Object.values(SLACK)) slack.addUser(m);
    slack.addUser({ id: slack.team().botUserId, name: 'dubash', is_bot: true });
  }
  const errors: string[] = [];
  const warnings: string[] = [];
  // What an operator reads: warnings and errors as lines (errors also name the failure in waitReply).
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        const line = JSON.parse(chunk.toString()) as {
          level: number;
          msg: string;
          err?: { message?: string };
        };
        const text = line.err?.message ? `${line.msg}: ${line.err.message}` : line.msg;
        (line.level >= 50 ? errors : warnings).push(text);
        done();
      },
    }),
  );
  const adapters = (redis: Redis): PlatformAdapter[] => [
    telegram,
    ...(slack
      ? [
          new SlackAdapter({
            botToken: slack.token,
            signingSecret: slack.signingSecret,
            apiUrl: slack.apiUrl,
            stores: createStores(redis),
            retries: 0,
            onError: (err, what) => logPlatformError(logger, 'slack', err, what),
          }),
        ]
      : []),
    ...(discordEmu
      ? [
          new DiscordAdapter({
            token: discordEmu.token,
            apiUrl: discordEmu.apiUrl,
            stores: createStores(redis),
            settings: new SettingsStore(redis),
            onError: (err, what) => logPlatformError(logger, 'discord', err, what),
          }),
        ]
      : []),
  ];
  let web: Harness;
  try {
    web = await startHarness({ localApi: { ...opts.localApi, lookupFile }, adapters, logger });
  } catch (err) {
    await emulator.close();
    await slack?.close();
    await discordEmu?.close();
    throw err;
  }
  if (slack) slack.eventsUrl = `${web.url}/slack/events`;
  let nextId = 1_000;
  const chat = { id: GROUP, title: 'Hindi room', type: 'supergroup' };
  return {
    web,
    emulator,
    errors,
    warnings,
    ...(slack ? { slack } : {}),
    ...(discordEmu && guild
      ? { discord: { emulator: discordEmu, guild: guild.id, channel: guild.channels[0] ?? '' } }
      : {}),
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
    tgVoice(who, audio, opts) {
      const id = opts.messageId ?? nextId++;
      const fileId = emulator.addFile(audio, { path: `voice/${id}.oga` });
      emulator.pushUpdate({
        update_id: 0,
        message: {
          message_id: id,
          from: opts.languageCode ? { ...TG[who], language_code: opts.languageCode } : TG[who],
          chat,
          date: Math.floor(Date.now() / 1000),
          voice: {
            file_id: fileId,
            file_unique_id: fileId,
            duration: opts.duration,
            mime_type: 'audio/ogg',
            file_size: audio.length,
          },
        },
      });
      return id;
    },
    tgView: () => messagesIn(emulator.calls, GROUP),
    async tgWait(pick, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = pick(messagesIn(emulator.calls, GROUP));
        if (found !== undefined) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      const texts = messagesIn(emulator.calls, GROUP).map((m) => m.text);
      throw new Error(`telegram: timed out; group holds ${JSON.stringify(texts)}`);
    },
    async nextCode(ref) {
      return (await web.bot.bridge.store.create(ref, 'admin')).code;
    },
    async close() {
      await web.close();
      await emulator.close();
      await slack?.close();
      await discordEmu?.close();
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
