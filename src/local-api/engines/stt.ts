// Speech-to-text behind one Recognizer interface.
//
// Built in: pocketsphinx_continuous (Debian's 0.8 build) with Debian's US-English model — English
// only, every domain. Other languages answer supports() = false, so the server says
// `no decoder for given args`.
//
// Pluggable: set LOCAL_STT_URL to a self-hosted HTTP recognizer (a Vosk or Whisper server behind a
// small adapter) and LOCAL_STT_LANGUAGES to the comma list of API language codes it serves
// (e.g. "hi,ta,hi_en"; "en" there takes English over from pocketsphinx). Protocol, kept minimal:
//   POST {LOCAL_STT_URL}?language=<code>&domain=<domain>   Content-Type: audio/wav (16 kHz mono int16)
//   → 200 JSON {text: string, words?: [{word, start, end, conf}], confidence?: number}
// LOCAL_STT_TIMEOUT_MS bounds each call (default 120000).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavHeader } from './media.js';
import { lastErrorLine, runProcess } from './process.js';
import { EngineInputError, type Recognition, type RecognizedWord, type Recognizer } from './types.js';

const SAMPLE_RATE = 16000;
/** Bytes per second of the server's working audio: 16 kHz mono int16. */
export const PCM_BYTES_PER_SECOND = SAMPLE_RATE * 2;
/** Less audio than this cannot hold a word; recognize() refuses it with 'audio too short'. */
export const MIN_AUDIO_SECONDS = 0.3;
export const MIN_AUDIO_BYTES = Math.round(MIN_AUDIO_SECONDS * PCM_BYTES_PER_SECOND);

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

function assertLongEnough(pcm: Buffer): void {
  if (pcm.length < MIN_AUDIO_BYTES) throw new EngineInputError('audio too short');
}

function summarize(words: RecognizedWord[], text?: string): Recognition {
  const confidence = words.length > 0 ? words.reduce((sum, w) => sum + w.conf, 0) / words.length : 0;
  return {
    text: text ?? words.map((w) => w.word).join(' '),
    words,
    confidence: Math.round(confidence * 1000) / 1000,
  };
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;

/**
 * pocketsphinx_continuous -time yes prints, per utterance, the hypothesis line then one line per
 * token "word start end posterior" (times in seconds from the start of the file). Fillers
 * (<s>, </s>, <sil>, [NOISE], ++NOISE++) are dropped and alternate pronunciations "word(2)"
 * reduced to the word.
 */
export function parsePocketsphinxTimes(output: string): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const token = match[1] ?? '';
    if (/^[<[+]/.test(token)) continue;
    const word = token.replace(/\(\d+\)$/, '');
    if (!word) continue;
    words.push({
      word,
      start: Number(match[2]),
      end: Number(match[3]),
      conf: Math.round(Math.min(1, Math.max(0, Number(match[4]))) * 1000) / 1000,
    });
  }
  return words;
}

export function createPocketsphinxRecognizer(): Recognizer {
  return {
    supports(language) {
      return language === 'en';
    },
    async recognize(pcm, language, _domain, signal) {
      if (language !== 'en') throw new EngineInputError('no decoder for given args');
      assertLongEnough(pcm);
      const dir = await mkdtemp(join(tmpdir(), 'dubash-stt-'));
      try {
        const path = join(dir, 'audio.raw');
        await writeFile(path, pcm);
        const seconds = pcm.length / PCM_BYTES_PER_SECOND;
        const args = [
          ...['-hmm', `${MODEL_DIR}/en-us`, '-dict', `${MODEL_DIR}/cmudict-en-us.dict`],
          ...['-lm', `${MODEL_DIR}/en-us.lm.bin`, '-samprate', String(SAMPLE_RATE)],
          ...['-infile', path, '-time', 'yes', '-logfn', '/dev/null'],
        ];
        const { stdout, stderr, code } = await runProcess('pocketsphinx_continuous', args, {
          // Decoding runs a little faster than real time on one core; leave generous headroom.
          timeoutMs: 30_000 + seconds * 3_000,
          maxOutputBytes: 16 * 1024 * 1024,
          signal,
        });
        if (code !== 0) throw new Error(`pocketsphinx failed: ${lastErrorLine(stderr)}`);
        return summarize(parsePocketsphinxTimes(stdout.toString('utf8')));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

interface HttpRecognizerReply {
  text?: unknown;
  words?: unknown;
  confidence?: unknown;
}

export function createHttpRecognizer(url: string, languages: string[]): Recognizer {
  const served = new Set(languages);
  const timeoutMs = Number(process.env.LOCAL_STT_TIMEOUT_MS ?? 120_000) || 120_000;
  return {
    supports(language) {
      return served.has(language);
    },
    async recognize(pcm, language, domain, abandon) {
      assertLongEnough(pcm);
      const target = new URL(url);
      target.searchParams.set('language', language);
      target.searchParams.set('domain', domain);
      const body = Buffer.concat([wavHeader(SAMPLE_RATE, 1, 16, pcm.length), pcm]);
      let response: Response;
      try {
        response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'audio/wav' },
          body,
          signal: abandon
            ? AbortSignal.any([abandon, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        // The URL may carry credentials; name only its origin.
        throw new Error(`speech recognizer at ${target.origin} unreachable: ${(err as Error).message}`);
      }
      if (!response.ok) throw new Error(`speech recognizer at ${target.origin} answered ${response.status}`);
      const reply = (await response.json()) as HttpRecognizerReply;
      const text = typeof reply.text === 'string' ? reply.text.trim() : '';
      const words = Array.isArray(reply.words) ? reply.words.flatMap(toWord) : [];
      const result = summarize(words, text);
      if (typeof reply.confidence === 'number') result.confidence = reply.confidence;
      return result;
    },
  };
}

function toWord(item: unknown): RecognizedWord[] {
  if (!item || typeof item !== 'object') return [];
  const w = item as Record<string, unknown>;
  const word = typeof w.word === 'string' ? w.word : typeof w.text === 'string' ? w.text : undefined;
  if (!word) return [];
  const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return [{ word, start: num(w.start), end: num(w.end), conf: num(w.conf ?? w.probability ?? 1) }];
}

/** The server's recognizer: the configured HTTP engine where it serves the language, else pocketsphinx. */
export function createRecognizer(env: NodeJS.ProcessEnv = process.env): Recognizer {
  const builtin = createPocketsphinxRecognizer();
  const url = env.LOCAL_STT_URL?.trim();
  if (!url) return builtin;
  if (!URL.canParse(url)) throw new Error('LOCAL_STT_URL is not a valid URL');
  const languages = (env.LOCAL_STT_LANGUAGES ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const remote = createHttpRecognizer(url, languages);
  const pick = (language: string, domain: string): Recognizer | undefined =>
    remote.supports(language, domain) ? remote : builtin.supports(language, domain) ? builtin : undefined;
  return {
    supports(language, domain) {
      return pick(language, domain) !== undefined;
    },
    recognize(pcm, language, domain, signal) {
      const engine = pick(language, domain);
      if (!engine) return Promise.reject(new EngineInputError('no decoder for given args'));
      return engine.recognize(pcm, language, domain, signal);
    },
  };
}
