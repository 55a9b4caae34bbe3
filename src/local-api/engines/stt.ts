// Speech-to-text behind one Recognizer interface.
//
// Built in: pocketsphinx_continuous (Debian's 0.8 build) with Debian's US-English model — English
// only, every domain; per file, or live (fed a stream's audio as it arrives). Other languages
// answer supports() = false, so the server says `no decoder for given args`.
//
// Pluggable: set LOCAL_STT_URL to a self-hosted HTTP recognizer (a Vosk or Whisper server behind a
// small adapter) and LOCAL_STT_LANGUAGES to the comma list of API language codes it serves
// (e.g. "hi,ta,hi_en"; "en" there takes English over from pocketsphinx). Protocol, kept minimal:
//   POST {LOCAL_STT_URL}?language=<code>&domain=<domain>   Content-Type: audio/wav (16 kHz mono int16)
//   → 200 JSON {text: string, words?: [{word, start, end, conf}], confidence?: number}
// LOCAL_STT_TIMEOUT_MS bounds each call (default 120000).
import { type ChildProcess, spawn } from 'node:child_process';
import { constants, openSync } from 'node:fs';
import { mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavHeader } from './media.js';
import { lastErrorLine, runProcess } from './process.js';
import {
  EngineInputError,
  type LiveOptions,
  type LiveRecognition,
  type Recognition,
  type RecognizedWord,
  type Recognizer,
} from './types.js';

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

/** Seconds of the input the output accounts for: the end of its last token, fillers included. */
export function decodedUntil(output: string): number {
  let end = 0;
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (match) end = Math.max(end, Number(match[3]));
  }
  return end;
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
        const { stdout, stderr, code } = await runProcess('pocketsphinx_continuous', pocketsphinxArgs(path), {
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
    live(language, _domain, opts) {
      if (language !== 'en' || liveRunning >= MAX_LIVE_RECOGNIZERS) return undefined;
      return startLivePocketsphinx(opts ?? {});
    },
  };
}

function pocketsphinxArgs(infile: string): string[] {
  return [
    ...['-hmm', `${MODEL_DIR}/en-us`, '-dict', `${MODEL_DIR}/cmudict-en-us.dict`],
    ...['-lm', `${MODEL_DIR}/en-us.lm.bin`, '-samprate', String(SAMPLE_RATE)],
    ...['-infile', infile, '-time', 'yes', '-logfn', '/dev/null'],
  ];
}

/**
 * Live recognizers running now. Each holds the model (~100 MB) for as long as its stream talks, so
 * they are capped; a stream beyond the cap falls back to recognizing what it buffered.
 */
let liveRunning = 0;
export const MAX_LIVE_RECOGNIZERS = 8;

/**
 * pocketsphinx_continuous reading the stream's PCM as it arrives (Debian's 0.8 build has no `live`
 * mode, but its file mode reads its input block by block): the model loads once, the audio is
 * decoded while it arrives, and each pause (its own voice activity) prints a segment. The decoding
 * is the same as recognize()'s of the whole file, so the final text is too. The input is a FIFO:
 * Node's child stdin is a socket, which pocketsphinx cannot open by name. Not queued: it lives as
 * long as its stream, mostly waiting for audio; MAX_LIVE_RECOGNIZERS and the stream limits bound them.
 */
