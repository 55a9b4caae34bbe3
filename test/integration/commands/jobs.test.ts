// The job side of the commands: what the pipeline enqueues, and runJob doing the slow work with a
// real client against the local API (pocketsphinx, tesseract, espeak-ng behind it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentError } from '../../../src/core/errors.js';
import type { MediaRef } from '../../../src/core/event.js';
import { runJob } from '../../../src/jobs/definitions.js';
import { createLanguageClient } from '../../../src/language/client.js';
import { BatchJobError } from '../../../src/language/errors.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { type Harness, jobDeps, startHarness, texts } from './harness.js';

const GOFORWARD = '/usr/share/pocketsphinx/test/data/goforward.raw';
let h: Harness;
let dir: string;
let goforwardWav: Buffer;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  h = await startHarness();
  dir = mkdtempSync(join(tmpdir(), 'dubash-jobs-'));
  const wav = join(dir, 'goforward.wav');
  execFileSync('sox', ['-t', 'raw', '-r', '16000', '-e', 'signed', '-b', '16', '-c', '1', GOFORWARD, wav]);
  goforwardWav = readFileSync(wav);
  files.set('voice-1', goforwardWav);
  files.set('corrupt', Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEjunk'), Buffer.alloc(200, 7)]));
  files.set('not-audio', Buffer.from('hello, this is a text file and not a recording at all'));
  files.set('fake-photo', Buffer.from('%%% definitely not a PNG %%%'.repeat(20)));
  files.set('notes.txt', Buffer.from('good morning\n'));
});
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const deps = () => jobDeps(h, files);
const event = {
  id: 'job-e1',
  kind: 'command' as const,
  conversation: { platform: 'local' as const, workspaceId: 'w', channelId: 'c' },
  messageId: 'm1',
  author: { id: 'asha', isBot: false, isSelf: false, isAdmin: false },
};

describe('/transcribe enqueues', () => {
  it('short voice notes to transcribe, with the event, media and progress id', async () => {
    const voice: MediaRef = { kind: 'voice', ref: 'voice-1', mimeType: 'audio/wav', durationS: 3 };
    const replies = await h.send('/transcribe', { replyTo: { messageId: 'm9', media: [voice] } });
    expect(replies).toEqual([]);
    expect(h.jobs.at(-1)).toMatchObject({
      name: 'transcribe',
      payload: { media: voice, language: 'en', progressMessageId: expect.stringMatching(/^progress-/) },
    });
    expect(h.jobs.at(-1)?.dedupeKey).toMatch(/:transcribe$/);
  });
  it('audio over a minute to batch STT', async () => {
    const long: MediaRef = { kind: 'audio', ref: 'long', durationS: 95 };
    await h.send('/transcribe', { media: [long] });
    expect(h.jobs.at(-1)?.name).toBe('batch-stt');
  });
  it('says what to do without audio', async () => {
    expect(texts(await h.send('/transcribe'))[0]).toMatch(/^Reply to a voice note/);
  });
});

