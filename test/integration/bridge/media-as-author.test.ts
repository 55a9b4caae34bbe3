// Bridged images and voice notes show their author on Discord, as bridged text does: an image is
// posted through the channel webhook (Execute Webhook, multipart files[0] + payload_json) with the
// author's name and picture and the image attached; a voice note's transcript is posted through the
// webhook as its author, the voice message itself by the bot (a webhook cannot send one). Telegram
// keeps "Name (Platform)" in the caption. Edits and deletes of the source follow; a reply on Discord
// to the transcript answers the note on the other side. Without a usable webhook the bot posts the
// image, the name in its caption. Slack (en), Discord (ta), Telegram (hi).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { createPocketsphinxRecognizer } from '../../../src/local-api/engines/stt.js';
import type { Recognizer } from '../../../src/local-api/engines/types.js';
import { FLAGS, type StoredMessage } from '../../fakes/discord-emulator.js';
import { type BridgeHarness, DISCORD, GROUP, SLACK, startBridgeHarness, TG } from './harness.js';

const SLACK_CHANNEL = 'C0GENERAL1';
const SLACK_REF = { platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL } as const;
const NILA = {
  id: 'U0NILA0001',
  name: 'Nila',
  locale: 'en-US',
  image_72: 'https://avatars.slack-edge.com/2026-01-05/nila_72.png',
};
/** "go forward ten meters" in Tamil (the recording's transcript, translated) */
const HEARD_TA = 'பத்து மீட்டர் முன்னே செல்';

/** "go forward ten meters", spoken (pocketsphinx's test recording), encoded as `args` say */
function recording(ext: string, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-author-'));
  const out = join(dir, `goforward.${ext}`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', ...args, out],
  ]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}
