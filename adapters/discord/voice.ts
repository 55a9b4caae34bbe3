// Discord voice messages: the audio as OGG/Opus, its duration and the waveform Discord draws (up
// to 256 amplitude bytes, base64), both computed from the audio itself (ffmpeg through the shared
// conversions in src/media/voice-notes.ts).
import { toOggOpus, toPcm16 } from '../../src/media/voice-notes.js';

/** Waveform samples are taken from 8 kHz mono 16-bit PCM. */
const PCM_RATE = 8_000;
const MAX_WAVEFORM = 256;

export interface VoiceMessage {
  ogg: Buffer;
  durationSecs: number;
  /** base64 of up to 256 bytes, 0–255 loudness per slice */
  waveform: string;
}

/** Loudness per slice of 16-bit PCM, scaled so the loudest slice is 255. */
export function waveformOf(pcm: Buffer): string {
  const samples = Math.floor(pcm.length / 2);
  if (!samples) return Buffer.from([0]).toString('base64');
  const points = Math.max(1, Math.min(MAX_WAVEFORM, Math.ceil(samples / (PCM_RATE / 10))));
  const per = samples / points;
  const rms: number[] = [];
  for (let p = 0; p < points; p++) {
    let sum = 0;
    const from = Math.floor(p * per);
    const to = Math.max(from + 1, Math.floor((p + 1) * per));
    for (let i = from; i < to && i < samples; i++) {
      const v = pcm.readInt16LE(i * 2) / 32768;
      sum += v * v;
    }
    rms.push(Math.sqrt(sum / (to - from)));
  }
  const peak = Math.max(...rms, 1e-9);
  return Buffer.from(rms.map((r) => Math.round((r / peak) * 255))).toString('base64');
}

/** Any audio (TTS WAV, MP3, …) → a voice message: OGG/Opus, duration and waveform. */
export async function voiceMessage(audio: Buffer): Promise<VoiceMessage> {
  const ogg = await toOggOpus(audio);
  const pcm = await toPcm16(ogg, PCM_RATE);
  const durationSecs = Math.round((pcm.length / 2 / PCM_RATE) * 100) / 100;
  return { ogg, durationSecs, waveform: waveformOf(pcm) };
}