function startLivePocketsphinx(opts: LiveOptions): LiveRecognition {
  liveRunning++;
  let stdout = '';
  let stderr = '';
  let written = 0;
  let lastText = '';
  let ended = false;
  let failure: Error | undefined;
  let child: ChildProcess | undefined;
  let input: Socket | undefined;
  let pending: Buffer[] = []; // audio written before the FIFO is open
  let timer: NodeJS.Timeout | undefined;
  const kill = (err: Error) => {
    failure ??= err;
    input?.destroy();
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const onAbort = () => kill(new Error('recognition abandoned'));
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  let opened: Promise<void> = Promise.resolve();
  const finishInput = () => {
    // Once every byte is in the FIFO and pocketsphinx has it open, closing the only writer is its
    // end of file. (Closed before it opens, its open would wait for a writer for ever.)
    input?.write(Buffer.alloc(0), () => void opened.then(() => input?.destroy()));
  };

  const done = (async (): Promise<Recognition> => {
    let dir: string | undefined;
    try {
      dir = await mkdtemp(join(tmpdir(), 'dubash-live-'));
      const fifo = join(dir, 'audio.pcm');
      const made = await runProcess('mkfifo', ['-m', '600', fifo], { timeoutMs: 10_000 });
      if (made.code !== 0) throw new Error(`mkfifo failed: ${lastErrorLine(made.stderr)}`);
      if (failure) throw failure;
      const proc = spawn('pocketsphinx_continuous', pocketsphinxArgs(fifo), {
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: false,
      });
      // At the server's priority, unlike the batch engines (nice 10): it must keep up with a
      // speaker, and takes about a quarter of a core per real-time stream. At nice 10 on a busy
      // machine it fell tens of seconds behind, and the final waited for it.
      child = proc;
      const closed = new Promise<number | null>((resolve) => {
        proc.on('close', (code) => resolve(code));
        proc.on('error', (err: NodeJS.ErrnoException) => {
          failure ??=
            err.code === 'ENOENT'
              ? new Error('pocketsphinx_continuous is not installed (apt-get install pocketsphinx)')
              : new Error(`pocketsphinx could not be started: ${err.message}`);
          resolve(null);
        });
      });
      proc.stdout.setEncoding('utf8');
      proc.stdout.on('data', (text: string) => {
        stdout += text;
        if (stdout.length > 16 * 1024 * 1024) return kill(new Error('pocketsphinx produced too much output'));
        const now = summarize(parsePocketsphinxTimes(stdout)).text;
        if (now && now !== lastText) {
          lastText = now;
          opts.onText?.(now, decodedUntil(stdout));
        }
      });
      proc.stderr.setEncoding('utf8');
      proc.stderr.on('data', (text: string) => {
        stderr = (stderr + text).slice(-8192);
      });
      // Read-write, so opening never blocks waiting for the reader (Linux FIFO semantics).
      const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
      input = new Socket({ fd, readable: false, writable: true });
      input.on('error', (err) => kill(new Error(`pocketsphinx input failed: ${err.message}`)));
      opened = proc.pid === undefined ? Promise.resolve() : openedBy(proc, fifo);
      if (failure) kill(failure);
      for (const chunk of pending) input.write(chunk);
      pending = [];
      if (ended) finishInput();
      const code = await closed;
      if (failure) throw failure;
      if (code !== 0) throw new Error(`pocketsphinx failed: ${lastErrorLine(stderr)}`);
      return summarize(parsePocketsphinxTimes(stdout));
    } finally {
      liveRunning--;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      input?.destroy();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  })();
  done.catch(() => undefined); // reported by end(); a stream that never ends must not leave it unhandled
  if (opts.signal?.aborted) onAbort();

  return {
    write(pcm) {
      if (failure || ended) return;
      written += pcm.length;
      if (input) input.write(pcm);
      else pending.push(Buffer.from(pcm));
    },
    end() {
      if (!ended) {
        ended = true;
        if (input) finishInput();
        // What is left is the audio not decoded yet: a fraction, unless the machine was too busy.
        const seconds = written / PCM_BYTES_PER_SECOND;
        timer = setTimeout(() => kill(new Error('pocketsphinx timed out')), 30_000 + seconds * 3_000);
      }
      return done;
    },
  };
}

/** Resolves once `proc` has `path` open (Linux /proc), or has exited. */
async function openedBy(proc: ChildProcess, path: string): Promise<void> {
  const fds = `/proc/${proc.pid}/fd`;
  while (proc.exitCode === null && proc.signalCode === null) {
    let names: string[];
    try {
      names = await readdir(fds);
    } catch {
      return; // gone
    }
    for (const name of names) {
      if ((await readlink(`${fds}/${name}`).catch(() => '')) === path) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
    live(language, domain, opts) {
      return pick(language, domain)?.live?.(language, domain, opts);
    },
  };
}
