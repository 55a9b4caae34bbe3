import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { decodeToPcm16k } from '../../../src/local-api/engines/media.js';
import { createRecognizer, parsePocketsphinxTimes } from '../../../src/local-api/engines/stt.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const TESTDATA = '/usr/share/pocketsphinx/test/data';

describe('pocketsphinx recognizer', () => {
  const recognizer = createRecognizer({});

  it('supports English only', () => {
    expect(recognizer.supports('en', 'generic')).toBe(true);
    expect(recognizer.supports('en', 'bfsi')).toBe(true);
    for (const lang of ['hi', 'ta', 'hi_en', 'fr']) expect(recognizer.supports(lang, 'generic')).toBe(false);
  });

  it('transcribes goforward.raw ("go forward ten meters") with word timings', async () => {
    const pcm = await decodeToPcm16k(readFileSync(`${TESTDATA}/goforward.raw`), '16k_int16');
    const result = await recognizer.recognize(pcm, 'en', 'generic');
    const words = result.words.map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['go', 'forward']));
    expect(result.text).toContain('go forward');
    expect(words.some((w) => /^[<[]|\(\d\)$/.test(w))).toBe(false);
    for (const w of result.words) {
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.conf).toBeGreaterThanOrEqual(0);
      expect(w.conf).toBeLessThanOrEqual(1);
    }
    const starts = result.words.map((w) => w.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(result.confidence).toBeGreaterThan(0);
  });

  it('transcribes a cards recording ("four queen of clubs") read from WAV', async () => {
    const truth = readFileSync(`${TESTDATA}/cards/cards.transcription`, 'utf8').split('\n')[1] ?? '';
    expect(truth).toContain('queen of clubs');
    const pcm = await decodeToPcm16k(readFileSync(`${TESTDATA}/cards/002.wav`), 'wav');
    const result = await recognizer.recognize(pcm, 'en', 'generic');
    expect(result.text).toContain('queen of clubs');
  });

  it('refuses audio shorter than 0.3 s and languages without a decoder', async () => {
    await expect(recognizer.recognize(Buffer.alloc(0), 'en', 'generic')).rejects.toThrow('audio too short');
    await expect(recognizer.recognize(Buffer.alloc(9000), 'en', 'generic')).rejects.toBeInstanceOf(
      EngineInputError,
    );
    await expect(recognizer.recognize(Buffer.alloc(32000), 'hi', 'generic')).rejects.toThrow(
      'no decoder for given args',
    );
  });

  it('returns no words for silence', async () => {
    const result = await recognizer.recognize(Buffer.alloc(32000), 'en', 'generic');
    expect(result.words).toEqual([]);
    expect(result.text).toBe('');
  });
});

describe('live pocketsphinx (fed audio as it arrives)', () => {
  const recognizer = createRecognizer({});
  const pcm = () => readFileSync(`${TESTDATA}/goforward.raw`);

  it('gives the whole recording from 50 ms frames and reports the text as it grows', async () => {
    const texts: string[] = [];
    const live = recognizer.live?.('en', 'generic', { onText: (t) => texts.push(t) });
    if (!live) throw new Error('no live recognizer for en');
    const audio = Buffer.concat([pcm(), Buffer.alloc(32_000)]); // a second of quiet: a pause
    for (let i = 0; i < audio.length; i += 1_600) {
      live.write(audio.subarray(i, i + 1_600));
      await new Promise((r) => setTimeout(r, 5));
    }
    const result = await live.end();
    expect(result.text).toBe('go forward ten meters');
    expect(result.words.map((w) => w.word)).toEqual(['go', 'forward', 'ten', 'meters']);
    expect(texts.at(-1)).toBe('go forward ten meters');
  });

  it('ends at once when ended before pocketsphinx has started reading', async () => {
    const live = recognizer.live?.('en', 'generic');
    live?.write(Buffer.alloc(3_200));
    expect(await live?.end()).toMatchObject({ text: '', words: [] });
  });

  it('is killed when its signal aborts', async () => {
    const controller = new AbortController();
    const live = recognizer.live?.('en', 'generic', { signal: controller.signal });
    live?.write(pcm());
    controller.abort();
    await expect(live?.end()).rejects.toThrow('recognition abandoned');
  });

  it('has none for a language pocketsphinx does not serve', () => {
    expect(recognizer.live?.('hi', 'generic')).toBeUndefined();
  });
});

describe('parsePocketsphinxTimes', () => {
  it('drops fillers and alternate-pronunciation marks', () => {
    const out =
      'go forward\n<s> 0.000 0.240 1.000000\n<sil> 0.25 0.45 0.7\n[NOISE] 0.5 0.6 0.9\ngo 0.460 0.630 0.997303\nforward(2) 0.640 1.160 1.000100\n</s> 2.1 2.6 1.0\n';
    expect(parsePocketsphinxTimes(out)).toEqual([
      { word: 'go', start: 0.46, end: 0.63, conf: 0.997 },
      { word: 'forward', start: 0.64, end: 1.16, conf: 1 },
    ]);
  });
});

describe('HTTP recognizer (LOCAL_STT_URL)', () => {
  it('takes over the listed languages and posts 16 kHz WAV', async () => {
    const seen: Array<{ url: string; type: string; head: string; bytes: number }> = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({
          url: req.url ?? '',
          type: req.headers['content-type'] ?? '',
          head: body.toString('latin1', 0, 4),
          bytes: body.length,
        });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ text: 'नमस्ते दुनिया', words: [{ word: 'नमस्ते', start: 0, end: 0.4, conf: 0.9 }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const recognizer = createRecognizer({
        LOCAL_STT_URL: `http://127.0.0.1:${port}/recognize`,
        LOCAL_STT_LANGUAGES: 'hi, hi_en',
      });
      expect(recognizer.supports('hi', 'generic')).toBe(true);
      expect(recognizer.supports('hi_en', 'generic')).toBe(true);
      expect(recognizer.supports('ta', 'generic')).toBe(false);
      expect(recognizer.supports('en', 'generic')).toBe(true);
      const result = await recognizer.recognize(Buffer.alloc(16000), 'hi', 'generic');
      expect(result.text).toBe('नमस्ते दुनिया');
      expect(result.words[0]).toMatchObject({ word: 'नमस्ते', conf: 0.9 });
      expect(seen[0]).toMatchObject({ type: 'audio/wav', head: 'RIFF', bytes: 16044 });
      expect(seen[0]?.url).toContain('language=hi');
    } finally {
      server.close();
    }
  });
});
