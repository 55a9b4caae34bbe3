// What a newcomer trips on (issue 8): the member's platform language, OCR and STT languages from
// what the conversation uses, several analyses in one call, and voice notes and images moderated
// like typed text. Real pipeline, real commands, the local API on a free port, real tesseract.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRef } from '../../../src/core/event.js';
import type { Reply } from '../../../src/core/reply.js';
import { runJob } from '../../../src/jobs/definitions.js';
import { wavFromPcm16kMono } from '../../../src/language/audio.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type Harness, jobDeps, startHarness, texts } from './harness.js';

let h: Harness;
let dir: string;
const files = new Map<string, Buffer>();
const NOTO = '/usr/share/fonts/truetype/noto';

/** A white PNG with one line per entry, each in its font. */
function render(name: string, lines: { text: string; font: string }[]): Buffer {
  const path = join(dir, `${name}.png`);
  const args = ['-size', `1000x${110 * lines.length + 40}`, 'xc:white', '-pointsize', '48', '-fill', 'black'];
  lines.forEach((l, i) => {
    args.push('-font', `${NOTO}/${l.font}`, '-annotate', `+30+${90 + i * 110}`, l.text);
  });
  execFileSync('convert', [...args, path]);
  return readFileSync(path);
}

beforeAll(async () => {
  h = await startHarness();
  dir = mkdtempSync(join(tmpdir(), 'dubash-conv-'));
  files.set(
    'hindi-english',
    render('hindi-english', [
      { text: 'आज बैठक है', font: 'NotoSansDevanagari-Regular.ttf' },
      { text: 'The meeting is today', font: 'NotoSans-Regular.ttf' },
    ]),
  );
  files.set(
    'pii',
    render('pii', [{ text: 'Write to asha.rao@example.com today', font: 'NotoSans-Regular.ttf' }]),
  );
});
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const deps = (language: LanguageClient = h.client) => jobDeps(h, files, language);

const author = (id: string, locale?: string) => ({
  author: { id, isBot: false, isSelf: false, isAdmin: false, ...(locale ? { locale } : {}) },
});

describe("the member's platform language", () => {
  it('is their reading language when they never chose one (Telegram language_code ta)', async () => {
    const replies = await h.send('/translate good morning', author('meena', 'ta'));
    expect(texts(replies)[0]?.split('\n')[0]).toMatch(/^[\u0B80-\u0BFF ]+$/); // Tamil script
  });

  it('gives way to the language they chose', async () => {
    await h.send('/settings me language hi', author('ravi', 'ta'));
    const replies = await h.send('/translate good morning', author('ravi', 'ta'));
    expect(texts(replies)[0]?.split('\n')[0]).toMatch(/^[\u0900-\u097F ]+$/); // Devanagari
  });

  it('a locale dubash does not have (fr-FR): the workspace language', async () => {
    const replies = await h.send('/translate good morning', author('jean', 'fr-FR'));
    expect(texts(replies)[0]).toMatch(/already in English/);
  });
});

describe('/ocr reads the languages the conversation uses', () => {
  it('an image with a Hindi and an English line, for a member reading English: the Hindi comes back in Devanagari', async () => {
    const image: MediaRef = {
      kind: 'image',
      ref: 'hindi-english',
      mimeType: 'image/png',
      name: 'notice.png',
    };
    await h.send('/ocr', { media: [image] });
    const job = h.jobs.at(-1);
    expect(job?.name).toBe('ocr');
    const replies = await runJob('ocr', job?.payload, deps());
    const text = texts(replies)[0] ?? '';
    expect(text).toMatch(/बैठक/);
    expect(text).toMatch(/meeting is today/);
  }, 30_000);

  it('a channel in Hindi: Hindi and English, not every script', async () => {
    const conversation = { platform: 'local' as const, workspaceId: h.workspace, channelId: 'hindi-room' };
    await h.settings.set('channel', conversation, { language: 'hi' });
    const image: MediaRef = { kind: 'image', ref: 'hindi-english' };
    await h.send('/ocr', { conversation, media: [image] });
    expect(h.jobs.at(-1)?.payload.languages).toEqual(['hi', 'en']);
  });

  it("/transcribe defaults to the channel's language, not the English of the member asking", async () => {
    const conversation = { platform: 'local' as const, workspaceId: h.workspace, channelId: 'hindi-room' };
    const voice: MediaRef = { kind: 'voice', ref: 'v', durationS: 3 };
    await h.send('/transcribe', { conversation, replyTo: { messageId: 'm0', media: [voice] } });
    expect(h.jobs.at(-1)).toMatchObject({ name: 'transcribe', payload: { language: 'hi' } });
  });
});

