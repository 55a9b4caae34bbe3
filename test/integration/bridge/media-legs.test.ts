// Voice notes and images across all four platforms at once, each on its emulator with the real
// adapter: Slack (English), Telegram (Hindi), Discord (Tamil) and the web chat (Bengali). From
// each side a member sends a voice note (a real recording: OGG/Opus, and an AAC clip from Slack)
// and an image; each of the other three sides sees the audio as audio (a voice message or an
// audio file of the right type) with its transcript in that side's language and the author's
// name, and the image as an image with the author's name (on Discord the author is the poster of
// the image, and of a voice note's transcript, through the channel webhook). Replies to bridged
// voice notes stay replies (a Slack thread included), a deleted note's copies go (Discord's caption
// too), a note speech to text refuses still crosses as audio, and an English note in the Hindi
// group with no Hindi model is heard in English (spoken-language identification).
//
// The local API recognises English only, and the recording is English. A recognizer that hears
// the Hindi, Tamil and Bengali channels' notes with the English model stands in for the API's
// models of those languages (the STT language is the source channel's); one case turns it off.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationRef } from '../../../src/core/ids.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { createPocketsphinxRecognizer } from '../../../src/local-api/engines/stt.js';
import { EngineInputError, type Recognizer } from '../../../src/local-api/engines/types.js';
import { FLAGS, type StoredMessage } from '../../fakes/discord-emulator.js';
import type { WireMessage } from '../bot/harness.js';
import { type BridgeHarness, DISCORD, GROUP, SLACK, startBridgeHarness, TG } from './harness.js';

const WS = 'bridge';
const WEB = 'bangla';
const SLACK_CHANNEL = 'C0GENERAL1';
const SLACK_REF = { platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL } as const;
const WEB_USER = 'priya';

type Side = 'slack' | 'telegram' | 'discord' | 'web';
const SIDES: Side[] = ['slack', 'telegram', 'discord', 'web'];
/** who speaks on each side, as the other sides name them */
const WHO: Record<Side, string> = {
  slack: 'Asha (Slack)',
  telegram: 'Ravi (Telegram)',
  discord: 'Kavin (Discord)',
  web: `${WEB_USER} (Web chat)`,
};
/** "go forward ten meters" as each side reads it (Slack reads the notes of the other three, heard as words) */
const HEARD: Record<Side, string> = {
  slack: 'Go forward ten meters',
  telegram: 'दस मीटर आगे बढ़ो',
  discord: 'பத்து மீட்டர் முன்னே செல்',
  web: 'দশ মিটার এগিয়ে যাও',
};

/** "go forward ten meters", spoken (pocketsphinx's test recording), encoded as `args` say */
function recording(ext: string, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-voice-'));
  const out = join(dir, `goforward.${ext}`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', ...args, out],
  ]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}
/** three seconds of a 440 Hz tone: audio with no words in it */
function toneRecording(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-tone-'));
  const out = join(dir, 'tone.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-ac', '1', '-c:a', 'libopus', '-b:a', '32k', out],
  ]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}
