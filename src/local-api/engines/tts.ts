// Text-to-speech with espeak-ng. Every speaker code of the contract maps to its language's espeak-ng
// voice plus a voice variant (+m3, +f2, …), so male, female and the _2/_3/_4 codes sound distinct.
// espeak-ng writes 22050 Hz mono int16 WAV; segments are joined with their pauses as PCM and then
// encoded once into the requested rate and container.
import { TTS_SPEAKERS } from '../../language/codes.js';
import { encodeAudio, wavData } from './media.js';
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

async function speak(
  text: string,
  voice: string,
  wpm: number,
  pitch: number,
): Promise<{ rate: number; pcm: Buffer }> {
  // Text goes on stdin (never argv: a leading "-" would be read as an option); -b 1 = UTF-8 input.
  const args = ['-v', voice, '-s', String(wpm), '-p', String(pitch), '-b', '1', '--stdout', '--stdin'];
  const { stdout, stderr, code } = await runProcess('espeak-ng', args, {
    input: Buffer.from(text, 'utf8'),
    timeoutMs: ESPEAK_TIMEOUT_MS,
  });
  if (code !== 0 || stdout.length < 44) throw new Error(`espeak-ng failed: ${lastErrorLine(stderr)}`);
  const { info, data } = wavData(stdout);
  return { rate: info.sampleRate, pcm: data };
}

function silence(ms: number, rate: number): Buffer {
  return Buffer.alloc(Math.round((ms * rate) / 1000) * 2);
}

export function createTtsEngine(): TtsEngine {
  return {
    async synthesize(req) {
      const defaultVoice = espeakVoiceFor(req.speaker);
      if (!defaultVoice) throw new EngineInputError(`unknown speaker code: ${req.speaker}`);
      const segments: SpeechSegment[] = req.segments;
      if (!segments.some((segment) => segment.text.trim().length > 0))
        throw new EngineInputError('no text given');

      // espeak-ng always produces 22050 Hz; taken from each WAV header rather than assumed.
      let rate = 22050;
      const parts: Buffer[] = [];
      for (const segment of segments) {
        let voice = defaultVoice;
        if (segment.speaker) {
          const chosen = espeakVoiceFor(segment.speaker);
          if (!chosen) throw new EngineInputError(`invalid SSML: unknown voice name "${segment.speaker}"`);
          voice = chosen;
        }
        if (segment.breakBeforeMs && segment.breakBeforeMs > 0)
          parts.push(silence(segment.breakBeforeMs, rate));
        const text = segment.text.trim();
        if (!text) continue;
        const wpm = wordsPerMinute(req.speed * (segment.rate ?? 1));
        const pitch = espeakPitch(req.pitch + (segment.pitch ?? 0));
        const spoken = await speak(text, voice, wpm, pitch);
        if (spoken.rate !== rate && parts.length > 0) {
          throw new Error(`espeak-ng changed sample rate mid-utterance (${rate} → ${spoken.rate})`);
        }
        rate = spoken.rate;
        parts.push(spoken.pcm);
      }
      return encodeAudio(Buffer.concat(parts), rate, req.sampleRate, req.format);
    },
  };
}
