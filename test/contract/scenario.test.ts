// The adapter contract: one scenario replayed through every platform's emulator — a command, a
// reply-to command, an edit, a delete, an ephemeral answer, a settings action and a voice note —
// asserting what the member sees. A new adapter (Slack, Discord) adds its driver to DRIVERS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordDriver } from './discord-driver.js';
import { type ContractDriver, type Seen, waitFor } from './driver.js';
import { localDriver } from './local-driver.js';
import { slackDriver } from './slack-driver.js';
import { telegramDriver } from './telegram-driver.js';

const DRIVERS: [string, () => Promise<ContractDriver>][] = [
  ['local chat', localDriver],
  ['Telegram', telegramDriver],
  ['Discord', discordDriver],
  ['Slack', slackDriver],
];

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const answering = (id: string, pattern: RegExp) => (list: Seen[]) =>
  list.find((m) => m.replyTo === id && pattern.test(m.text));

let voice: Buffer;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-contract-'));
  const ogg = join(dir, 'goforward.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  voice = readFileSync(ogg);
  rmSync(dir, { recursive: true, force: true });
});

describe.each(DRIVERS)('adapter contract: %s', (_name, start) => {
  let d: ContractDriver;
  beforeAll(async () => {
    d = await start();
  }, 60_000);
  afterAll(() => d?.close());

  let commandId = '';
  let answerId = '';

  it('a command: the answer replies to it', async () => {
    commandId = await d.say('asha', '/translate to hi good morning');
    const answer = await waitFor(d, 'asha', (v) => answering(commandId, DEVANAGARI)(v.channel));
    answerId = answer.id;
  }, 30_000);

  it('a command replying to a message acts on that message', async () => {
    const original = await d.say('ravi', 'see you tomorrow');
    const ask = await d.say('asha', '/translate to ta', { replyTo: original });
    await waitFor(d, 'asha', (v) => answering(ask, TAMIL)(v.channel));
  }, 30_000);

  it('an edit of the command edits its answer, in place', async () => {
    const before = (await d.view('asha')).channel.find((m) => m.id === answerId)?.text;
    await d.edit('asha', commandId, '/translate to hi good night');
    const after = await waitFor(d, 'asha', (v) => {
      const m = v.channel.find((x) => x.id === answerId);
      return m && m.text !== before && DEVANAGARI.test(m.text) ? m : undefined;
    });
    expect(after.replyTo).toBe(commandId);
    const answers = (await d.view('asha')).channel.filter(
      (m) => m.replyTo === commandId && DEVANAGARI.test(m.text),
    );
    expect(answers.map((m) => m.id)).toEqual([answerId]);
  }, 30_000);

  it('a delete of the command deletes its answer (where the platform reports deletes)', async () => {
    if (!d.reportsDeletes) return;
    await d.remove('asha', commandId);
    await waitFor(d, 'asha', (v) => (v.channel.some((m) => m.id === answerId) ? undefined : true));
  }, 30_000);

  it('an ephemeral answer reaches the member who asked, and nobody else sees it in the channel', async () => {
    await d.say('asha', '/help');
    const help = await waitFor(d, 'asha', (v) =>
      [...v.channel, ...v.direct].find((m) => /^Commands/.test(m.text)),
    );
    // Slack names it the way it is typed there: `/dubash translate`.
    expect(help.text).toMatch(/\/(dubash )?translate/);
    const ravi = await d.view('ravi');
    expect(ravi.channel.some((m) => /^Commands/.test(m.text))).toBe(false);
  }, 30_000);

  it('a member the bot cannot write to privately still gets the answer (named, where the channel shows it)', async () => {
    await d.say('ravi', '/help');
    // In English, or in Hindi where Ravi's app is in Hindi (Slack's locale hi-IN).
    const help = await waitFor(d, 'ravi', (v) =>
      [...v.channel, ...v.direct].find((m) => /Commands \(each works|कमांड \(हर कमांड/.test(m.text)),
    );
    // Without ephemeral messages (Telegram) it is the channel's fallback: the member is named.
    if (!d.ephemeral) expect(help.text).toMatch(/^@Ravi (Commands|कमांड)/);
  }, 30_000);

  it('a settings button: the menu is redrawn in place, and a choice is saved and said', async () => {
    const ask = await d.say('asha', '/settings');
    const menu = await waitFor(d, 'asha', (v) =>
      [...v.channel, ...v.direct].find((m) => m.replyTo === ask && m.buttons.includes('🌐 My language')),
    );
    await d.press('asha', menu.id, '🌐 My language');
    await waitFor(d, 'asha', (v) => v.channel.find((m) => m.id === menu.id && m.buttons.includes('Tamil')));
    await d.press('asha', menu.id, 'Tamil');
    await waitFor(d, 'asha', (v) =>
      // said in the language chosen
      [...v.channel, ...v.direct].find((m) => /மொழி: தமிழ்/.test(m.text)),
    );
  }, 30_000);

  it('a voice note is transcribed, the transcript answering it', async () => {
    const note = await d.sayVoice('ravi', voice);
    const transcript = await waitFor(d, 'ravi', (v) => answering(note, /go forward/i)(v.channel), 40_000);
    expect(transcript.text).toMatch(/^🎙️/);
  }, 45_000);
});