/** a small picture (Telegram sends photos as JPEG, the others keep the member's PNG) */
function picture(ext: 'png' | 'jpg'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-bridge-img-'));
  const out = join(dir, `p.${ext}`);
  execFileSync('convert', ['-size', '48x32', 'gradient:blue-yellow', out]);
  const data = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

/** English pocketsphinx for the four channels' languages; `indic` false: English only (as the API). */
const speech = { indic: true };
function anyLanguageRecognizer(): Recognizer {
  const english = createPocketsphinxRecognizer();
  const hears = (language: string) =>
    language === 'en' || (speech.indic && ['hi', 'ta', 'bn'].includes(language));
  return {
    supports: (language, domain) => hears(language) && english.supports('en', domain),
    recognize: (pcm, language, domain, signal) =>
      hears(language)
        ? english.recognize(pcm, 'en', domain, signal)
        : Promise.reject(new EngineInputError('no decoder for given args')),
  };
}

let b: BridgeHarness;
let slack: NonNullable<BridgeHarness['slack']>;
let discord: NonNullable<BridgeHarness['discord']>;
/** an OGG/Opus voice note (Telegram, Discord, the web chat) */
let voice: Buffer;
/** a tone, OGG/Opus: no speech */
let tone: Buffer;
/** a Slack voice clip: AAC in MP4 (audio/mp4, audio_message.mp4) */
let clip: Buffer;
let png: Buffer;
let jpg: Buffer;

beforeAll(async () => {
  voice = recording('ogg', ['-c:a', 'libopus', '-b:a', '32k']);
  tone = toneRecording();
  clip = recording('mp4', ['-c:a', 'aac', '-b:a', '48k']);
  png = picture('png');
  jpg = picture('jpg');
  b = await startBridgeHarness({ all: true, localApi: { engines: { recognizer: anyLanguageRecognizer() } } });
  if (!b.slack || !b.discord) throw new Error('no Slack or Discord emulator');
  slack = b.slack;
  discord = b.discord;
  const refs: [ConversationRef, 'hi' | 'ta' | 'bn' | 'en'][] = [
    [{ platform: 'telegram', workspaceId: String(GROUP), channelId: String(GROUP) }, 'hi'],
    [{ platform: 'discord', workspaceId: discord.guild, channelId: discord.channel }, 'ta'],
    [{ platform: 'local', workspaceId: WS, channelId: WEB }, 'bn'],
    [{ platform: 'slack', workspaceId: 'T0TEAM0001', channelId: SLACK_CHANNEL }, 'en'],
  ];
  for (const [ref, language] of refs) await b.web.bot.settings.set('channel', ref, { language });
}, 90_000);
afterAll(() => b?.close(), 60_000);

async function until<T>(
  pick: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await pick();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `timed out waiting for ${what}; telegram: ${JSON.stringify(b.tgView().map((m) => m.text))}; discord: ${JSON.stringify(view.discord().map((m) => m.content))}; slack: ${JSON.stringify(view.slack().map((m) => m.text))}; web: ${JSON.stringify((await view.web()).map((m) => m.text))}; errors: ${b.errors.join(' | ')}`,
  );
}

/** What each side's members read from the bot now. */
const view = {
  slack: () => slack.visible(SLACK_CHANNEL, SLACK.asha.id).filter((m) => m.bot_id),
  discord: () => discord.emulator.botMessages(discord.channel),
  web: async () => (await b.web.messages(WS, WEB)).filter((m) => m.bot),
};

/** The bot's post on Telegram carrying a file, by its caption: method, caption, upload. */
const tgFilePost = (caption: string) =>
  b.emulator.calls.find(
    (c) =>
      c.status === 200 &&
      Number(c.params.chat_id) === GROUP &&
      ['sendVoice', 'sendPhoto', 'sendDocument', 'sendAudio'].includes(c.method) &&
      c.params.caption === caption,
  );

