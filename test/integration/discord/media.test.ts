// Voice messages, speak, images and files end to end: context menus on a voice message and on an
// image, a `speak` that answers with a real voice message, a video's sound transcribed, an
// attachment over the limit. The workers run in a bot of their own (as `dubash worker`), so every
// interaction is completed through its token from another adapter instance.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const STRING = 3;
let h: DiscordHarness;
let voice: Buffer;
let photo: Buffer;
let dir: string;
const byInteraction = (id: string) => (m: StoredMessage) =>
  (m.interaction_metadata as { id?: string } | undefined)?.id === id;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dubash-discord-media-'));
  const ogg = join(dir, 'goforward.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  voice = readFileSync(ogg);
  const png = join(dir, 'hello.png');
  execFileSync('convert', [
    ...['-size', '600x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
    ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', 'Hello Team', png],
  ]);
  photo = readFileSync(png);
  h = await startDiscordHarness({ separateWorkers: true, adapter: { maxDownloadBytes: 2 * 1024 * 1024 } });
}, 60_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('"Transcribe" on a voice message: the OGG/Opus is transcribed as it is, for the member who asked', async () => {
  const note = h.emulator.post(h.channels.general, MEMBERS.asha, '', {
    attachments: [
      h.emulator.attachment(voice, {
        filename: 'voice-message.ogg',
        contentType: 'audio/ogg',
        voice: { durationSecs: 3, waveform: 'AAAA' },
      }),
    ],
    flags: 8192,
  });
  const i = h.emulator.contextMenu(h.channels.general, MEMBERS.ravi, 'Transcribe', note.id);
  const answer = await until(
    () =>
      h.emulator
        .visible(h.channels.general, MEMBERS.ravi.id)
        .find((m) => byInteraction(String(i.id))(m) && /go forward/i.test(m.content)),
    'the transcript',
    40_000,
  );
  expect(answer.flags & 64).toBe(64);
  expect(h.emulator.visible(h.channels.general, MEMBERS.asha.id).some((m) => m.id === answer.id)).toBe(false);
}, 45_000);

it('"Read text" on an image: OCR of the target message', async () => {
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'look', {
    attachments: [h.emulator.attachment(photo, { filename: 'hello.png', contentType: 'image/png' })],
  });
  const i = h.emulator.contextMenu(h.channels.general, MEMBERS.ravi, 'Read text', post.id);
  await until(
    () =>
      h.emulator
        .visible(h.channels.general, MEMBERS.ravi.id)
        .find((m) => byInteraction(String(i.id))(m) && /Hello Team/i.test(m.content)),
    'the OCR text',
    40_000,
  );
}, 45_000);

it('/speak answers with a real voice message: audio/ogg, duration and waveform from the audio', async () => {
  const i = h.emulator.slash(h.channels.general, MEMBERS.asha, 'speak', [
    { name: 'text', type: STRING, value: 'नमस्ते, आप कैसे हैं?' },
  ]);
  const vm = await until(
    () =>
      h.emulator
        .botMessages(h.channels.general)
        .find(
          (m) =>
            (m.flags & 8192) !== 0 &&
            m.timestamp &&
            Date.parse(String(m.timestamp)) >= Number(BigInt(String(i.id)) >> 22n) + 1_420_070_400_000,
        ),
    'the voice message',
    40_000,
  );
  const a = vm.attachments[0] as {
    content_type: string;
    duration_secs: number;
    waveform: string;
    url: string;
  };
  expect(vm.content).toBe('');
  expect(a.content_type).toBe('audio/ogg');
  const bytes = Buffer.from(await (await fetch(a.url)).arrayBuffer());
  expect(bytes.toString('latin1', 0, 4)).toBe('OggS');
  const file = join(dir, 'spoken.ogg');
  writeFileSync(file, bytes);
  const probed = Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]).toString(),
  );
  expect(Math.abs(a.duration_secs - probed)).toBeLessThan(0.15);
  const wave = Buffer.from(a.waveform, 'base64');
  expect(wave.length).toBeGreaterThan(5);
  expect(wave.length).toBeLessThanOrEqual(256);
  expect(Math.max(...wave)).toBe(255);
  // The interaction itself was answered too (not left "thinking").
  const original = h.emulator.messages.get(h.channels.general)?.find(byInteraction(String(i.id)));
  expect((original?.flags ?? 128) & 128).toBe(0);
}, 45_000);

it('/transcribe with an attachment option over the limit gets a clear answer', async () => {
  const big = h.emulator.attachment(Buffer.alloc(3 * 1024 * 1024, 1), {
    filename: 'long.ogg',
    contentType: 'audio/ogg',
  });
  const i = h.emulator.slash(
    h.channels.general,
    MEMBERS.asha,
    'transcribe',
    [{ name: 'attachment', type: 11, value: String(big.id) }],
    {
      attachments: { [String(big.id)]: big },
    },
  );
  const answer = await until(
    () => h.emulator.visible(h.channels.general, MEMBERS.asha.id).find(byInteraction(String(i.id))),
    'the answer',
  );
  await until(() => /larger than the 2 MB/.test(answer.content) || undefined, 'the size sentence');
});

it('a message with an attachment over the limit gets a clear reply', async () => {
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, '', {
    attachments: [
      h.emulator.attachment(Buffer.alloc(3 * 1024 * 1024, 1), {
        filename: 'big.pdf',
        contentType: 'application/pdf',
      }),
    ],
  });
  await until(
    () =>
      h.emulator
        .botMessages(h.channels.general)
        .find(
          (m) =>
            (m.message_reference as { message_id?: string } | undefined)?.message_id === post.id &&
            /larger than the 2 MB/.test(m.content),
        ),
    'the size reply',
  );
});

it('"Read aloud" on a message: the speech as an audio file only the member who asked sees', async () => {
  const post = h.emulator.post(h.channels.general, MEMBERS.asha, 'नमस्ते, आप कैसे हैं?');
  const i = h.emulator.contextMenu(h.channels.general, MEMBERS.ravi, 'Read aloud', post.id);
  const answer = await until(
    () =>
      h.emulator
        .visible(h.channels.general, MEMBERS.ravi.id)
        .find((m) => byInteraction(String(i.id))(m) && m.attachments.length > 0),
    'the speech',
    40_000,
  );
  expect(answer.flags & 64).toBe(64);
  const a = answer.attachments[0] as { content_type: string; url: string };
  expect(a.content_type).toBe('audio/ogg');
  const bytes = Buffer.from(await (await fetch(a.url)).arrayBuffer());
  expect(bytes.toString('latin1', 0, 4)).toBe('OggS');
  expect(h.emulator.visible(h.channels.general, MEMBERS.asha.id).some((m) => m.id === answer.id)).toBe(false);
}, 45_000);
