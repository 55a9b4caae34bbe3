// Audio seconds are metered for what was transcribed, once. A recording the platform gives no
// duration for (a web chat upload, like a Slack file without one or a Telegram audio document) is
// metered at its own length, so the monthly budget cannot be bypassed, and over budget the next is
// refused: the whole bot (web chat, workers, the local API's recogniser, Redis) over HTTP. With a
// platform duration: counted once, the recording's length where the platform's is clearly short,
// nothing for corrupt bytes, and a refusal before the download when the platform's is over budget.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentError } from '../../../src/core/errors.js';
import type { ConversationRef } from '../../../src/core/ids.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { runJob } from '../../../src/jobs/definitions.js';
import { type Harness, startHarness, type WireMessage } from '../bot/harness.js';
import {
  type Harness as CommandsHarness,
  jobDeps,
  startHarness as startCommandsHarness,
  texts,
} from './harness.js';

/** "go forward ten meters", spoken (pocketsphinx's test recording, 2.8 s) */
const GOFORWARD = '/usr/share/pocketsphinx/test/data/goforward.raw';
const CHANNEL = 'voice';

let h: Harness;
let wav: Buffer;
let ogg: Buffer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-audio-metering-'));
  const raw = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    's16le',
    '-ar',
    '16000',
    '-ac',
    '1',
    '-i',
    GOFORWARD,
  ];
  execFileSync('ffmpeg', [...raw, join(dir, 'note.wav')]);
  execFileSync('ffmpeg', [...raw, '-c:a', 'libopus', '-b:a', '32k', join(dir, 'note.ogg')]);
  wav = readFileSync(join(dir, 'note.wav'));
  ogg = readFileSync(join(dir, 'note.ogg'));
  rmSync(dir, { recursive: true, force: true });
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close(), 60_000);

const ref = (workspace: string): ConversationRef => ({
  platform: 'local',
  workspaceId: workspace,
  channelId: CHANNEL,
});
const used = (workspace: string) => new RedisUsageMeter(h.redis).used(ref(workspace), 'audioSeconds');
const setBudget = (workspace: string, audioSeconds: number) =>
  h.bot.settings.set('workspace', ref(workspace), { budget: { characters: 0, audioSeconds } });

async function upload(workspace: string, text: string, file: 'wav' | 'ogg' | Buffer): Promise<string> {
  const data = file === 'wav' ? wav : file === 'ogg' ? ogg : file;
  const name = file === 'wav' ? 'note.wav' : 'note.ogg';
  const type = file === 'wav' ? 'audio/wav' : 'audio/ogg';
  const res = await h.upload({ workspace, channel: CHANNEL, user: 'ravi', text }, { data, name, type });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The bot's answer to a message (not a progress notice), as the channel or `user` sees it. */
const answerTo = (workspace: string, id: string, match: RegExp, user?: string) =>
  h.waitFor(
    workspace,
    CHANNEL,
    (ms: WireMessage[]) => ms.find((m) => m.bot && m.replyTo === id && match.test(m.text)),
    { timeoutMs: 60_000, ...(user ? { user } : {}) },
  );

describe('audio seconds of a web chat upload (the platform gives no duration)', () => {
  it('/transcribe meters the recording’s 3 s; over budget, the next is refused with the budget sentence', async () => {
    const ws = 'meter-command';
    await h.bot.settings.set('channel', ref(ws), { autoTranscribe: false });
    const first = await upload(ws, '/transcribe', 'wav');
    await answerTo(ws, first, /^🎙️ .*forward/i);
    expect(await used(ws)).toBe(3);

    await setBudget(ws, 1);
    const second = await upload(ws, '/transcribe', 'wav');
    const refusal = await answerTo(ws, second, /budget/);
    expect(refusal.text).toBe(
      'This workspace has used its monthly budget of 1 seconds of audio. It renews on the 1st; ' +
        'an admin can raise it with /settings workspace budget audio N.',
    );
    expect(await used(ws)).toBe(3);
  }, 120_000);

  it('auto-transcribe meters the recording’s 3 s, the admins hear at 80%, and over budget it stops', async () => {
    const ws = 'meter-auto';
    await setBudget(ws, 3);
    const first = await upload(ws, '', 'ogg');
    await answerTo(ws, first, /^🎙️ .*forward/i);
    expect(await used(ws)).toBe(3);
    const warning = await h.waitFor(ws, CHANNEL, (ms) => ms.find((m) => m.bot && /^Admins:/.test(m.text)), {
      user: 'admin',
    });
    expect(warning.text).toMatch(
      /^Admins: this workspace has used 100% of its monthly budget \(3 of 3 seconds/,
    );

    // Over budget, automatic work stops quietly (the admins were told): no transcript, no seconds.
    await setBudget(ws, 1);
    const second = await upload(ws, '', 'ogg');
    await new Promise((r) => setTimeout(r, 3_000));
    const answers = (await h.messages(ws, CHANNEL)).filter((m) => m.bot && m.replyTo === second);
    expect(answers).toEqual([]);
    expect(await used(ws)).toBe(3);
  }, 120_000);

  it('a recording longer than what is left is refused once measured, before it is transcribed', async () => {
    const ws = 'meter-left';
    await h.bot.settings.set('channel', ref(ws), { autoTranscribe: false });
    await setBudget(ws, 2);
    const id = await upload(ws, '/transcribe', 'ogg');
    const refusal = await answerTo(ws, id, /budget/);
    expect(refusal.text).toBe(
      "That needs 3 seconds of audio, but only 2 of this month's budget are left. " +
        'Try something shorter, or ask an admin to raise the budget.',
    );
    expect(await used(ws)).toBe(0);
  }, 120_000);

  it('an upload that is not audio: a clear error, nothing metered', async () => {
    const ws = 'meter-corrupt';
    await h.bot.settings.set('channel', ref(ws), { autoTranscribe: false });
    const junk = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(4_000, 7)]);
    const id = await upload(ws, '/transcribe', junk);
    const error = await answerTo(ws, id, /could not/);
    expect(error.text).toMatch(
      /^I could not read that audio \(.*\)\. Send a WAV, OGG\/Opus, MP3, FLAC or M4A/,
    );
    expect(await used(ws)).toBe(0);
  }, 120_000);
});

