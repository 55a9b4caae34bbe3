import { describe, expect, it } from 'vitest';
import { decodeToPcm16k } from '../../../src/local-api/engines/media.js';
import { runProcess } from '../../../src/local-api/engines/process.js';
import { SpeechActivity } from '../../../src/local-api/engines/vad.js';

async function speech(): Promise<Buffer> {
  const { stdout } = await runProcess('espeak-ng', [
    '-v',
    'en-us',
    '--stdout',
    'Hello, this is a test of the speech detector.',
  ]);
  return decodeToPcm16k(stdout);
}

function pushInChunks(vad: SpeechActivity, pcm: Buffer, size: number) {
  const states = [];
  for (let i = 0; i < pcm.length; i += size) states.push(vad.push(pcm.subarray(i, i + size)));
  return states;
}

function noise(seconds: number, amplitude: number): Buffer {
  const pcm = Buffer.alloc(Math.round(16000 * seconds) * 2);
  let seed = 42;
  for (let i = 0; i < pcm.length / 2; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pcm.writeInt16LE(Math.round(((seed / 0x7fffffff) * 2 - 1) * amplitude), i * 2);
  }
  return pcm;
}

describe('SpeechActivity', () => {
  it('hears speech, then reports a growing trailing silence over 2 s of zeros', async () => {
    const vad = new SpeechActivity({ sampleRate: 16000 });
    // odd chunk sizes split samples across pushes
    const during = pushInChunks(vad, await speech(), 1001);
    expect(during.at(-1)?.heardSpeech).toBe(true);
    const after = pushInChunks(vad, Buffer.alloc(64000), 1601);
    const silences = after.map((s) => s.trailingSilenceMs);
    for (let i = 1; i < silences.length; i++)
      expect(silences[i]).toBeGreaterThanOrEqual(silences[i - 1] ?? 0);
    expect(after.at(-1)?.heardSpeech).toBe(true);
    expect(silences.at(-1)).toBeGreaterThanOrEqual(1900);
  });

  it('does not call silence or steady background noise speech', () => {
    const quiet = new SpeechActivity();
    expect(quiet.push(Buffer.alloc(32000)).heardSpeech).toBe(false);
    const hiss = new SpeechActivity();
    const states = pushInChunks(hiss, noise(2, 600), 3200);
    expect(states.at(-1)?.heardSpeech).toBe(false);
  });

  it('still hears speech over that background noise', async () => {
    const vad = new SpeechActivity();
    pushInChunks(vad, noise(1, 600), 3200);
    const voice = await speech();
    const mixed = Buffer.alloc(voice.length);
    const hiss = noise(voice.length / 32000, 600);
    for (let i = 0; i < voice.length; i += 2) {
      const v = voice.readInt16LE(i) + hiss.readInt16LE(i);
      mixed.writeInt16LE(Math.max(-32768, Math.min(32767, v)), i);
    }
    expect(pushInChunks(vad, mixed, 7680).at(-1)?.heardSpeech).toBe(true);
  });
});
