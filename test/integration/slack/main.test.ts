// `npm start` with the Slack variables set: the adapter is built from the environment
// (SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, SLACK_API_URL pointed at the emulator), mounted at
// POST /slack/events on the bot's one server, and answers a signed slash command.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startDubash } from '../../../src/main.js';
import { SlackEmulator } from '../../fakes/slack-emulator.js';
import { until } from './harness.js';

let emulator: SlackEmulator;
let running: Running;
let dataDir: string;

beforeAll(async () => {
  emulator = await SlackEmulator.start();
  emulator.addUser({ id: 'U0ASHA0001', name: 'Asha', locale: 'en-US' });
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-slack-main-'));
  running = await startDubash(
    {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      SLACK_BOT_TOKEN: emulator.token,
      SLACK_SIGNING_SECRET: emulator.signingSecret,
      SLACK_API_URL: emulator.apiUrl,
    },
    pino({ level: 'silent' }),
  );
  emulator.eventsUrl = `${running.url.replace(/\/$/, '')}/slack/events`;
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET turn the Slack adapter on at /slack/events', async () => {
  expect(running.config.slack).toMatchObject({ apiUrl: emulator.apiUrl });
  expect(running.bot.adapters.map((a) => a.name)).toContain('slack');
  const { responseUrl, delivery } = await emulator.slash('U0ASHA0001', 'translate to hi thank you');
  expect(delivery.status).toBe(200);
  const answer = await until(
    () =>
      emulator.responses.find((r) => r.url === responseUrl && /[\u0900-\u097F]/.test(String(r.body.text))),
    'the answer',
  );
  expect(answer.body.response_type).toBe('ephemeral');
  const bad = await emulator.deliverRaw('{"type":"event_callback"}', 'application/json', { secret: 'wrong' });
  expect(bad.status).toBe(401);
}, 30_000);
