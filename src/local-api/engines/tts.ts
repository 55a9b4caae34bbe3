// Text-to-speech with espeak-ng. Every speaker code of the contract maps to its language's espeak-ng
// voice plus a voice variant (+m3, +f2, …), so male, female and the _2/_3/_4 codes sound distinct.
// espeak-ng writes 22050 Hz mono int16 WAV; runs of segments in one voice are spoken by one process,
// joined with their pauses as PCM, and encoded once into the requested rate and container.
import { TTS_SPEAKERS } from '../../language/codes.js';
import { joinBuffers } from '../join-buffers.js';
import { encodeAudio, wavData, wavHeader } from './media.js';
import { lastErrorLine, runProcess } from './process.js';
import { EngineInputError, type SpeechSegment, type TtsEngine } from './types.js';

/** espeak-ng voice per language (checked against `espeak-ng --voices`). */
const ESPEAK_VOICES: Record<string, string> = {
  hi: 'hi',
  bn: 'bn',
  kn: 'kn',
  ml: 'ml',
  ta: 'ta',
  te: 'te',
  gu: 'gu',
  or: 'or',
  as: 'as',
  mr: 'mr',
  pa: 'pa',
  en: 'en-us',
};

/** espeak-ng variants (espeak-ng --voices=variant), in the order the _2/_3/_4 codes take them. */
const VARIANTS = {
  male: ['m3', 'm1', 'm5', 'm7'],
  female: ['f2', 'f4', 'f3', 'f1'],
} as const;

/** Speaker code → espeak-ng -v value; undefined for codes outside the contract. */
export function espeakVoiceFor(speaker: string): string | undefined {
  if (!(TTS_SPEAKERS as readonly string[]).includes(speaker)) return undefined;
  const match = /^([a-z]+)_(male|female)(?:_(\d))?$/.exec(speaker);
  if (!match) return undefined;
  const [, lang = '', gender, nth] = match;
  const base = ESPEAK_VOICES[lang];
  const variant = VARIANTS[gender as 'male' | 'female'][Number(nth ?? '1') - 1];
  return base && variant ? `${base}+${variant}` : undefined;
}

/** espeak-ng's default rate; speed 1 = 175 words per minute. */
const BASE_WPM = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;
/**
 * espeak-ng's -p (0–99, default 50) scales the voice's base pitch through a table running from
 * about half (0) to about double (99): roughly 50 steps per octave, so ≈ 4.2 steps per semitone.
 */
const PITCH_STEPS_PER_SEMITONE = 50 / 12;

export function wordsPerMinute(speed: number): number {
  return Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, BASE_WPM * speed)));
}

export function espeakPitch(semitones: number): number {
  return Math.round(Math.min(99, Math.max(0, 50 + semitones * PITCH_STEPS_PER_SEMITONE)));
}

const ESPEAK_TIMEOUT_MS = 60_000;
/** espeak-ng's output: 22050 Hz mono int16 (read from each WAV header, this only sizes budgets). */
const ESPEAK_RATE = 22050;
/** Longest audio one request may produce: 100 breaks of 10 s were a 101 MB WAV (issue 9). */
export const MAX_TTS_SECONDS = 600;

function tooLong(): EngineInputError {
  return new EngineInputError(
    `the audio would last more than ${MAX_TTS_SECONDS} s; send less text or shorter pauses`,
  );
}