/** A member on each side sends a voice note or an image; each message's id on its side. */
async function fromEverySide(kind: 'voice' | 'image'): Promise<Record<Side, string>> {
  const slackFile =
    kind === 'voice'
      ? slack.addFile(clip, { name: 'audio_message.mp4', mimetype: 'audio/mp4', subtype: 'slack_audio' })
      : slack.addFile(png, { name: 'slack-picture.png', mimetype: 'image/png' });
  const fromSlack = await slack.post(SLACK.asha.id, '', { files: [slackFile] });
  expect(fromSlack.delivery.status).toBe(200);

  const fileId = b.emulator.addFile(kind === 'voice' ? voice : jpg, {
    path: kind === 'voice' ? 'voice/1.oga' : 'photos/1.jpg',
  });
  const tgId = kind === 'voice' ? 50_001 : 50_002;
  b.emulator.pushUpdate({
    update_id: 0,
    message: {
      message_id: tgId,
      from: TG.ravi,
      chat: { id: GROUP, title: 'Hindi room', type: 'supergroup' },
      date: Math.floor(Date.now() / 1000),
      ...(kind === 'voice'
        ? {
            voice: {
              file_id: fileId,
              file_unique_id: fileId,
              duration: 3,
              mime_type: 'audio/ogg',
              file_size: voice.length,
            },
          }
        : {
            photo: [
              { file_id: fileId, file_unique_id: fileId, width: 48, height: 32, file_size: jpg.length },
            ],
          }),
    },
  });

  const fromDiscord = discord.emulator.post(discord.channel, DISCORD.kavin, '', {
    attachments: [
      kind === 'voice'
        ? discord.emulator.attachment(voice, {
            filename: 'voice-message.ogg',
            contentType: 'audio/ogg',
            voice: { durationSecs: 3, waveform: 'AAAAAAAA' },
          })
        : discord.emulator.attachment(png, { filename: 'discord-picture.png', contentType: 'image/png' }),
    ],
    ...(kind === 'voice' ? { flags: FLAGS.IS_VOICE_MESSAGE } : {}),
  });

  const fromWeb = await b.web.upload(
    { workspace: WS, channel: WEB, user: WEB_USER, text: '' },
    kind === 'voice'
      ? { data: voice, name: 'voice.ogg', type: 'audio/ogg' }
      : { data: png, name: 'web-picture.png', type: 'image/png' },
  );
  expect(fromWeb.body.id, fromWeb.body.error).toBeTruthy();
  return {
    slack: fromSlack.ts,
    telegram: String(tgId),
    discord: fromDiscord.id,
    web: fromWeb.body.id ?? '',
  };
}

const captionOf = (kind: 'voice' | 'image', from: Side, to: Side) =>
  kind === 'voice' ? `${WHO[from]} 🎙️: ${HEARD[to]}` : `${WHO[from]} sent an image`;

/**
 * On Discord a copy is posted through the channel webhook as its author (the name is the poster's,
 * not in the text): an image with no text, a voice note's transcript (the voice message is the bot's).
 */
const onDiscordAs = (kind: 'voice' | 'image', from: Side) => (m: StoredMessage) =>
  !!m.webhook_id &&
  (m.author as { username?: string }).username === WHO[from] &&
  (kind === 'voice' ? m.content === `🎙️ ${HEARD.discord}` : m.attachments.length > 0);