describe('/analyse', () => {
  it('runs several analyses in one API call: `sentiment entities TEXT`', async () => {
    const before = h.requests.filter((r) => /text-analyse/.test(r.url)).length;
    const replies = await h.send('/analyse sentiment entities I love working with Priya in Mumbai');
    const [text] = texts(replies);
    expect(text).toMatch(/^Sentiment: positive/);
    expect(text).toMatch(/Entities: /);
    expect(text).not.toMatch(/entities I love/);
    expect(h.requests.filter((r) => /text-analyse/.test(r.url)).length - before).toBe(1);
  });
});

describe('voice notes and images under the channel policy, like typed text', () => {
  const event = {
    id: 'mod-e1',
    kind: 'message' as const,
    conversation: { platform: 'local' as const, workspaceId: 'w', channelId: 'c' },
    messageId: 'voice-msg',
    author: { id: 'asha', isBot: false, isSelf: false, isAdmin: false },
  };
  const policy = (mode: 'hide' | 'redact', dryRun = false) => ({ mode, types: ['pii' as const], dryRun });
  const image: MediaRef = { kind: 'image', ref: 'pii', mimeType: 'image/png' };
  const imageEvent = { ...event, media: [image] };
  const notices = (replies: Reply[]) => replies.filter((r) => r.type === 'notice');

  it('hide: the image is removed and its text never shown', async () => {
    const replies = await runJob(
      'ocr',
      { event: imageEvent, media: image, moderation: policy('hide') },
      deps(),
    );
    expect(texts(replies).join('\n')).not.toMatch(/asha\.rao/);
    expect(notices(replies)[0]).toMatchObject({ action: { type: 'delete', messageId: 'voice-msg' } });
    expect(texts(replies)[0]).toMatch(/This image was hidden because it contains personal data/);
  }, 30_000);

  it('redact: the redacted text is posted', async () => {
    const replies = await runJob(
      'ocr',
      { event: imageEvent, media: image, moderation: policy('redact') },
      deps(),
    );
    const [shown] = texts(replies);
    expect(shown).toMatch(/^📄 Write to/);
    expect(shown).not.toMatch(/asha\.rao@example\.com/);
    expect(notices(replies)[0]).not.toHaveProperty('action');
  }, 30_000);

  it('dry run: the text as it is, and a report for admins only', async () => {
    const replies = await runJob(
      'ocr',
      { event: imageEvent, media: image, moderation: policy('hide', true) },
      deps(),
    );
    expect(texts(replies)[0]).toMatch(/asha\.rao@example\.com/);
    expect(notices(replies)).toEqual([expect.objectContaining({ audience: 'admins' })]);
    expect(texts(notices(replies))[0]).toMatch(/^Moderation dry run: this image contains personal data/);
  }, 30_000);

  it('a voice note whose transcript has personal data: hidden (the message removed, no transcript)', async () => {
    // The recording is real audio through the real API; only the words heard are set, so that they hold an e-mail.
    const heard: LanguageClient = {
      ...h.client,
      transcribeFile: async (req) => ({
        ...(await h.client.transcribeFile(req)),
        text: 'mail me at asha.rao@example.com',
        displayText: 'mail me at asha.rao@example.com',
      }),
    };
    files.set('voice-pii', goforward());
    const voice: MediaRef = { kind: 'voice', ref: 'voice-pii', durationS: 3 };
    const replies = await runJob(
      'transcribe',
      { event: { ...event, media: [voice] }, media: voice, language: 'en', moderation: policy('hide') },
      deps(heard),
    );
    expect(texts(replies).join('\n')).not.toMatch(/asha\.rao/);
    expect(notices(replies)[0]).toMatchObject({ action: { type: 'delete', messageId: 'voice-msg' } });
    expect(texts(replies)[0]).toMatch(/This voice note was hidden/);
  }, 30_000);
});
/** pocketsphinx's own test recording (16 kHz mono PCM) as a WAV. */
const goforward = () => wavFromPcm16kMono(readFileSync('/usr/share/pocketsphinx/test/data/goforward.raw'));