/** Consecutive segments spoken in one voice, rate and pitch: one espeak-ng call for all of them. */
interface Run {
  voice: string;
  wpm: number;
  pitch: number;
  /** pause before the run (rendered as silence), then its texts with the pause before each */
  breakBeforeMs: number;
  parts: { text: string; breakBeforeMs: number }[];
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Speaks a run in one process: espeak-ng's SSML mode (-m) takes each text as a sentence and the
 * pauses between them as breaks, so a text array of any length is one child process, not one each.
 */
async function speak(
  run: Run,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<{ rate: number; pcm: Buffer }> {
  const markup = run.parts
    .map((p, i) => {
      const pause = i > 0 && p.breakBeforeMs > 0 ? `<break time="${Math.round(p.breakBeforeMs)}ms"/>` : '';
      return `${pause}<s>${xmlEscape(p.text)}</s>`;
    })
    .join('\n');
  // Text goes on stdin (never argv: a leading "-" would be read as an option); -b 1 = UTF-8 input.
  const args = ['-v', run.voice, '-s', String(run.wpm), '-p', String(run.pitch), '-m', '-b', '1'];
  let result: Awaited<ReturnType<typeof runProcess>>;
  try {
    result = await runProcess('espeak-ng', [...args, '--stdout', '--stdin'], {
      input: Buffer.from(markup, 'utf8'),
      timeoutMs: ESPEAK_TIMEOUT_MS,
      maxOutputBytes: maxBytes + 44,
      signal,
    });
  } catch (err) {
    if (/produced more than/.test((err as Error).message)) throw tooLong();
    throw err;
  }
  const { stdout, stderr, code } = result;
  if (code !== 0 || stdout.length < 44) throw new Error(`espeak-ng failed: ${lastErrorLine(stderr)}`);
  const { info, data } = wavData(stdout);
  return { rate: info.sampleRate, pcm: data };
}

function silence(ms: number, rate: number): Buffer {
  return Buffer.alloc(Math.round((ms * rate) / 1000) * 2);
}

/** Groups segments into runs; refuses unknown voices before anything is spoken. */
function runsOf(segments: SpeechSegment[], speaker: string, speed: number, pitch: number): Run[] {
  const defaultVoice = espeakVoiceFor(speaker);
  if (!defaultVoice) throw new EngineInputError(`unknown speaker code: ${speaker}`);
  const runs: Run[] = [];
  let pending = 0;
  for (const segment of segments) {
    let voice = defaultVoice;
    if (segment.speaker) {
      const chosen = espeakVoiceFor(segment.speaker);
      if (!chosen) throw new EngineInputError(`invalid SSML: unknown voice name "${segment.speaker}"`);
      voice = chosen;
    }
    pending += Math.max(0, segment.breakBeforeMs ?? 0);
    const text = segment.text.trim();
    if (!text) continue;
    const wpm = wordsPerMinute(speed * (segment.rate ?? 1));
    const p = espeakPitch(pitch + (segment.pitch ?? 0));
    const last = runs[runs.length - 1];
    if (last && last.voice === voice && last.wpm === wpm && last.pitch === p) {
      last.parts.push({ text, breakBeforeMs: pending });
    } else {
      runs.push({ voice, wpm, pitch: p, breakBeforeMs: pending, parts: [{ text, breakBeforeMs: 0 }] });
    }
    pending = 0;
  }
  // a pause after the last text (a trailing <break>) is a run without text
  if (pending > 0) runs.push({ voice: defaultVoice, wpm: 0, pitch: 0, breakBeforeMs: pending, parts: [] });
  return runs;
}

export function createTtsEngine(): TtsEngine {
  return {
    async synthesize(req) {
      if (!req.segments.some((segment) => segment.text.trim().length > 0))
        throw new EngineInputError('no text given');
      const runs = runsOf(req.segments, req.speaker, req.speed, req.pitch);
      const pauseMs = req.segments.reduce((ms, s) => ms + Math.max(0, s.breakBeforeMs ?? 0), 0);
      if (pauseMs / 1000 > MAX_TTS_SECONDS) throw tooLong();

      let rate = ESPEAK_RATE;
      let budget = MAX_TTS_SECONDS * ESPEAK_RATE * 2; // bytes of int16 audio left
      const parts: Buffer[] = [];
      const push = (pcm: Buffer) => {
        budget -= pcm.length;
        if (budget < 0) throw tooLong();
        parts.push(pcm);
      };
      for (const run of runs) {
        if (run.breakBeforeMs > 0) push(silence(run.breakBeforeMs, rate));
        if (run.parts.length === 0) continue;
        const spoken = await speak(run, budget, req.signal);
        if (spoken.rate !== rate && parts.length > 0) {
          throw new Error(`espeak-ng changed sample rate mid-utterance (${rate} → ${spoken.rate})`);
        }
        rate = spoken.rate;
        push(spoken.pcm);
      }
      // WAV at espeak-ng's own rate needs no encoder: header and parts are joined once.
      if (req.format === 'wav' && req.sampleRate === rate) {
        const bytes = parts.reduce((n, p) => n + p.length, 0);
        const even = bytes - (bytes % 2); // whole int16 samples only
        const wav = await joinBuffers([wavHeader(rate, 1, 16, even), ...parts]);
        return wav.subarray(0, 44 + even);
      }
      return encodeAudio(await joinBuffers(parts), rate, req.sampleRate, req.format);
    },
  };
}
