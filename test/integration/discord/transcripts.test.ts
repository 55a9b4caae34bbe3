// A long transcript through an interaction: voice messages go to speech-to-text as OGG/Opus as they
// are (`ogg_opus`), the answer is split under Discord's 2,000 characters, and the whole transcript
// also comes as transcript.txt, all for the member who asked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LanguageClient } from '../../../src/language/types.js';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const LONG = Array.from(
  { length: 60 },
  (_, i) => `This is sentence number ${i + 1} of a long voice message.`,
).join(' ');
const formats: string[] = [];
let h: DiscordHarness;
let voice: Buffer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-discord-stt-'));
  const ogg = join(dir, 'goforward.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  voice = readFileSync(ogg);
  rmSync(dir, { recursive: true, force: true });
  // The recognizer's words are canned (a long transcript); the request it gets is real.
  const canned = (client: LanguageClient): LanguageClient =>
    new Proxy(client, {
      get(target, key, receiver) {
        if (key === 'transcribeFile')
          return async (req: Parameters<LanguageClient['transcribeFile']>[0]) => {
            formats.push(String(req.format));
            return { id: 'x', text: LONG, displayText: LONG, confidence: 0.9, cause: 'ready' };
          };
        const v = Reflect.get(target, key, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
  h = await startDiscordHarness({ language: canned });
}, 60_000);
afterAll(() => h?.close());

it('"Transcribe" on a voice message: parts under 2,000 characters and transcript.txt, ephemeral', async () => {
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
  const mine = (m: StoredMessage) => (m.interaction_metadata as { id?: string } | undefined)?.id === i.id;
  const file = await until(
    () =>
      h.emulator
        .visible(h.channels.general, MEMBERS.ravi.id)
        .find((m) => mine(m) && m.attachments.length > 0),
    'the transcript file',
    40_000,
  );
  const parts = h.emulator
    .visible(h.channels.general, MEMBERS.ravi.id)
    .filter((m) => mine(m) && /sentence number/.test(m.content));
  expect(parts.length).toBeGreaterThanOrEqual(2);
  for (const p of parts) expect(p.content.length).toBeLessThanOrEqual(2_000);
  expect(parts.map((p) => p.content).join(' ')).toContain('sentence number 60');
  const a = file.attachments[0] as { filename: string; url: string };
  expect(a.filename).toBe('transcript.txt');
  expect(await (await fetch(a.url)).text()).toContain(LONG);
  for (const m of [...parts, file]) expect(m.flags & 64).toBe(64);
  // (auto-transcription of the voice message counts too)
  expect(formats.length).toBeGreaterThan(0);
  expect(new Set(formats)).toEqual(new Set(['ogg_opus']));
}, 45_000);
