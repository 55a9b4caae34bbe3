// Real Opus packets for the captions bench: the real speech recordings encoded as Discord sends
// voice (Opus, 48 kHz stereo, 20 ms frames) by ffmpeg into Ogg, then demuxed with prism-media's
// OggDemuxer into one packet per 20 ms frame.
import { spawn } from 'node:child_process';
import prism from 'prism-media';
import { realSpeech } from './captions-audio.js';

export async function opusPackets(): Promise<Buffer[]> {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-v', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1', '-i', '-'],
      ...['-c:a', 'libopus', '-ar', '48000', '-ac', '2', '-b:a', '64k', '-frame_duration', '20'],
      ...['-application', 'voip', '-f', 'ogg', '-'],
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  ffmpeg.stdin.end(realSpeech());
  const demuxer = new prism.opus.OggDemuxer();
  const packets: Buffer[] = [];
  demuxer.on('data', (p: Buffer) => packets.push(p));
  const done = new Promise<void>((resolve, reject) => {
    demuxer.once('end', resolve);
    demuxer.once('error', reject);
    ffmpeg.once('error', reject);
  });
  ffmpeg.stdout.pipe(demuxer);
  await done;
  if (packets.length === 0) throw new Error('ffmpeg made no Opus packets (is libopus in this ffmpeg?)');
  return packets;
}
