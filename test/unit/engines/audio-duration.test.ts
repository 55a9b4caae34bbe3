// Durations read from WAV, FLAC and MP3 containers (batch STT reserves credit with them), checked
// against files ffmpeg writes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { audioSeconds } from '../../../src/local-api/engines/audio-duration.js';

const dir = mkdtempSync(join(tmpdir(), 'dubash-duration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 7.5 s of a tone, encoded by ffmpeg with `args`. */
function tone(name: string, args: string[]): Buffer {
  const out = join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=440:d=7.5', ...args, out]);
  return readFileSync(out);
}

describe('audioSeconds', () => {
  it.each([
    ['a.wav', ['-ar', '16000']],
    ['a.flac', ['-ar', '16000']],
    ['cbr.mp3', ['-ar', '16000', '-b:a', '32k']],
    ['vbr.mp3', ['-ar', '44100', '-q:a', '5']],
    ['noxing.mp3', ['-ar', '44100', '-b:a', '128k', '-write_xing', '0']],
  ])('%s lasts 7.5 s', async (name, args) => {
    expect(await audioSeconds(tone(name, args))).toBeCloseTo(7.5, 0);
  });

  it('says nothing for bytes that are no audio', async () => {
    expect(await audioSeconds(Buffer.from('just some text, not audio'))).toBeUndefined();
  });
});