function picture(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-author-img-'));
  const out = join(dir, 'p.png');
  execFileSync('convert', ['-size', '48x32', 'gradient:red-green', out]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

/** The English model hears the Hindi channel's notes (the local API recognises English only). */
function hindiAsEnglish(): Recognizer {
  const english = createPocketsphinxRecognizer();
  return {
    supports: (_language, domain) => english.supports('en', domain),
    recognize: (pcm, _language, domain, signal) => english.recognize(pcm, 'en', domain, signal),
  };
}

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let discord: NonNullable<BridgeHarness['discord']>;
let voice: Buffer;
let clip: Buffer;
let png: Buffer;

beforeAll(async () => {
  voice = recording('ogg', ['-c:a', 'libopus', '-b:a', '32k']);
  clip = recording('mp4', ['-c:a', 'aac', '-b:a', '48k']);
  png = picture();
  b = await startBridgeHarness({ all: true, localApi: { engines: { recognizer: hindiAsEnglish() } } });
  if (!b.slack || !b.discord) throw new Error('no Slack or Discord emulator');
  slack = b.slack;
  discord = b.discord;
  slack.addUser(NILA);
  const refs: [ConversationRef, 'hi' | 'ta' | 'en'][] = [
    [{ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL }, 'en'],
    [{ platform: 'discord', workspaceId: discord.guild, channelId: discord.channel }, 'ta'],
    [{ platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) }, 'hi'],
  ];
  for (const [ref, language] of refs) await b.web.bot.settings.set('channel', ref, { language });
}, 90_000);
afterAll(() => b?.close(), 60_000);

async function until<T>(pick: () => T | undefined, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = pick();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  const discordSeen = view
    .discord()
    .map((m) => `${(m.author as { username?: string }).username}: ${m.content}`);
  throw new Error(
    `timed out waiting for ${what}; discord: ${JSON.stringify(discordSeen)}; telegram: ${JSON.stringify(b.tgView().map((m) => m.text))}; errors: ${b.errors.join(' | ')}`,
  );
}

/** What members read from the bot (and its webhooks) on each side now. */
const view = {
  discord: () => discord.emulator.botMessages(discord.channel),
};
const poster = (m: StoredMessage) => (m.author as { username?: string }).username;
const avatarOf = (m: StoredMessage) => (m as { avatar_url?: string }).avatar_url;
const isVoice = (m: StoredMessage) => (m.flags & FLAGS.IS_VOICE_MESSAGE) !== 0;
/** A webhook post on Discord by `name`, its content as `content` says. */
const byAuthor = (name: string, content: (c: string) => boolean) => () =>
  view.discord().find((m) => m.webhook_id && poster(m) === name && content(m.content));
/** The bot's Telegram post carrying a file, by its caption. */
const tgFilePost = (caption: string) =>
  b.emulator.calls.find(
    (c) =>
      c.status === 200 &&
      Number(c.params.chat_id) === GROUP &&
      ['sendVoice', 'sendPhoto', 'sendDocument', 'sendAudio'].includes(c.method) &&
      c.params.caption === caption,
  );
const tgVoice = (messageId: number, caption?: string) => ({
  message_id: messageId,
  from: TG.ravi,
  chat: { id: GROUP, title: 'Hindi room', type: 'supergroup' },
  date: Math.floor(Date.now() / 1000),
  voice: (() => {
    const fileId = b.emulator.addFile(voice, { path: `voice/${messageId}.oga` });
    return {
      file_id: fileId,
      file_unique_id: fileId,
      duration: 3,
      mime_type: 'audio/ogg',
      file_size: voice.length,
    };
  })(),
  ...(caption ? { caption } : {}),
});

describe('bridge: images and voice notes on Discord as their author', () => {
  it('one bridge: Slack, Discord and Telegram', async () => {
    await slack.post(SLACK.admin.id, `<@${slack.team().botUserId}> bridge create`);
    const made = await until(
      () =>
        slack
          .visible(SLACK_CHANNEL, SLACK.admin.id)
          .find((m) => m.visibleTo === SLACK.admin.id && /Bridge code/.test(m.text)),
      'the code on Slack, for the admin alone',
    );
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    expect(code, made.text).toBeTruthy();
    discord.emulator.slash(discord.channel, DISCORD.admin, 'bridge', [
      { name: 'join', type: 1, options: [{ name: 'code', type: 3, value: code }] },
    ]);
    await until(() => view.discord().find((m) => m.content.startsWith('Bridged.')), 'Discord joined');
    // one code, one channel: Telegram joins with a fresh one
    b.tgSay('admin', `/bridge join ${await b.nextCode(SLACK_REF)}`);
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
  }, 60_000);

  let slackImage = '';

  it("a Slack member's image is a webhook post on Discord with their name, picture and the image", async () => {
    const file = slack.addFile(png, { name: 'nila-picture.png', mimetype: 'image/png' });
    slackImage = (await slack.post(NILA.id, 'good morning', { files: [file] })).ts;
    const text = await until(
      byAuthor('Nila (Slack)', (c) => c === 'காலை வணக்கம்'),
      'the text on Discord',
    );
    const image = await until(
      () => view.discord().find((m) => m.webhook_id && poster(m) === 'Nila (Slack)' && m.attachments.length),
      'the image on Discord',
    );
    expect(image.id).not.toBe(text.id);
    expect(avatarOf(image)).toBe(NILA.image_72);
    expect(image.content).toBe('');
    const att = image.attachments[0] as { url: string; content_type?: string; filename?: string };
    expect(att.content_type).toBe('image/png');
    expect(att.filename).toBe('nila-picture.png');
    expect(discord.emulator.cdn.get(new URL(att.url).pathname)?.data.equals(png)).toBe(true);
    // sent as Discord takes a webhook upload: files[0] beside payload_json
    const call = discord.emulator.calls.find(
      (c) => c.method === 'POST' && c.path.startsWith('/webhooks/') && c.files.length && c.status === 200,
    );
    expect(call?.files.map((f) => f.field)).toEqual(['files[0]']);
    expect(call?.body.username).toBe('Nila (Slack)');
    // the bot posted no "sent an image" of its own on Discord
    expect(view.discord().some((m) => m.content.includes('sent an image'))).toBe(false);
    // Telegram has no such post: the name stays in the caption
    const photo = await until(() => tgFilePost('Nila (Slack) sent an image'), 'the image on Telegram');
    expect(photo.method).toBe('sendPhoto');
  }, 45_000);

  it('an edit of the Slack message edits its Discord copy; a delete takes the text and the image', async () => {
    const text = await until(
      byAuthor('Nila (Slack)', (c) => c === 'காலை வணக்கம்'),
      'the text on Discord',
    );
    await slack.edit(NILA.id, slackImage, 'thank you very much');
    await until(
      () => view.discord().find((m) => m.id === text.id && m.content === 'மிக்க நன்றி'),
      'the edit on Discord',
    );
    expect(poster(text)).toBe('Nila (Slack)');
    expect((await slack.remove(slackImage)).status).toBe(200);
    await until(
      () => (view.discord().some((m) => poster(m) === 'Nila (Slack)') ? undefined : true),
      'the copies gone from Discord',
    );
    await until(
      () => (b.tgView().some((m) => m.text.startsWith('Nila (Slack)')) ? undefined : true),
      'the copies gone from Telegram',
    );
  }, 45_000);

  it("a Telegram member's voice note: its transcript as them on Discord, then the bot's voice message", async () => {
    b.emulator.pushUpdate({ update_id: 0, message: tgVoice(70_001, 'सुप्रभात') });
    const said = await until(
      byAuthor('Ravi (Telegram)', (c) => c === 'காலை வணக்கம்'),
      'the caption on Discord',
    );
    const transcript = await until(
      byAuthor('Ravi (Telegram)', (c) => c === `🎙️ ${HEARD_TA}`),
      'the transcript on Discord',
      60_000,
    );
    // a Telegram member has no public picture
    expect(avatarOf(transcript)).toBeUndefined();
    const note = await until(() => {
      const now = view.discord();
      return now.slice(now.findIndex((m) => m.id === transcript.id) + 1).find(isVoice);
    }, 'the voice message after the transcript');
    expect(note.webhook_id).toBeUndefined();
    expect((note.attachments[0] as { content_type?: string }).content_type).toBe('audio/ogg');
    // the bot itself wrote no "Ravi (Telegram) …" line on Discord
    expect(view.discord().some((m) => m.content.startsWith('Ravi (Telegram)'))).toBe(false);
    // Telegram's own group: auto-transcribe's line; the other sides keep the name in the caption
    await until(
      () =>
        slack
          .visible(SLACK_CHANNEL, SLACK.asha.id)
          .find((m) => m.text === 'Ravi (Telegram) 🎙️: Go forward ten meters' && m.files?.length),
      'the note on Slack',
    );

    // the caption edited on Telegram: its Discord copy follows, still as Ravi
    b.emulator.pushUpdate({
      update_id: 0,
      edited_message: { ...tgVoice(70_001, 'thank you very much'), edit_date: Math.floor(Date.now() / 1000) },
    });
    await until(
      () => view.discord().find((m) => m.id === said.id && m.content === 'மிக்க நன்றி'),
      'the edited caption on Discord',
    );

    // a reply on Discord to the transcript answers the voice note on Telegram
    discord.emulator.post(discord.channel, DISCORD.kavin, 'காலை வணக்கம்', {
      message_reference: { message_id: transcript.id, channel_id: discord.channel },
      referenced_message: { ...transcript, visibleTo: undefined },
    });
    const answer = await until(
      () => b.tgView().find((m) => m.text === 'Kavin (Discord): सुप्रभात'),
      'the reply on Telegram',
    );
    expect(answer.replyTo).toBe(70_001);
  }, 120_000);

  it("a Slack member's voice clip deleted on Slack: its transcript and voice message go from Discord", async () => {
    const file = slack.addFile(clip, {
      name: 'audio_message.mp4',
      mimetype: 'audio/mp4',
      subtype: 'slack_audio',
    });
    const voicesBefore = view.discord().filter(isVoice).length;
    const { ts } = await slack.post(NILA.id, '', { files: [file] });
    const transcript = await until(
      byAuthor('Nila (Slack)', (c) => c === `🎙️ ${HEARD_TA}`),
      'the transcript on Discord',
      60_000,
    );
    expect(avatarOf(transcript)).toBe(NILA.image_72);
    await until(
      () => (view.discord().filter(isVoice).length === voicesBefore + 1 ? true : undefined),
      'the voice message on Discord',
    );
    expect((await slack.remove(ts)).status).toBe(200);
    await until(
      () => (view.discord().some((m) => m.id === transcript.id) ? undefined : true),
      'the transcript gone',
    );
    await until(
      () => (view.discord().filter(isVoice).length === voicesBefore ? true : undefined),
      'the voice message gone',
    );
  }, 120_000);

  it('without a usable webhook the bot posts the image itself, the name in its caption', async () => {
    // the channel's webhook deleted by hand and Manage Webhooks taken: Execute Webhook answers
    // Unknown Webhook and no new one can be made
    discord.emulator.webhooks.clear();
    discord.emulator.deny(discord.channel, 'MANAGE_WEBHOOKS');
    const file = slack.addFile(png, { name: 'nila-again.png', mimetype: 'image/png' });
    await slack.post(NILA.id, '', { files: [file] });
    const image = await until(
      () => view.discord().find((m) => m.content === 'Nila (Slack) sent an image' && m.attachments.length),
      'the image by the bot on Discord',
    );
    expect(image.webhook_id).toBeUndefined();
    expect((image.attachments[0] as { filename?: string }).filename).toBe('nila-again.png');
  }, 45_000);
});
