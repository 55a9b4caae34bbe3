// `npm start` with TELEGRAM_BOT_TOKEN set: the Telegram adapter is built from the environment,
// long-polls the Bot API at TELEGRAM_API_ROOT (the emulator) and answers a command.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startDubash } from '../../../src/main.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';
import { fixture } from './harness.js';

let emulator: TelegramEmulator;
let running: Running;
let dataDir: string;

beforeAll(async () => {
  emulator = await TelegramEmulator.start();
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-tg-main-'));
  running = await startDubash(
    {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
    },
    pino({ level: 'silent' }),
  );
}, 60_000);

afterAll(async () => {
  await running?.stop();
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
