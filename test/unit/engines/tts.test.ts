import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../../../src/language/codes.js';
import { wavData, wavInfo } from '../../../src/local-api/engines/media.js';
import {
  createTtsEngine,
  espeakPitch,
  espeakVoiceFor,
  wordsPerMinute,
} from '../../../src/local-api/engines/tts.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const tts = createTtsEngine();
const SAMPLE_TEXT: Record<string, string> = {
  hi: 'नमस्ते, आप कैसे हैं?',
  bn: 'নমস্কার, আপনি কেমন আছেন?',
  kn: 'ನಮಸ್ಕಾರ, ಹೇಗಿದ್ದೀರಿ?',
  ml: 'നമസ്കാരം, സുഖമാണോ?',
  ta: 'வணக்கம், எப்படி இருக்கிறீர்கள்?',
  te: 'నమస్కారం, ఎలా ఉన్నారు?',
  gu: 'નમસ્તે, તમે કેમ છો?',
  or: 'ନମସ୍କାର, ଆପଣ କେମିତି ଅଛନ୍ତି?',
  as: 'নমস্কাৰ, আপুনি কেনে আছে?',
  mr: 'नमस्कार, तुम्ही कसे आहात?',
  pa: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ, ਤੁਸੀਂ ਕਿਵੇਂ ਹੋ?',
  en: 'Hello, how are you today?',
};

const say = (text: string, opts: Partial<Parameters<typeof tts.synthesize>[0]> = {}) =>
  tts.synthesize({
    segments: [{ text }],
    speaker: 'hi_female',
    speed: 1,
    pitch: 0,
    sampleRate: 22050,
    format: 'wav',
    ...opts,
  });

describe('TTS engine (espeak-ng)', () => {
  it('writes the requested sample rate into the WAV header', async () => {
    for (const sampleRate of TTS_SAMPLE_RATES) {
      const info = wavInfo(await say('नमस्ते दुनिया', { sampleRate }));
      expect(info.sampleRate).toBe(sampleRate);
      expect(info.channels).toBe(1);
      expect(info.durationS).toBeGreaterThan(0.5);
    }
  });

  it('speaks faster as speed grows', async () => {
    const text = 'भारत एक विशाल देश है जहाँ अनेक भाषाएँ बोली जाती हैं';
    const durations = [];
    for (const speed of [0.5, 1, 1.5]) durations.push(wavInfo(await say(text, { speed })).durationS);
    const [slow = 0, normal = 0, fast = 0] = durations;
    expect(slow).toBeGreaterThan(normal);
    expect(normal).toBeGreaterThan(fast);
    expect(slow / fast).toBeGreaterThan(2);
  });

  it('gives every speaker code a voice, distinct within each language', async () => {
    const byLanguage = new Map<string, Set<string>>();
    for (const speaker of TTS_SPEAKERS) {
      const lang = speaker.split('_')[0] ?? '';
      const { info, data } = wavData(await say(SAMPLE_TEXT[lang] ?? 'hello', { speaker }));
      expect(info.durationS, speaker).toBeGreaterThan(0.4);
      const digest = createHash('sha256').update(data).digest('hex');
      const seen = byLanguage.get(lang) ?? new Set<string>();
      expect(seen.has(digest), `${speaker} sounds like another ${lang} speaker`).toBe(false);
      seen.add(digest);
      byLanguage.set(lang, seen);
    }
    expect(espeakVoiceFor('hi_male')).toBe('hi+m3');
    expect(espeakVoiceFor('en_female_2')).toBe('en-us+f4');
    expect(espeakVoiceFor('hi_male_9')).toBeUndefined();
  });

  it('changes the audio with pitch and maps speed/pitch into espeak-ng ranges', async () => {
    const low = wavData(await say('नमस्ते', { pitch: -3 })).data;
    const high = wavData(await say('नमस्ते', { pitch: 3 })).data;
    expect(low.equals(high)).toBe(false);
    expect(wordsPerMinute(0.5)).toBe(88);
    expect(wordsPerMinute(1.5)).toBe(263);
    expect(espeakPitch(0)).toBe(50);
    expect(espeakPitch(-3)).toBe(38);
    expect(espeakPitch(3)).toBe(63);
  });

  it('joins several segments (a text array) into one longer file', async () => {
    const one = wavInfo(await say('पहला वाक्य')).durationS;
    const two = wavInfo(
      await tts.synthesize({
        segments: [{ text: 'पहला वाक्य' }, { text: 'दूसरा वाक्य' }],
        speaker: 'hi_female',
        speed: 1,
        pitch: 0,
        sampleRate: 22050,
        format: 'wav',
      }),
    ).durationS;
    expect(two).toBeGreaterThan(one * 1.6);
  });

  it('encodes other formats and refuses unknown speakers and empty text', async () => {
    expect((await say('hello', { format: 'mp3' })).subarray(0, 3).toString('latin1')).toMatch(/ID3|\xff/);
    expect((await say('hello', { format: 'flac' })).subarray(0, 4).toString('latin1')).toBe('fLaC');
    expect((await say('hello', { format: 'opus' })).includes('OpusHead')).toBe(true);
    await expect(say('hello', { speaker: 'xx_male' })).rejects.toBeInstanceOf(EngineInputError);
    await expect(say('   ')).rejects.toThrow('no text given');
  });

  it('speaks text that starts with a dash instead of reading it as an option', async () => {
    expect(wavInfo(await say('--version', { speaker: 'en_male' })).durationS).toBeGreaterThan(0.3);
  });
});

describe('one espeak-ng process per voice, not per text (issue 9)', () => {
  it('speaks a 100-item text array with one process', async () => {
    // espeak-ng found first on PATH is a wrapper that logs each start, then runs the real one.
    const dir = mkdtempSync(join(tmpdir(), 'dubash-espeak-'));
    const log = join(dir, 'starts.log');
    const real = execFileSync('sh', ['-c', 'command -v espeak-ng']).toString().trim();
    writeFileSync(join(dir, 'espeak-ng'), `#!/bin/sh\necho start >> "${log}"\nexec "${real}" "$@"\n`, {
      mode: 0o755,
    });
    const path = process.env.PATH;
    process.env.PATH = `${dir}:${path}`;
    try {
      const wav = await tts.synthesize({
        segments: Array.from({ length: 100 }, (_, i) => ({ text: `sentence ${i}` })),
        speaker: 'en_female',
        speed: 1,
        pitch: 0,
        sampleRate: 22050,
        format: 'wav',
      });
      expect(wavInfo(wav).durationS).toBeGreaterThan(50);
      expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
    } finally {
      process.env.PATH = path;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses audio longer than the limit before speaking it', async () => {
    const segments = [
      { text: 'hi' },
      ...Array.from({ length: 61 }, () => ({ text: 'x', breakBeforeMs: 10_000 })),
    ];
    await expect(say('', { segments })).rejects.toThrow(
      'the audio would last more than 600 s; send less text or shorter pauses',
    );
  });
});
