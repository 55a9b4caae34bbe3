// A voice note in a bridged channel that also has auto-transcribe on: one speech-to-text call and
// one metering of its audio seconds (the bridge's transcript is auto-transcribe's answer too), not
// one for crossing and another for auto-transcribe.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'voicews';
const EN = 'general';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };

/** "go forward ten meters", spoken (pocketsphinx's test recording), as an OGG/Opus voice note */
function voiceNote(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-voice-'));
  const ogg = join(dir, 'goforward.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  const data = readFileSync(ogg);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'en', autoTranscribe: true });
}, 60_000);
afterAll(() => b?.close(), 60_000);

const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 30_000) => b.tgWait(pick, ms);

describe('bridge: a voice note with auto-transcribe on', () => {
  it('is transcribed once and its seconds are metered once', async () => {
    const r = await b.web.post({ workspace: WS, channel: EN, user: 'admin', text: '/bridge create' });
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === r.body.id), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')));

    const audio = voiceNote();
    // English speech: the local API's recogniser
    b.tgVoice('ravi', audio, { duration: 3, messageId: 7_001, languageCode: 'en' });
    // the copy on the web chat, with its transcript
    const copy = await b.web.waitFor(
      WS,
      EN,
      (ms) => ms.find((m) => m.bot && /^Ravi \(Telegram\) 🎙️: /.test(m.text)),
      {},
    );
    expect(copy.attachments[0]?.kind).toBe('audio');
    // the transcript in the Telegram group, as auto-transcribe answers, once
    const transcript = await tgWait(() =>
      b.tgView().find((m) => m.text.startsWith('🎙️ ') && m.replyTo === 7_001),
    );
    expect(transcript.text.length).toBeGreaterThan(3);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(b.tgView().filter((m) => m.text.startsWith('🎙️ ')).length).toBe(1);
    expect(await new RedisUsageMeter(b.web.redis).used(tgRef, 'audioSeconds')).toBe(3);
  }, 90_000);
});