// With a platform duration: the pipeline's real commands and automatic features enqueue, and the
// job runs as a worker would run it (runJob), over the local API.
describe('audio seconds with a platform duration', () => {
  let c: CommandsHarness;
  const files = new Map<string, Buffer>();
  const conv = () => ({ platform: 'local' as const, workspaceId: c.workspace, channelId: 'general' });
  const usedHere = () => c.usage.used(conv(), 'audioSeconds');
  const runLast = async () => {
    const job = c.jobs.at(-1);
    if (!job) throw new Error('nothing was queued');
    return runJob(job.name as 'transcribe', job.payload, jobDeps(c, files));
  };
  beforeAll(async () => {
    c = await startCommandsHarness();
    files.set('note', ogg);
    files.set('corrupt', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(4_000, 7)]));
  }, 60_000);
  afterAll(() => c?.close(), 60_000);

  it('a voice note that says 3 s and lasts 2.8 s: 3 s, counted once', async () => {
    await c.send('/transcribe', { media: [{ kind: 'voice', ref: 'note', durationS: 3 }] });
    expect(await usedHere()).toBe(0); // queued, not yet transcribed
    expect(texts(await runLast())[0]).toMatch(/^🎙️ .*forward/i);
    expect(await usedHere()).toBe(3);
  }, 60_000);

  it('an audio file that says 1 s but lasts 2.8 s (auto-transcribe): the recording’s 3 s', async () => {
    const before = await usedHere();
    await c.send('', { media: [{ kind: 'audio', ref: 'note', durationS: 1 }] });
    expect(c.jobs.at(-1)?.name).toBe('transcribe');
    expect(texts(await runLast())[0]).toMatch(/^🎙️ .*forward/i);
    expect((await usedHere()) - before).toBe(3);
  }, 60_000);

  it('corrupt bytes with a platform duration: a clear error, nothing metered', async () => {
    const before = await usedHere();
    await c.send('/transcribe', { media: [{ kind: 'voice', ref: 'corrupt', durationS: 3 }] });
    const err = await runLast().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentError);
    expect((err as Error).message).toMatch(/^I could not read that audio \(.*\)\. Send a WAV/);
    expect(await usedHere()).toBe(before);
  }, 60_000);

  it('a platform duration over what is left: refused before the download', async () => {
    await c.settings.set('workspace', conv(), {
      budget: { characters: 0, audioSeconds: (await usedHere()) + 2 },
    });
    const refused = texts(
      await c.send('/transcribe', { media: [{ kind: 'voice', ref: 'gone', durationS: 5 }] }),
    );
    expect(refused.join('\n')).toMatch(
      /^That needs 5 seconds of audio, but only 2 of this month's budget are left/,
    );
    // The same in the job (the budget was spent while it waited): its file is never fetched.
    const payload = {
      event: { ...(c.jobs.at(-1)?.payload.event as object) },
      media: { kind: 'voice', ref: 'gone', durationS: 5 },
    };
    const budget = { characters: 0, audioSeconds: (await usedHere()) + 2 };
    const err = await runJob('transcribe', { ...payload, budget }, jobDeps(c, files)).catch(
      (e: unknown) => e,
    );
    expect((err as Error).message).toMatch(/^That needs 5 seconds of audio, but only 2/);
  }, 60_000);
});
