// A bridged copy the local API only sounded out (no glossary entry, no MT server: a transliteration,
// apiStatus 10) is never passed off as a translation: each such copy carries a compact marker, a
// copy really translated (a glossary sentence) carries none, and the destination channel's admins
// hear once per workspace how to get real translation. Web chat (en) ↔ Telegram group (hi).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { type BridgeHarness, GROUP, startBridgeHarness, TG, type TgView } from './harness.js';

const WS = 'sounded';
const EN = 'general';
const MR = 'marathi';
const tgRef: ConversationRef = { platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) };
const mrRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: MR };
const MARK = '(sounded out, not translated)';

/** One file made by a command in a scratch directory. */
function made(name: string, command: (path: string) => [string, string[]]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-sounded-'));
  const path = join(dir, name);
  execFileSync(...command(path));
  const data = readFileSync(path);
  rmSync(dir, { recursive: true, force: true });
  return data;
}
/** "go forward ten meters", spoken (pocketsphinx's test recording; in the glossary for Hindi) */
const voiceNote = () =>
  made('goforward.ogg', (ogg) => [
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
      ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
    ],
  ]);
/** "where is the report" written black on white (in no glossary) */
const textImage = () =>
  made('report.png', (png) => [
    'convert',
    [
      ...['-size', '700x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
      ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', 'where is the report', png],
    ],
  ]);

let b: BridgeHarness;
beforeAll(async () => {
  b = await startBridgeHarness();
  await b.web.bot.settings.set('channel', tgRef, { language: 'hi' });
}, 60_000);
afterAll(() => b?.close(), 60_000);

const say = async (user: string, text: string) => {
  const r = await b.web.post({ workspace: WS, channel: EN, user, text });
  if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
  return r.body.id;
};
const tgWait = <T>(pick: (v: TgView) => T | undefined, ms = 20_000) => b.tgWait(pick, ms);
/** What the bot told the Telegram group's admin in private. */
const tgAdminNotices = () =>
  b.emulator
    .callsOf('sendMessage')
    .filter((c) => Number(c.params.chat_id) === TG.admin.id && String(c.params.text).startsWith('Admins:'))
    .map((c) => String(c.params.text));
const webAdminNotices = async () =>
  (await b.web.messages(WS, EN, 'admin')).filter((m) => m.bot && m.text.startsWith('Admins:'));
const settle = () => new Promise((r) => setTimeout(r, 1_500));

describe('bridge: a copy only sounded out says so', () => {
  let code = '';
  it('a glossary sentence crosses translated, unmarked; nobody is told anything', async () => {
    const asked = await say('admin', '/bridge create');
    const made = await b.web.waitFor(WS, EN, (ms) => ms.find((m) => m.bot && m.replyTo === asked), {
      user: 'admin',
    });
    code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1] ?? '';
    expect(code, made.text).toBeTruthy();
    b.tgSay('admin', `/bridge join ${code}`);
    await tgWait((v) => v.find((m) => m.text.startsWith('ब्रिज जुड़ गया')));

    await say('alice', 'good morning');
    await tgWait((v) => v.find((m) => m.text === 'alice (Web chat): सुप्रभात'));
    await settle();
    expect(tgAdminNotices()).toEqual([]);
  }, 30_000);

  it('an English sentence outside the glossary crosses sounded out in Devanagari, marked so', async () => {
    await say('alice', 'where is the report');
    const copy = await tgWait((v) =>
      v.find((m) => m.text.startsWith('alice (Web chat): ') && m.text.endsWith(MARK)),
    );
    expect(copy.text).toMatch(/^alice \(Web chat\): [\u0900-\u097F ]+ \(sounded out, not translated\)$/);
    // the Telegram group's admins hear how to get real translation, in private
    const notices = await tgWait(() => (tgAdminNotices().length ? tgAdminNotices() : undefined));
    expect(notices[0]).toContain('English → Hindi was only sounded out');
    expect(notices[0]).toContain('LOCAL_MT_URL');
    // the source's admins do not (they read the original)
    expect(await webAdminNotices()).toEqual([]);
  }, 30_000);

  it('the admins are told once per workspace; every sounded-out copy is still marked', async () => {
    await say('alice', 'the meeting moved to friday');
    const marked = await tgWait((v) => {
      const copies = v.filter((m) => m.text.endsWith(MARK));
      return copies.length === 2 ? copies : undefined;
    });
    expect(marked[1]?.text).toMatch(
      /^alice \(Web chat\): [\u0900-\u097F ]+ \(sounded out, not translated\)$/,
    );
    await settle();
    expect(tgAdminNotices()).toHaveLength(1);
  }, 30_000);

  it('Hindi outside the glossary crosses into the web chat sounded out in Latin script; its admins are told', async () => {
    b.tgSay('ravi', 'रिपोर्ट कहाँ है');
    const copy = await b.web.waitFor(WS, EN, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('Ravi (Telegram): ')),
    );
    expect(copy.text).toMatch(/^Ravi \(Telegram\): [A-Za-z ]+ \(sounded out, not translated\)$/);
    const notices = await b.web.waitFor(
      WS,
      EN,
      (ms) => (ms.filter((m) => m.bot && m.text.startsWith('Admins:')).length ? ms : undefined),
      { user: 'admin' },
    );
    expect(notices.find((m) => m.text.startsWith('Admins:'))?.text).toContain(
      'Hindi → English was only sounded out',
    );
    // an admin's notice: a member who is not an admin does not see it
    expect((await b.web.messages(WS, EN, 'alice')).filter((m) => m.text.startsWith('Admins:'))).toEqual([]);
  }, 30_000);

  it('a voice note’s transcript and an image’s text are marked where only sounded out, not where translated', async () => {
    await b.web.bot.settings.set('channel', mrRef, { language: 'mr' });
    await b.web.bot.settings.set('channel', tgRef, { language: 'hi', autoOcr: true });
    const joined = await b.web.post({
      workspace: WS,
      channel: MR,
      user: 'admin',
      text: `/bridge join ${await b.nextCode({ platform: 'local', workspaceId: WS, channelId: EN })}`,
    });
    await b.web.waitFor(WS, MR, (ms) => ms.find((m) => m.bot && m.replyTo === joined.body.id));

    await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: voiceNote(), name: 'voice.ogg', type: 'audio/ogg' },
    );
    // Hindi: the glossary's translation, unmarked; Marathi (no glossary entry): sounded out, marked
    const voice = await tgWait(() =>
      b.emulator.callsOf('sendVoice').find((c) => Number(c.params.chat_id) === GROUP),
    );
    expect(String(voice.params.caption)).toBe('alice (Web chat) 🎙️: दस मीटर आगे बढ़ो');
    const mr = await b.web.waitFor(WS, MR, (ms) => ms.find((m) => m.bot && m.text.includes('🎙️')));
    expect(mr.text).toMatch(/^alice \(Web chat\) 🎙️: [\u0900-\u097F0-9 ]+ \(sounded out, not translated\)$/);

    await b.web.upload(
      { workspace: WS, channel: EN, user: 'alice', text: '' },
      { data: textImage(), name: 'report.png', type: 'image/png' },
    );
    const photo = await tgWait(() =>
      b.tgView().find((m) => m.text.startsWith('alice (Web chat) sent an image')),
    );
    expect(photo.text).toMatch(
      /^alice \(Web chat\) sent an image\n📄 [\u0900-\u097F ]+ \(sounded out, not translated\)$/,
    );
  }, 60_000);
});