describe('runJob', () => {
  it('transcribe: a spoken English recording becomes text', async () => {
    const media: MediaRef = { kind: 'voice', ref: 'voice-1' };
    const replies = await runJob('transcribe', { event, media, language: 'en' }, deps());
    expect(replies[0]?.type).toBe('text');
    expect(texts(replies)[0]?.toLowerCase()).toContain('forward');
  });

  it('batch-stt: the same recording through batch STT', async () => {
    const media: MediaRef = { kind: 'voice', ref: 'voice-1' };
    const replies = await runJob('batch-stt', { event, media, language: 'en' }, deps());
    expect(texts(replies)[0]?.toLowerCase()).toContain('forward');
  }, 60_000);

  it('corrupt audio: PermanentError that says what to send', async () => {
    const media: MediaRef = { kind: 'voice', ref: 'corrupt' };
    const err = await runJob('transcribe', { event, media }, deps()).catch((e) => e);
    expect(err).toBeInstanceOf(PermanentError);
    expect(err.message).toMatch(
      /^I could not read that audio \(.*\)\. Send a WAV, OGG\/Opus, MP3, FLAC or M4A recording\.$/,
    );
  });

  it('a text file as a voice note: PermanentError', async () => {
    const err = await runJob(
      'transcribe',
      { event, media: { kind: 'voice', ref: 'not-audio' } },
      deps(),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(PermanentError);
    expect(err.message).toMatch(/not a recognised format/);
  });

  it('a "photo" that is not an image: PermanentError', async () => {
    const err = await runJob('ocr', { event, media: { kind: 'image', ref: 'fake-photo' } }, deps()).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(PermanentError);
    expect(err.message).toBe(
      'That file is not an image or a PDF, so I cannot read text from it. Send a PNG, JPEG or PDF.',
    );
  });

  it('ocr: text in a rendered image', async () => {
    const png = join(dir, 'hello.png');
    execFileSync('convert', [
      '-size',
      '600x120',
      'xc:white',
      '-font',
      '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
      '-fill',
      'black',
      '-pointsize',
      '48',
      '-annotate',
      '+20+80',
      'Hello Team',
      png,
    ]);
    files.set('hello.png', readFileSync(png));
    const replies = await runJob(
      'ocr',
      { event, media: { kind: 'image', ref: 'hello.png' }, languages: ['en'] },
      deps(),
    );
    expect(texts(replies)[0]).toMatch(/Hello Team/i);
  });

  it('ocr translate: the characters count against the workspace budget, and the cache is used', async () => {
    if (!files.has('hello.png')) throw new Error('runs after the ocr test, which renders hello.png');
    const conversation = { platform: 'local' as const, workspaceId: `ocr-${h.workspace}`, channelId: 'c' };
    const payload = {
      event: { ...event, conversation },
      media: { kind: 'image', ref: 'hello.png' },
      languages: ['en'],
      translateTo: 'hi',
      budget: { characters: 1_000, audioSeconds: 0 },
    };
    const replies = await runJob('ocr', payload, deps());
    const read = /📄 (.*)/.exec(texts(replies)[0] ?? '')?.[1]?.trim() ?? '';
    expect(read).toMatch(/Hello Team/i);
    expect(texts(replies)[0]).toContain('(hi) ');
    expect(await h.usage.used(conversation, 'characters')).toBe(read.length);
    // The same text again is answered from the cache: nothing more is counted.
    await runJob('ocr', payload, deps());
    expect(await h.usage.used(conversation, 'characters')).toBe(read.length);
    // Over budget: a sentence for the person, no retries.
    const err = await runJob(
      'ocr',
      { ...payload, translateTo: 'ta', budget: { characters: read.length, audioSeconds: 0 } },
      deps(),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(PermanentError);
    expect(err.message).toMatch(/monthly budget/);
  });

  it('speak: an audio reply at the requested rate', async () => {
    const replies = await runJob(
      'speak',
      { event, text: 'hello there', voice: 'en_male', speed: 1.2, sampleRate: 16000 },
      deps(),
    );
    expect(replies[0]).toMatchObject({ type: 'audio', mimeType: 'audio/wav', replyTo: 'm1' });
    if (replies[0]?.type === 'audio') expect(replies[0].audio.readUInt32LE(24)).toBe(16000);
  });

  it('localize: a .txt document comes back as a file per language', async () => {
    await h.loadLookup([{ source: 'good morning', target: 'सुप्रभात', src: 'en', tgt: 'hi' }]);
    const media: MediaRef = { kind: 'document', ref: 'notes.txt', name: 'notes.txt' };
    const replies = await runJob('localize', { event, media, from: 'english', to: ['hindi'] }, deps());
    expect(replies).toMatchObject([{ type: 'file', filename: 'notes.hi.txt' }]);
    if (replies[0]?.type === 'file') expect(replies[0].file.toString('utf8')).toContain('सुप्रभात');
  }, 60_000);

  it('an API that cannot be reached: the error is rethrown for BullMQ to retry', async () => {
    const down = createLanguageClient({
      baseUrl: 'http://127.0.0.1:9/',
      wsUrl: 'ws://127.0.0.1:9/',
      apiKey: 'k',
      appId: 'a',
      retries: 0,
    });
    const err = await runJob(
      'speak',
      { event, text: 'hi', voice: 'en_male' },
      { ...deps(), language: down },
    ).catch((e) => e);
    expect(err).not.toBeInstanceOf(PermanentError);
    expect(err.retryable).toBe(true);
  });

  it('batch STT job code 999 is retried (rethrown as it is); 001 is not', async () => {
    const failingWith = (code: string) =>
      ({
        transcribeBatch: () => Promise.reject(new BatchJobError(`batch job failed (${code})`, code)),
      }) as unknown as LanguageClient;
    const media: MediaRef = { kind: 'voice', ref: 'voice-1', durationS: 2 };
    const run = (code: string) =>
      runJob('batch-stt', { event, media, language: 'en' }, { ...deps(), language: failingWith(code) }).catch(
        (e) => e,
      );
    const transient = await run('999');
    expect(transient).toBeInstanceOf(BatchJobError);
    expect(transient).not.toBeInstanceOf(PermanentError);
    expect(transient.code).toBe('999');
    const permanent = await run('001');
    expect(permanent).toBeInstanceOf(PermanentError);
    expect(permanent.cause).toBeInstanceOf(BatchJobError);
  });

  it('a payload that is not valid: PermanentError naming the field', async () => {
    const err = await runJob('speak', { event, voice: 'en_male' }, deps()).catch((e) => e);
    expect(err).toBeInstanceOf(PermanentError);
    // The person reads what to do, never the schema's words; the log keeps them (issue 9).
    expect(err.message).toBe(
      'I could not work on that message: the chat app sent it with details I cannot use. Please send it again.',
    );
    expect(err.cause.message).toMatch(/^bad speak job payload: text:/);
  });
});