/** Waits for what `from` sent to show on `to`; checks it is audio or an image there; returns its id there (on Discord, a voice note's caption). */
async function arrives(kind: 'voice' | 'image', from: Side, to: Side): Promise<string> {
  const caption = captionOf(kind, from, to);
  const what = `${kind} from ${from} on ${to}: "${caption}"`;
  if (to === 'telegram') {
    const post = await until(() => tgFilePost(caption), what);
    if (kind === 'voice') {
      expect(post.method, what).toBe('sendVoice');
      expect(post.files.voice?.data.toString('latin1', 0, 4), what).toBe('OggS');
    } else {
      expect(post.method, what).toBe('sendPhoto');
    }
    return String((post.result as { message_id: number }).message_id);
  }
  if (to === 'slack') {
    const post = await until(() => view.slack().find((m) => m.text === caption && m.files?.length), what);
    const file = post.files?.[0] as { id: string; name: string; mimetype: string };
    const bytes = slack.uploaded(file.id);
    if (kind === 'voice') {
      expect(file.mimetype, what).toBe('audio/ogg');
      expect(bytes?.toString('latin1', 0, 4), what).toBe('OggS');
    } else {
      expect(file.mimetype, what).toBe(from === 'telegram' ? 'image/jpeg' : 'image/png');
      expect(bytes?.equals(from === 'telegram' ? jpg : png), what).toBe(true);
    }
    return post.ts;
  }
  if (to === 'discord') {
    const post = await until(() => view.discord().find(onDiscordAs(kind, from)), what);
    if (kind === 'voice') {
      // a Discord voice message has no text: the caption comes first, then the voice message
      // (the first one after it: every side's note is the same recording)
      const voiceMsg = await until(() => {
        const all = view.discord();
        return all.slice(all.indexOf(post) + 1).find((m) => (m.flags & FLAGS.IS_VOICE_MESSAGE) !== 0);
      }, `${what} (the voice message after its caption)`);
      const att = voiceMsg.attachments[0] as { content_type?: string; duration_secs?: number };
      expect(att.content_type, what).toBe('audio/ogg');
      expect(att.duration_secs, what).toBeGreaterThan(1);
      return post.id;
    }
    const att = post.attachments[0] as { content_type?: string; filename?: string } | undefined;
    expect(att?.content_type, what).toBe(from === 'telegram' ? 'image/jpeg' : 'image/png');
    expect(att?.filename, what).toMatch(/\.(png|jpe?g)$/);
    return post.id;
  }
  const post = await until(
    async () => (await view.web()).find((m) => m.text === caption && m.attachments.length),
    what,
  );
  const att = post.attachments[0] as WireMessage['attachments'][number];
  if (kind === 'voice') {
    expect(att.kind, what).toBe('audio');
    // the web chat plays the clip as Slack made it
    expect(att.mimeType, what).toBe(from === 'slack' ? 'audio/mp4' : 'audio/ogg');
  } else {
    expect(att.kind, what).toBe('image');
    expect(att.mimeType, what).toBe(from === 'telegram' ? 'image/jpeg' : 'image/png');
  }
  return post.id;
}

/** Every directed leg: where each side's message is on every other side. */
async function everyLeg(kind: 'voice' | 'image') {
  const copies = new Map<string, string>();
  const failures: string[] = [];
  await Promise.all(
    SIDES.flatMap((from) =>
      SIDES.filter((to) => to !== from).map(async (to) => {
        try {
          copies.set(`${from}>${to}`, await arrives(kind, from, to));
        } catch (err) {
          failures.push(`${from} → ${to}: ${(err as Error).message.slice(0, 600)}`);
        }
      }),
    ),
  );
  expect(failures).toEqual([]);
  return copies;
}

