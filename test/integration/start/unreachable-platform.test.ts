// `npm start` with platforms configured that nothing answers for: Telegram (TELEGRAM_BOT_TOKEN, its
// API root a relay that refuses), Slack in Socket Mode and Discord (their APIs a closed loopback
// port). The web chat, /healthz and /readyz still answer, /readyz names the platforms, each failed connect is
// one log line without a stack or a token, and Telegram connects by itself once its API answers
// (a relay in front of the Telegram emulator, refusing at first). A member's refused command is
// not an ERROR either.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startDubash } from '../../../src/main.js';
import { TelegramEmulator } from '../../fakes/telegram-emulator.js';
import { fixture } from '../telegram/harness.js';

// Tokens in each platform's shape, made at run time (nothing token-like is committed); the test
// looks for their secret parts in the log.
const secret = (bytes: number) => randomBytes(bytes).toString('base64url');
const TG_TOKEN = `7000042:${secret(26)}`;
const SLACK_BOT_TOKEN = `xoxb-1-${secret(12)}`;
const SLACK_APP_TOKEN = `xapp-1-A0TEST-${secret(12)}`;
const DISCORD_TOKEN = `${Buffer.from('1099999999999999999').toString('base64url')}.${secret(4)}.${secret(28)}`;
let emulator: TelegramEmulator;
let relay: Server;
let relayOpen = false;
let closedPort: number;
let running: Running;
let dataDir: string;
const lines: { level: number; msg: string; raw: string }[] = [];

/** A TCP relay to the emulator that resets every connection until `relayOpen`. */
async function startRelay(target: number): Promise<Server> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!relayOpen) return client.destroy();
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(target, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  server.on('close', () => {
    for (const s of sockets) s.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const portOf = (s: Server) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = portOf(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  emulator = await TelegramEmulator.start(TG_TOKEN);
  relay = await startRelay(Number(new URL(emulator.apiRoot).port));
  dataDir = await mkdtemp(join(tmpdir(), 'dubash-unreachable-'));
  const destination = {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg: string };
      lines.push({ level: entry.level, msg: entry.msg, raw: line });
    },
  };
  running = await startDubash(
    {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: TG_TOKEN,
      TELEGRAM_API_ROOT: `http://127.0.0.1:${portOf(relay)}`,
      SLACK_BOT_TOKEN,
      SLACK_APP_TOKEN,
      SLACK_API_URL: `http://127.0.0.1:${closedPort}/api/`,
      DISCORD_TOKEN,
      DISCORD_API_URL: `http://127.0.0.1:${closedPort}/api`,
    },
    pino({ level: 'info' }, destination),
  );
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await new Promise((r) => relay?.close(r));
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, running.url));

it('the web chat and /healthz answer while Telegram, Slack and Discord are unreachable; /readyz names them', async () => {
  expect((await get('/healthz')).status).toBe(200);
  expect((await get('/')).status).toBe(200);
  const ready = await get('/readyz');
  expect(ready.status).toBe(503);
  const said = await ready.text();
  expect(said).toMatch(/telegram not connected/);
  expect(said).toMatch(/slack not connected/);
  expect(said).toMatch(/discord not connected/);

  // the web chat answers a command
  const posted = await fetch(new URL('/local/api/messages', running.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workspace: 'w', channel: 'c', user: 'asha', text: '/translate to hi thank you' }),
  });
  expect(posted.status).toBe(201);
  const answer = await until('the answer', async () => {
    const res = await get('/local/api/messages?workspace=w&channel=c&user=asha');
    const msgs = (await res.json()) as { bot: boolean; text: string }[];
    return msgs.find((m) => m.bot && /[\u0900-\u097F]/.test(m.text));
  });
  expect(answer.text).toMatch(/[\u0900-\u097F]/);
}, 60_000);

it('each failed connect is one line: which platform, why, when the next try is; no stack, no token', async () => {
  const tg = await until('the Telegram line', () =>
    lines.find((l) => /^Telegram could not connect/.test(l.msg)),
  );
  expect(tg.msg).toMatch(/^Telegram could not connect \(.+\); retrying in \d+ s$/);
  const slack = await until('the Slack line', () =>
    lines.find((l) => /^Slack could not connect/.test(l.msg)),
  );
  expect(slack.msg).toMatch(/ECONNREFUSED/);
  expect(slack.msg).toMatch(/retrying in \d+ s$/);
  const discord = await until('the Discord line', () =>
    lines.find((l) => /^Discord could not connect/.test(l.msg)),
  );
  expect(discord.msg).toMatch(/retrying in \d+ s$/);
  for (const l of lines) {
    expect(l.raw).not.toMatch(/\\n\s+at /); // no stack anywhere
    expect(l.raw).not.toContain(TG_TOKEN.split(':')[1]);
    expect(l.raw).not.toContain(SLACK_APP_TOKEN);
    expect(l.raw).not.toContain(SLACK_BOT_TOKEN);
    expect(l.raw).not.toContain(DISCORD_TOKEN.split('.')[2]);
  }
}, 60_000);

it('Telegram connects by itself once its API answers, and then answers members', async () => {
  relayOpen = true;
  await until('Telegram connected', () => lines.find((l) => l.msg === 'Telegram: connected'));
  const ready = await (await get('/readyz')).text();
  expect(ready).not.toMatch(/telegram/);
  const base = fixture('private-speak').message as Record<string, unknown>;
  emulator.pushUpdate({ message: { ...base, text: '/translate to hi thank you', entities: [] } });
  const reply = await emulator.waitForCall('sendMessage');
  expect(reply.params.text).toMatch(/[\u0900-\u097F]/);
}, 60_000);

it("a member's refused command is answered, and logged without ERROR or a stack", async () => {
  const before = lines.length;
  await fetch(new URL('/local/api/messages', running.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      workspace: 'w',
      channel: 'c',
      user: 'asha',
      text: '/settings channel transcribe on',
    }),
  });
  await until('the refusal', async () => {
    const res = await get('/local/api/messages?workspace=w&channel=c&user=asha');
    const msgs = (await res.json()) as { bot: boolean; text: string }[];
    return msgs.find((m) => m.bot && /Only workspace admins/.test(m.text));
  });
  const logged = lines.slice(before);
  expect(logged.filter((l) => l.level >= 50)).toEqual([]);
}, 60_000);
