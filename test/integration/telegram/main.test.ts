// `npm start` with TELEGRAM_BOT_TOKEN set: the Telegram adapter is built from the environment,
// long-polls the Bot API at TELEGRAM_API_ROOT (the emulator) and answers a command. The API is a
// local one behind a recording proxy (REVERIE_BASE_URL), so the calls dubash makes can be counted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalApi, startLocalApi } from '../../../src/local-api/server.js';
import { type Running, startDubash } from '../../../src/main.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';
import { type FaultProxy, startFaultProxy } from '../bot/fault-proxy.js';
import { fixture } from './harness.js';

let emulator: TelegramEmulator;
let running: Running;
let dataDir: string;
let api: LocalApi;
let proxy: FaultProxy;

beforeAll(async () => {
  emulator = await TelegramEmulator.start();
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-tg-main-'));
  api = await startLocalApi({ port: 0 });
  proxy = await startFaultProxy(api.url);
  const account = api.devAccount;
  if (!account) throw new Error('no dev account');
  running = await startDubash(
    {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      REVERIE_BASE_URL: proxy.url,
      REVERIE_WS_URL: api.wsUrl,
      REVERIE_API_KEY: account.apiKey,
      REVERIE_APP_ID: account.appId,
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
    },
    pino({ level: 'silent' }),
  );
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await proxy?.close();
  await api?.close();
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('TELEGRAM_BOT_TOKEN turns the Telegram adapter on', async () => {
  expect(running.config.telegram).toMatchObject({ mode: 'polling', apiRoot: emulator.apiRoot });
  expect(running.bot.adapters.map((a) => a.name)).toContain('telegram');
  const base = fixture('private-speak').message as Record<string, unknown>;
  emulator.pushUpdate({ message: { ...base, text: '/translate to hi thank you', entities: [] } });
  const reply = await emulator.waitForCall('sendMessage');
  expect(reply.params.text).toMatch(/[\u0900-\u097F]/);
  expect(reply.params.parse_mode).toBe('HTML');
}, 30_000);

it('the same inline query twice costs one translation and one transliteration at the API', async () => {
  const appNames = () => proxy.seen.map((r) => r.headers['rev-appname']);
  const before = appNames().length;
  const ask = (id: string) => {
    const update = fixture('inline-query');
    emulator.pushUpdate({ inline_query: { ...(update.inline_query as object), id } });
    return emulator.waitForCall('answerInlineQuery', (c) => c.params.inline_query_id === id);
  };
  const first = await ask('inline-1');
  const second = await ask('inline-2');
  const results = (call: { params: Record<string, unknown> }) =>
    (call.params.results as { input_message_content: { message_text: string } }[]).map(
      (r) => r.input_message_content.message_text,
    );
  expect(results(first)[0]).toMatch(/[\u0900-\u097F]/);
  expect(results(first)[1]).toMatch(/^[\x20-\x7E]+$/);
  expect(results(second)).toEqual(results(first));
  const made = appNames().slice(before);
  expect(made.filter((n) => n === 'localization')).toHaveLength(1);
  expect(made.filter((n) => n === 'transliteration')).toHaveLength(1);
}, 30_000);
