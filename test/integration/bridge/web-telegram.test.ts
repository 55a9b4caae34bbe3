// The bridge end to end with the real adapters: the web chat (English, and a Tamil channel) and a
// Telegram group (Hindi) on the Bot API emulator, translations from the local API's glossary.
// A message, a reply, an edit, a delete, a redelivered message crossing once, and a Telegram
// group that refuses (the bot was kicked) pausing only its leg.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import type { WireMessage } from '../bot/harness.js';
import { type BridgeHarness, GROUP, startBridgeHarness, type TgView } from './harness.js';

const WS = 'bridge';
const EN = 'general';
const TA = 'tamil';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const taRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: TA };

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
/** a 1×1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi' });
  await b.web.bot.settings.set('channel', taRef, { language: 'ta' });
}, 60_000);
afterAll(() => b?.close(), 60_000);

const say = async (channel: string, user: string, text: string, replyTo?: string) => {
  const r = await b.web.post({ workspace: WS, channel, user, text, ...(replyTo ? { replyTo } : {}) });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const botSays = (channel: string, pattern: RegExp, user?: string) =>
  b.web.waitFor(WS, channel, (ms) => ms.find((m) => m.bot && pattern.test(m.text)), user ? { user } : {});
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 20_000) => b.tgWait(pick, ms);
const settle = () => new Promise((r) => setTimeout(r, 1_500));

describe('bridge: web chat ↔ Telegram ↔ web chat (en, hi, ta)', () => {
  let aliceMsg = '';
  let tgCopy = 0;

  it('an admin creates a bridge; admins of a Telegram group and another web channel join with the code', async () => {
    const asked = await say(EN, 'admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    expect(code, made.text).toBeTruthy();
    b.tgSay('admin', `/bridge join ${code}`);
    // The Telegram admin's app is in Hindi (language_code hi): the answer is in Hindi.
    const joined = await tgWait((v) => v.find((m) => m.text.startsWith('ब्रिज जुड़ गया')));
    expect(joined.text).toContain('वेब चैट general');
    expect(joined.text).toContain('(यह चैनल)');
    await say(
      TA,
      'admin',
      `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
    );
    const list = await botSays(TA, /^Bridged\./);
    expect(list.text).toContain('Telegram');
    expect(list.text).toContain('Tamil');
  }, 30_000);

  it('a member who is not an admin cannot change the bridge', async () => {
    const asked = await say(EN, 'bob', '/bridge leave');
    const answer = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked));
    expect(answer.text).toContain('Only an admin');
  }, 20_000);

  it('a message crosses translated into each channel’s language, with its author', async () => {
    aliceMsg = await say(EN, 'alice', 'good morning');
    const copy = await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): सुप्रभात'));
    tgCopy = copy.id;
    await botSays(TA, /^alice \(Web chat\): காலை வணக்கம்$/);
  }, 30_000);

  it('a reply on Telegram stays a reply to the original on the web chat', async () => {
    b.tgSay('ravi', 'सुप्रभात', { replyTo: tgCopy });
    const inEn = await botSays(EN, /^Ravi \(Telegram\): good morning$/);
    expect(inEn.replyTo).toBe(aliceMsg);
    const inTa = await botSays(TA, /^Ravi \(Telegram\): காலை வணக்கம்$/);
    // in the Tamil channel, the reply answers the copy of alice's message there
    const taCopy = (await b.web.messages(WS, TA)).find((m) => m.text.startsWith('alice (Web chat)'));
    expect(inTa.replyTo).toBe(taCopy?.id);
  }, 30_000);

  it('an edit edits every copy; a delete deletes them', async () => {
    const res = await fetch(`${b.web.url}/local/api/messages/${aliceMsg}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'alice', text: 'thank you very much' }),
    });
    expect(res.ok).toBe(true);
    await tgWait((v) => v.find((m) => m.id === tgCopy && m.text === 'alice (Web chat): बहुत बहुत धन्यवाद'));
    await botSays(TA, /^alice \(Web chat\): மிக்க நன்றி$/);
    const del = await fetch(`${b.web.url}/local/api/messages/${aliceMsg}?user=alice`, { method: 'DELETE' });
    expect(del.ok).toBe(true);
    await tgWait((v) => (v.some((m) => m.id === tgCopy) ? undefined : true));
    await b.web.waitFor(WS, TA, (ms) =>
      ms.some((m) => m.text.startsWith('alice (Web chat)')) ? undefined : true,
    );
  }, 30_000);

  it('a message Telegram delivers twice crosses once', async () => {
    const id = b.tgSay('ravi', 'सुप्रभात');
    b.tgSay('ravi', 'सुप्रभात', { messageId: id });
    await botSays(TA, /^Ravi \(Telegram\): காலை வணக்கம்$/);
    await settle();
    const copies = (ms: WireMessage[]) =>
      ms.filter((m) => m.bot && m.text === 'Ravi (Telegram): good morning');
    // one from the reply above, one from this message: the redelivery added none
    expect(copies(await b.web.messages(WS, EN))).toHaveLength(2);
  }, 30_000);

  it('moderation applies once, on the way in: redacted text crosses redacted, hidden text does not cross', async () => {
    const enRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: EN };
    await b.web.bot.settings.set('channel', enRef, {
      moderation: { mode: 'redact', types: ['pii'], dryRun: false },
    });
    await say(EN, 'alice', 'mail me at asha.rao@example.com');
    const redacted = await tgWait((v) =>
      v.find((m) => m.text.startsWith('alice (Web chat): ') && /mail|मेल/i.test(m.text)),
    );
    expect(redacted.text).not.toContain('asha.rao@example.com');
    await b.web.bot.settings.set('channel', enRef, {
      moderation: { mode: 'hide', types: ['pii'], dryRun: false },
    });
    await say(EN, 'alice', 'write to ravi.k@example.com');
    await say(EN, 'alice', 'see you tomorrow');
    await botSays(TA, /^alice \(Web chat\): நாளை சந்திப்போம்$/);
    const all = [...b.tgView().map((m) => m.text), ...(await b.web.messages(WS, TA)).map((m) => m.text)];
    expect(all.filter((t) => t.includes('ravi.k@example.com'))).toEqual([]);
    expect(all.filter((t) => /write to|राइट टू/i.test(t))).toEqual([]);
    await b.web.bot.settings.set('channel', enRef, {
      moderation: { mode: 'off', types: ['pii'], dryRun: false },
    });
  }, 40_000);

  it('a voice note crosses as audio with its transcript in each language; an image with its author', async () => {
    const r = await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: voiceNote(), name: 'voice.ogg', type: 'audio/ogg' },
    );
    expect(r.body.id).toBeTruthy();
    const voice = await tgWait(() =>
      b.emulator.callsOf('sendVoice').find((c) => Number(c.params.chat_id) === GROUP),
    );
    expect(String(voice.params.caption)).toMatch(/^alice \(Web chat\) 🎙️: .*[\u0900-\u097F]/);
    const ta = await botSays(TA, /^alice \(Web chat\) 🎙️: .*[\u0B80-\u0BFF]/);
    expect(ta.attachments[0]?.kind).toBe('audio');

    const fileId = b.emulator.addFile(PNG, { path: 'photos/1.png' });
    b.emulator.pushUpdate({
      update_id: 0,
      message: {
        message_id: 4_242,
        from: { id: 515101, first_name: 'Ravi', is_bot: false },
        chat: { id: GROUP, title: 'Hindi room', type: 'supergroup' },
        date: Math.floor(Date.now() / 1000),
        photo: [{ file_id: fileId, file_unique_id: fileId, width: 1, height: 1, file_size: PNG.length }],
      },
    });
    const image = await botSays(EN, /^Ravi \(Telegram\) sent an image$/);
    expect(image.attachments[0]?.kind).toBe('image');
  }, 60_000);

  it('a Telegram group that refuses pauses only its leg, and the admins hear it once', async () => {
    b.emulator.forbid('sendMessage', GROUP, 'Forbidden: bot was kicked from the supergroup chat');
    await say(EN, 'alice', 'see you tomorrow');
    await b.web.waitFor(WS, TA, (ms) =>
      ms.filter((m) => m.text === 'alice (Web chat): நாளை சந்திப்போம்').length === 2 ? true : undefined,
    );
    const notice = await botSays(EN, /The bridge paused Telegram/, 'admin');
    expect(notice.text).toContain('bridge resume');
    // the Telegram group's admin hears it in a private message (the group refuses the bot)
    await tgWait(() =>
      b.emulator
        .callsOf('sendMessage')
        .find(
          (c) =>
            Number(c.params.chat_id) === 515102 && /The bridge paused Telegram/.test(String(c.params.text)),
        ),
    );
    await say(EN, 'alice', 'good morning');
    await botSays(TA, /^alice \(Web chat\): காலை வணக்கம்$/);
    await settle();
    const notices = (await b.web.messages(WS, EN, 'admin')).filter((m) => /The bridge paused/.test(m.text));
    expect(notices).toHaveLength(1);
    // the paused leg is not tried again (one refused call only)
    const refused = b.emulator.calls.filter(
      (c) => c.method === 'sendMessage' && Number(c.params.chat_id) === GROUP && c.status !== 200,
    );
    expect(refused).toHaveLength(1);
    const asked = await say(EN, 'alice', '/bridge list');
    const list = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked));
    expect(list.text).toMatch(/Telegram -1007770001: Hindi — paused: it refused a message/);
    expect(list.text).toMatch(/Web chat tamil: Tamil\n?/);
    expect(list.text).not.toMatch(/tamil: Tamil — paused/);
  }, 40_000);
});