describe('bridge media: every leg of Slack (en) ↔ Telegram (hi) ↔ Discord (ta) ↔ web chat (bn)', () => {
  let voiceCopies = new Map<string, string>();
  let sent: Record<Side, string>;

  it('one bridge from a Slack code, joined from Telegram, Discord and the web chat', async () => {
    const botUser = slack.team().botUserId;
    await slack.post(SLACK.admin.id, `<@${botUser}> bridge create`);
    const made = await until(
      () =>
        slack
          .visible(SLACK_CHANNEL, SLACK.admin.id)
          .find((m) => m.visibleTo === SLACK.admin.id && /Bridge code/.test(m.text)),
      'the code on Slack, for the admin alone',
    );
    const code = /Bridge code: ([A-Z0-9]+)/.exec(made.text)?.[1];
    expect(code, made.text).toBeTruthy();
    b.tgSay('admin', `/bridge join ${code}`);
    await until(() => b.tgView().find((m) => m.text.startsWith('ब्रिज जुड़ गया')), 'Telegram joined');
    // one code, one channel: each further channel joins with a fresh one
    const forDiscord = await b.nextCode(SLACK_REF);
    discord.emulator.slash(discord.channel, DISCORD.admin, 'bridge', [
      { name: 'join', type: 1, options: [{ name: 'code', type: 3, value: forDiscord }] },
    ]);
    await until(() => view.discord().find((m) => m.content.startsWith('Bridged.')), 'Discord joined');
    const forWeb = await b.nextCode(SLACK_REF);
    await b.web.post({ workspace: WS, channel: WEB, user: 'admin', text: `/bridge join ${forWeb}` });
    await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.bot && m.text.startsWith('Bridged.')));
  }, 60_000);

  it('a voice note from each side arrives on the three others as audio, its transcript in their language', async () => {
    sent = await fromEverySide('voice');
    voiceCopies = await everyLeg('voice');
    // metered once, in the source channel: the web chat's upload by the length of the recording (2.8 s)
    const webRef: ConversationRef = { platform: 'local', workspaceId: WS, channelId: WEB };
    expect(await new RedisUsageMeter(b.web.redis).used(webRef, 'audioSeconds')).toBe(3);
  }, 150_000);

  it('an image from each side arrives on the three others as an image with its author', async () => {
    await fromEverySide('image');
    await everyLeg('image');
  }, 90_000);

  it('a reply on Telegram to the bridged voice note of Slack stays a reply on every side', async () => {
    const tgCopy = Number(voiceCopies.get('slack>telegram'));
    b.tgSay('ravi', 'सुप्रभात', { replyTo: tgCopy });
    const inSlack = await until(
      () =>
        view
          .slack()
          .find((m) =>
            m.username === 'Ravi (Telegram)'
              ? m.text === 'good morning'
              : m.text === 'Ravi (Telegram): good morning',
          ),
      'the reply on Slack',
    );
    expect(inSlack.thread_ts).toBe(sent.slack);
    const inDiscord = await until(
      () => view.discord().find((m) => m.content === 'Ravi (Telegram): காலை வணக்கம்'),
      'the reply on Discord',
    );
    expect((inDiscord.message_reference as { message_id?: string } | undefined)?.message_id).toBe(
      voiceCopies.get('slack>discord'),
    );
    const inWeb = await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.text === 'Ravi (Telegram): সুপ্রভাত'));
    expect(inWeb.replyTo).toBe(voiceCopies.get('slack>web'));
  }, 45_000);

  it('a Slack thread reply to a bridged voice note answers it everywhere; a reply to one elsewhere threads on Slack', async () => {
    // Asha answers, in its thread, the file Ravi's (Telegram) note became on Slack
    await slack.post(SLACK.asha.id, 'good morning', { thread_ts: voiceCopies.get('telegram>slack') ?? '' });
    const inTg = await until(() => b.tgView().find((m) => m.text === 'Asha (Slack): सुप्रभात'), 'on Telegram');
    expect(inTg.replyTo).toBe(Number(sent.telegram));
    const inDiscord = await until(
      () => view.discord().find((m) => m.content === 'Asha (Slack): காலை வணக்கம்'),
      'on Discord',
    );
    expect((inDiscord.message_reference as { message_id?: string } | undefined)?.message_id).toBe(
      voiceCopies.get('telegram>discord'),
    );
    const inWeb = await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.text === 'Asha (Slack): সুপ্রভাত'));
    expect(inWeb.replyTo).toBe(voiceCopies.get('telegram>web'));

    // Ravi answers on Telegram the copy of Kavin's (Discord) note: on Slack, in the thread of its file
    b.tgSay('ravi', 'सुप्रभात', { replyTo: Number(voiceCopies.get('discord>telegram')) });
    const inSlack = await until(
      () =>
        view
          .slack()
          .find(
            (m) =>
              m.thread_ts === voiceCopies.get('discord>slack') &&
              (m.username === 'Ravi (Telegram)'
                ? m.text === 'good morning'
                : m.text === 'Ravi (Telegram): good morning'),
          ),
      'in the thread of the file on Slack',
    );
    expect(inSlack.ts).not.toBe(inSlack.thread_ts);
  }, 45_000);

  it('a voice note deleted on its side goes from the others, audio and caption', async () => {
    // the web chat's note, and the Slack clip (one deleted on each platform that tells of deletes)
    const del = await fetch(`${b.web.url}/local/api/messages/${sent.web}?user=${WEB_USER}`, {
      method: 'DELETE',
    });
    const isVoice = (m: { flags: number }) => (m.flags & FLAGS.IS_VOICE_MESSAGE) !== 0;
    const voicesOnDiscord = view.discord().filter(isVoice).length;
    expect(del.ok).toBe(true);
    expect((await slack.remove(sent.slack)).status).toBe(200);
    for (const [from, to] of [
      ['web', 'telegram'],
      ['web', 'slack'],
      ['web', 'discord'],
      ['slack', 'telegram'],
      ['slack', 'discord'],
      ['slack', 'web'],
    ] as [Side, Side][]) {
      const caption = captionOf('voice', from, to);
      const gone = async () => {
        if (to === 'telegram') return !b.tgView().some((m) => m.text === caption);
        if (to === 'slack') return !view.slack().some((m) => m.text === caption);
        if (to === 'discord') return !view.discord().some(onDiscordAs('voice', from));
        return !(await view.web()).some((m) => m.text === caption);
      };
      await until(
        async () => ((await gone()) ? true : undefined),
        `the ${from} note gone from ${to}`,
        20_000,
      );
    }
    // on Discord the two voice messages went with their captions
    await until(
      () => (view.discord().filter(isVoice).length === voicesOnDiscord - 2 ? true : undefined),
      'the two voice messages gone from Discord',
      20_000,
    );
  }, 60_000);

  it('a voice note the API cannot transcribe (no Hindi model, no speech it can tell) still crosses as audio with its author', async () => {
    speech.indic = false;
    try {
      // a tone: no recogniser for Hindi, and no words for spoken-language identification either
      b.tgVoice('ravi', tone, { duration: 3, messageId: 60_001 });
      const said = 'Ravi (Telegram) sent a voice note';
      await until(() => view.slack().find((m) => m.text === said && m.files?.length), 'on Slack', 30_000);
      // on Discord as Ravi, through the webhook; the voice message is the bot's
      await until(
        () =>
          view
            .discord()
            .find(
              (m) =>
                m.webhook_id &&
                (m.author as { username?: string }).username === 'Ravi (Telegram)' &&
                m.content === '🎙️ voice note',
            ),
        'on Discord',
        30_000,
      );
      const web = await b.web.waitFor(WS, WEB, (ms) => ms.find((m) => m.text === said));
      expect(web.attachments[0]?.kind).toBe('audio');
      // auto-transcribe is on in the group: it says why there is no transcript, not that none was heard
      const told = await until(() => b.tgView().find((m) => m.replyTo === 60_001), 'the reason on Telegram');
      expect(told.text).toBe(
        '⚠️ I could not transcribe that voice note: the speech service has no recogniser for Hindi.',
      );
    } finally {
      speech.indic = true;
    }
  }, 60_000);

  it('an English voice note in the Hindi group, with no Hindi model: heard in English, its transcript crosses', async () => {
    speech.indic = false;
    try {
      const onSlack = () =>
        view.slack().filter((m) => /^Ravi \(Telegram\) 🎙️: Go forward (ten|10) meters$/i.test(m.text)).length;
      const before = onSlack();
      b.tgVoice('ravi', voice, { duration: 3, messageId: 60_002 });
      // the group's own transcript, in English, with a line saying why (in the group's reader
      // language, English, as the refusal above)
      const told = await until(
        () => b.tgView().find((m) => m.replyTo === 60_002),
        'the transcript on Telegram',
      );
      expect(told.text).toMatch(/^🎙️ go forward (ten|10) meters\n/i);
      expect(told.text).toContain('(Transcribed as English: the speech service cannot recognise Hindi.)');
      // and the words, translated, on the other sides
      await until(() => (onSlack() > before ? true : undefined), 'the transcript on Slack', 30_000);
      await until(
        () => view.discord().filter(onDiscordAs('voice', 'telegram')).length > 1 || undefined,
        'the transcript on Discord',
        30_000,
      );
    } finally {
      speech.indic = true;
    }
  }, 60_000);
});
