// A voice note longer than file STT takes (64 s), uploaded in the web chat (no platform duration)
// into a bridged channel with auto-transcribe on: it crosses as audio at once, and its transcript,
// made by one batch speech-to-text job, follows on every other side in that side's language (an
// answer to the note's copy) and answers the note in the source, as auto-transcribe would. Its
// seconds are metered once, by the recording's own length. A long note no recogniser hears (the API
// recognises English only, and a tone has no words) still crosses as audio; its source hears why
// only when it has auto-transcribe on. An English one in the Hindi group is heard in English.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'longws';
const EN = 'general';
const TA = 'tamil';
const enRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: EN };
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };

/** "go forward ten meters" (pocketsphinx's test recording, 2.79 s) 23 times: 64 s of English, OGG/Opus */
function longNote(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-long-'));
  const ogg = join(dir, 'long.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-stream_loop', '22'],
    ...['-f', 's16le', '-ar', '16000', '-ac', '1', '-i', '/usr/share/pocketsphinx/test/data/goforward.raw'],
    ...['-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  const data = readFileSync(ogg);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

/** 64 s of a 440 Hz tone, OGG/Opus: a long note with no words in any language */
function longTone(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-tone-'));
  const ogg = join(dir, 'tone.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=64'],
    ...['-ac', '1', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  const data = readFileSync(ogg);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', enRef, { language: 'en', autoTranscribe: true });
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi', autoTranscribe: true });
  await b.web.bot.settings.set('channel', taRef, { language: 'ta', autoTranscribe: false });
}, 60_000);
afterAll(() => b?.close(), 60_000);

/** Successful calls of one API operation the bot made so far (its /metrics). */
async function calls(operation: string): Promise<number> {
  const text = await (await fetch(`${b.web.url}/metrics`)).text();
  const m = new RegExp(`^dubash_api_calls_total\\{operation="${operation}",status="200"\\} (\\d+)`, 'm').exec(
    text,
  );
  return Number(m?.[1] ?? 0);
}
/** Bridge transcription jobs finished so far. */
async function bridgeJobs(): Promise<number> {
  const text = await (await fetch(`${b.web.url}/metrics`)).text();
  const m = /^dubash_jobs_total\{queue="bridge-stt",outcome="completed"\} (\d+)/m.exec(text);
  return Number(m?.[1] ?? 0);
}
const say = async (channel: string, user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 30_000) => b.tgWait(pick, ms);

describe('bridge: a voice note longer than a minute', () => {
  it('without a platform duration: crosses as audio, its translated transcript follows on every side', async () => {
    await say(EN, 'admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && /Bridge code/.test(m.text)), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')));
    await say(
      TA,
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
    );
    await b.web.waitFor(WS, TA, (ms) => ms.find((m) => m.bot && m.text.startsWith('Bridged.')));

    const fileCalls = await calls('transcribeFile');
    const r = await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: longNote(), name: 'long.ogg', type: 'audio/ogg' },
    );
    const id = r.body.id;
    expect(id).toBeTruthy();

    // the audio on Telegram at once, then its transcript in Hindi answering it
    const note = await tgWait(() => b.tgView().find((m) => m.text === 'alice (Web chat) sent a voice note'));
    const sent = (c: { status: number; result?: unknown }) =>
      c.status === 200 ? (c.result as { message_id?: number } | undefined)?.message_id : undefined;
    expect(b.emulator.calls.find((c) => sent(c) === note.id)?.method).toBe('sendVoice');
    const hi = await tgWait(() => b.tgView().find((m) => m.text.startsWith('alice (Web chat) 🎙️: ')), 120_000);
    expect(hi.replyTo).toBe(note.id);
    expect(hi.text).toContain('दस मीटर आगे बढ़ो');

    // the Tamil channel: the audio, and the transcript in Tamil answering it
    const taNote = await b.web.waitFor(WS, TA, (ms) =>
      ms.find((m) => m.bot && m.text === 'alice (Web chat) sent a voice note'),
    );
    expect(taNote.attachments[0]?.kind).toBe('audio');
    const ta = await b.web.waitFor(WS, TA, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('alice (Web chat) 🎙️: ')),
    );
    expect(ta.replyTo).toBe(taNote.id);
    expect(ta.text).toContain('பத்து மீட்டர் முன்னே செல்');

    // the source: auto-transcribe's answer, the English words, once; no "I heard no speech"
    const answer = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === id));
    expect(answer.text).toMatch(/^🎙️ .*go forward/i);
    await new Promise((r) => setTimeout(r, 2_000));
    const answers = (await b.web.messages(WS, EN)).filter((m) => m.bot && m.replyTo === id);
    expect(answers.map((m) => m.text)).toEqual([answer.text]);

    // one batch transcription, no file STT, and 64 s metered once
    expect(await calls('transcribeBatch')).toBe(1);
    expect(await calls('transcribeFile')).toBe(fileCalls);
    expect(await new RedisUsageMeter(b.web.redis).used(enRef, 'audioSeconds')).toBe(65);
  }, 180_000);

  it('one no recogniser hears (no Hindi model, no words to identify) crosses as audio; the source hears why only if it asked', async () => {
    const audio = longTone();
    // Telegram (Hindi, auto-transcribe on)
    b.tgVoice('ravi', audio, { duration: 64, messageId: 8_001 });
    const why = await tgWait(() => b.tgView().find((m) => m.replyTo === 8_001));
    expect(why.text).toContain(
      'I could not transcribe that voice note: the speech service has no recogniser for Hindi.',
    );
    const copy = await b.web.waitFor(WS, EN, (ms) =>
      ms.find((m) => m.bot && m.text === 'Ravi (Telegram) sent a voice note'),
    );
    expect(copy.attachments[0]?.kind).toBe('audio');

    // the Tamil channel (auto-transcribe off): its note crosses; nothing is said there
    const jobs = await bridgeJobs();
    const r = await b.web.upload(
      { workspace: WS, channel: TA, user: 'kumar', text: '' },
      { data: audio, name: 'long.ogg', type: 'audio/ogg' },
    );
    const id = r.body.id;
    expect(id).toBeTruthy();
    await tgWait(() => b.tgView().find((m) => m.text === 'kumar (Web chat) sent a voice note'));
    await b.web.waitFor(WS, EN, (ms) =>
      ms.find((m) => m.bot && m.text === 'kumar (Web chat) sent a voice note'),
    );
    const deadline = Date.now() + 30_000;
    while ((await bridgeJobs()) === jobs && Date.now() < deadline)
      await new Promise((res) => setTimeout(res, 100));
    expect(await bridgeJobs()).toBe(jobs + 1);
    expect((await b.web.messages(WS, TA)).filter((m) => m.bot && m.replyTo === id)).toEqual([]);
    // no transcript crossed for either note
    expect((await b.web.messages(WS, EN)).filter((m) => /^(Ravi|kumar) .*🎙️/.test(m.text))).toEqual([]);
  }, 90_000);

  it('an English one in the Hindi group (no Hindi model): heard in English, its transcript crosses and answers the source', async () => {
    b.tgVoice('ravi', longNote(), { duration: 64, messageId: 8_002 });
    // the source: the English words, with a line saying why they are English (in the group's reader language, English)
    const answer = await tgWait(() => b.tgView().find((m) => m.replyTo === 8_002), 120_000);
    expect(answer.text).toMatch(/^🎙️ .*go forward/i);
    expect(answer.text).toContain('(Transcribed as English: the speech service cannot recognise Hindi.)');
    // the English channel: the transcript, answering the note's copy
    const copy = await b.web.waitFor(WS, EN, (ms) =>
      ms.find(
        (m) =>
          m.bot &&
          m.text === 'Ravi (Telegram) sent a voice note' &&
          m.attachments.length > 0 &&
          ms.some((t) => t.replyTo === m.id),
      ),
    );
    const transcript = (await b.web.messages(WS, EN)).find((m) => m.bot && m.replyTo === copy.id);
    expect(transcript?.text).toMatch(/^Ravi \(Telegram\) 🎙️: .*go forward/i);
  }, 150_000);
});