describe('bridge: a copy only sounded out, into a workspace that reads Tamil', () => {
  it('the copy is marked, and that side’s admins told, in the workspace’s language', async () => {
    const from: ConversationRef = { platform: 'local', workspaceId: 'sounded-en', channelId: 'general' };
    const to: ConversationRef = { platform: 'local', workspaceId: 'sounded-ta', channelId: 'hindi' };
    await b.web.bot.settings.set('workspace', to, { language: 'ta' });
    await b.web.bot.settings.set('channel', to, { language: 'hi' });
    const joined = await b.web.post({
      workspace: to.workspaceId,
      channel: to.channelId,
      user: 'admin',
      text: `/bridge join ${await b.nextCode(from)}`,
    });
    await b.web.waitFor(to.workspaceId, to.channelId, (ms) =>
      ms.find((m) => m.bot && m.replyTo === joined.body.id),
    );

    await b.web.post({
      workspace: from.workspaceId,
      channel: from.channelId,
      user: 'alice',
      text: 'where is the report',
    });
    const copy = await b.web.waitFor(to.workspaceId, to.channelId, (ms) =>
      ms.find((m) => m.bot && m.text.startsWith('alice (Web chat): ')),
    );
    expect(copy.text).toMatch(
      /^alice \(Web chat\): [\u0900-\u097F ]+ \(ஒலிபெயர்ப்பு மட்டும், மொழிபெயர்ப்பு அல்ல\)$/,
    );
    const admins = await b.web.waitFor(
      to.workspaceId,
      to.channelId,
      (ms) => ms.find((m) => m.bot && m.text.startsWith('நிர்வாகிகளுக்கு: ')),
      { user: 'admin' },
    );
    expect(admins.text).toContain('ஆங்கிலம் → இந்தி மொழிபெயர்க்கப்படவில்லை');
  }, 30_000);
});
