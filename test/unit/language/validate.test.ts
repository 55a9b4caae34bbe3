// Every validation rule: the error names the field and what is allowed, and nothing is sent
// (a real loopback server counts requests and connections and must see none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../src/language/errors.js';
import type { LanguageClient } from '../../../src/language/types.js';
import { clientFor, type Loopback, startLoopback } from './loopback.js';

let server: Loopback;
let client: LanguageClient;
const wav = Buffer.from('RIFF0000WAVEfmt ');

beforeAll(async () => {
  server = await startLoopback();
  client = clientFor(server);
});
afterAll(async () => {
  await client.close();
  await server.close();
});

type Case = [name: string, call: (c: LanguageClient) => Promise<unknown>, field: string, message: RegExp];

const tts = { speaker: 'hi_female', text: 'नमस्ते' } as const;
const cases: Case[] = [
  [
    'speed too high',
    (c) => c.tts({ ...tts, speed: 2 }),
    'speed',
    /^speed must be between 0\.5 and 1\.5 \(got 2\)$/,
  ],
  ['speed too low', (c) => c.tts({ ...tts, speed: 0.4 }), 'speed', /between 0\.5 and 1\.5 \(got 0\.4\)/],
  ['speed NaN', (c) => c.tts({ ...tts, speed: Number.NaN }), 'speed', /speed must be between/],
  ['pitch', (c) => c.tts({ ...tts, pitch: -3.5 }), 'pitch', /^pitch must be between -3 and 3 \(got -3\.5\)$/],
  [
    'sample rate',
    (c) => c.tts({ ...tts, sampleRate: 11025 }),
    'sampleRate',
    /sampleRate: unsupported sample rate 11025; allowed: 8000, 16000, 22050, 24000, 44100, 48000/,
  ],
  [
    'tts format',
    (c) => c.tts({ ...tts, format: 'aiff' as 'wav' }),
    'format',
    /format: unknown TTS format "aiff"; allowed: wav, mp3, flac, ogg, opus, pcm/,
  ],
  [
    'speaker',
    (c) => c.tts({ ...tts, speaker: 'xx_male' as 'hi_male' }),
    'speaker',
    /speaker: unknown TTS speaker "xx_male"; allowed: hi_male, /,
  ],
  ['no speaker', (c) => c.tts({ text: 'hi' } as never), 'speaker', /speaker is required; allowed: hi_male/],
  ['neither text nor ssml', (c) => c.tts({ speaker: 'hi_male' }), 'text', /exactly one of text or ssml/],
  [
    'both text and ssml',
    (c) => c.tts({ ...tts, ssml: '<speak>x</speak>' }),
    'ssml',
    /exactly one of text or ssml/,
  ],
  ['empty text', (c) => c.tts({ ...tts, text: '   ' }), 'text', /text must be a non-empty string/],
  [
    'empty text list',
    (c) => c.tts({ ...tts, text: [] }),
    'text',
    /text must be a non-empty string or a list/,
  ],
  [
    'translate to',
    (c) => c.translate({ text: 'hi', from: 'en', to: 'xx' }),
    'to',
    /^to: unknown translation language "xx"; allowed: hi, en, as, /,
  ],
  [
    'translate one of several',
    (c) => c.translate({ text: 'hi', from: 'en', to: ['hi', 'zz'] }),
    'to',
    /to: unknown translation language "zz"/,
  ],
  ['translate comma string', (c) => c.translate({ text: 'hi', from: 'en', to: 'hi,qq' }), 'to', /"qq"/],
  [
    'translate from',
    (c) => c.translate({ text: 'hi', from: 'sd', to: 'hi' }),
    'from',
    /from: unknown translation language "sd"/,
  ],
  [
    'translate empty text',
    (c) => c.translate({ text: '', from: 'en', to: 'hi' }),
    'text',
    /text must be a non-empty string/,
  ],
  [
    'domain 3.0',
    (c) => c.translate({ text: 'a', from: 'en', to: 'hi', domain: '3' }),
    'domain',
    /unknown translation domain "3" for appVersion 3\.0; allowed: generic, government/,
  ],
  [
    'domain 2.0',
    (c) => c.translate({ text: 'a', from: 'en', to: 'hi', appVersion: '2.0', domain: 'generic' }),
    'domain',
    /for appVersion 2\.0; allowed: 0, 1, 2/,
  ],
  [
    'app version',
    (c) => c.translate({ text: 'a', from: 'en', to: 'hi', appVersion: '4.0' as '3.0' }),
    'appVersion',
    /allowed: 2\.0, 3\.0/,
  ],
  [
    'nmtMask not en',
    (c) => c.translate({ text: 'a', from: 'hi', to: 'en', nmtMask: true }),
    'nmtMask',
    /nmtMask is allowed only when from is "en" \(got from "hi"\)/,
  ],
  [
    'nmtMaskTerms not en',
    (c) => c.translate({ text: 'a', from: 'ta', to: 'en', nmtMaskTerms: ['x'] }),
    'nmtMaskTerms',
    /only when from is "en"/,
  ],
  [
    'translit lang',
    (c) => c.transliterate({ text: 'a', from: 'en', to: 'kok' }),
    'to',
    /unknown transliteration language "kok"; allowed: hi, as/,
  ],
  [
    'translit domain',
    (c) => c.transliterate({ text: 'a', from: 'en', to: 'hi', domain: 'medical' }),
    'domain',
    /unknown transliteration domain "medical"/,
  ],
  [
    'translit cnt_lang',
    (c) => c.transliterate({ text: 'a', from: 'en', to: 'hi', cntLang: 'hi' as 'en' }),
    'cntLang',
    /allowed: en$/,
  ],
  [
    'translit suggestions',
    (c) => c.transliterate({ text: 'a', from: 'en', to: 'hi', noOfSuggestions: 0 }),
    'noOfSuggestions',
    /from 1 to 10 \(got 0\)/,
  ],
  [
    'ocr file type',
    (c) => c.ocr({ file: wav, fileType: 'doc' as 'pdf', languages: ['hi'] }),
    'fileType',
    /fileType: unknown OCR file type "doc"; allowed: pdf, img/,
  ],
  [
    'ocr language',
    (c) => c.ocr({ file: wav, fileType: 'img', languages: ['hi', 'ur'] }),
    'languages',
    /languages: unknown OCR language "ur"; allowed: en, as/,
  ],
  [
    'ocr no languages',
    (c) => c.ocr({ file: wav, fileType: 'img', languages: [] }),
    'languages',
    /at least one OCR language/,
  ],
  [
    'ocr empty file',
    (c) => c.ocr({ file: Buffer.alloc(0), fileType: 'img', languages: ['en'] }),
    'file',
    /file must be non-empty bytes/,
  ],
  [
    'ocr layout on image',
    (c) => c.ocr({ file: wav, fileType: 'img', languages: ['en'], ocrType: 'layout_ocr' }),
    'ocrType',
    /layout_ocr works only with fileType pdf/,
  ],
  [
    'analyse language',
    (c) => c.analyseText({ text: 'x', language: 'fr' }),
    'language',
    /unknown text-analysis language "fr"/,
  ],
  [
    'analyse summary',
    (c) => c.analyseText({ text: 'x', language: 'en', summary: 'long' as 'gist' }),
    'summary',
    /allowed: bullets, bullets_verbose, gist, headline, paragraph/,
  ],
  [
    'analyse safety',
    (c) => c.analyseText({ text: 'x', language: 'en', safety: ['spam' as 'profanity'] }),
    'safety',
    /hate_speech, profanity/,
  ],
  [
    'doc language names',
    (c) => c.localizeDocument({ file: wav, filename: 'a.txt', from: 'english', to: 'hi' as 'hindi' }),
    'to',
    /unknown document language name "hi"; allowed: english, hindi/,
  ],
  [
    'doc filename',
    (c) => c.localizeDocument({ file: wav, filename: '', from: 'english', to: 'hindi' }),
    'filename',
    /filename must be a non-empty string/,
  ],
  [
    'stt language',
    (c) => c.transcribeFile({ audio: wav, language: 'ur' }),
    'language',
    /unknown speech language "ur"; allowed: en, hi/,
  ],
  [
    'stt domain',
    (c) => c.transcribeFile({ audio: wav, language: 'en', domain: 'music' }),
    'domain',
    /unknown speech domain "music"/,
  ],
  [
    'stt format',
    (c) => c.transcribeFile({ audio: wav, language: 'en', format: 'aiff' as 'wav' }),
    'format',
    /unknown audio format "aiff"/,
  ],
  [
    'stt empty audio',
    (c) => c.transcribeFile({ audio: Buffer.alloc(0), language: 'en' }),
    'audio',
    /audio must be non-empty bytes/,
  ],
  [
    'batch format',
    (c) => c.submit({ audio: wav, language: 'en', format: 'ogg_opus' }),
    'format',
    /unknown batch audio format "ogg_opus"; allowed: 16k_int16, wav, flac, mp3/,
  ],
  ['batch job id', (c) => c.status('../etc/passwd'), 'jobId', /jobId must be the job id/],
  [
    'stream timeout',
    (c) => c.openStream({ language: 'en', timeoutS: 181 }),
    'timeoutS',
    /timeoutS must be greater than 0 and at most 180 seconds \(got 181\)/,
  ],
  ['stream timeout zero', (c) => c.openStream({ language: 'en', timeoutS: 0 }), 'timeoutS', /greater than 0/],
  [
    'stream silence',
    (c) => c.openStream({ language: 'en', silenceS: 31 }),
    'silenceS',
    /at most 30 seconds \(got 31\)/,
  ],
  [
    'stream silence negative',
    (c) => c.openStream({ language: 'en', silenceS: -1 }),
    'silenceS',
    /greater than 0/,
  ],
  [
    'stream format',
    (c) => c.openStream({ language: 'en', format: 'mp3' }),
    'format',
    /unknown stream audio format "mp3"; allowed: 16k_int16/,
  ],
  [
    'stream logging',
    (c) => c.openStream({ language: 'en', logging: 'yes' as 'true' }),
    'logging',
    /allowed: true, no_audio, no_transcript, false/,
  ],
];

describe('request validation (nothing is sent)', () => {
  it.each(cases)('%s', async (_name, call, field, message) => {
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).field).toBe(field);
    expect((error as Error).message).toMatch(message);
  });

  it('made no request and opened no connection for any invalid call', () => {
    expect(server.requests).toHaveLength(0);
    expect(server.connections()).toBe(0);
  });

  it('accepts formats in either case and several targets in one string', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.from([0xff, 0xfb, 0x90, 0x00]));
    });
    const result = await client.tts({ ...tts, format: 'MP3' });
    expect(result.format).toBe('mp3');
    expect(JSON.parse(server.requests[0]?.body.toString() ?? '{}').format).toBe('mp3');
  });
});
