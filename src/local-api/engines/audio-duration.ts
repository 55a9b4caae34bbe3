// How long an uploaded WAV, FLAC or MP3 lasts, read from its headers without decoding it, so a
// batch upload can reserve its audio seconds of credit before it is queued. Undefined when the
// headers do not say (the caller then reserves what it can check later).

/** WAV: data bytes over the byte rate of its fmt chunk. */
function wavSeconds(buf: Buffer): number | undefined {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('latin1', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= buf.length) byteRate = buf.readUInt32LE(body + 8);
    else if (id === 'data') {
      // streamed WAVs carry a placeholder size: count the bytes present
      return byteRate > 0 ? Math.min(size, buf.length - body) / byteRate : undefined;
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/** FLAC: total samples over the sample rate of STREAMINFO (the first metadata block). */
function flacSeconds(buf: Buffer): number | undefined {
  if (buf.length < 42 || (buf[4] ?? 0) & 0x7f) return undefined; // block 0 must be STREAMINFO
  const info = 8;
  const rate = ((buf[info + 10] ?? 0) << 12) | ((buf[info + 11] ?? 0) << 4) | ((buf[info + 12] ?? 0) >> 4);
  const samples = ((buf[info + 13] ?? 0) & 0x0f) * 2 ** 32 + buf.readUInt32BE(info + 14);
  return rate > 0 && samples > 0 ? samples / rate : undefined;
}

const MP3_KBPS: Record<string, number[]> = {
  // MPEG-1 layer III; MPEG-2/2.5 layer III
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** MP3: the frame count of a Xing/Info header when there is one, else the first frame's bitrate. */
function mp3Seconds(buf: Buffer): number | undefined {
  let start = 0;
  if (buf.toString('latin1', 0, 3) === 'ID3' && buf.length >= 10) {
    const size = ((buf[6] ?? 0) << 21) | ((buf[7] ?? 0) << 14) | ((buf[8] ?? 0) << 7) | (buf[9] ?? 0);
    start = 10 + size;
  }
  const limit = Math.min(buf.length - 4, start + 64 * 1024);
  for (let i = start; i < limit; i++) {
    if (buf[i] !== 0xff || ((buf[i + 1] ?? 0) & 0xe0) !== 0xe0) continue;
    const b1 = buf[i + 1] ?? 0;
    const b2 = buf[i + 2] ?? 0;
    const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    if (version === 1 || ((b1 >> 1) & 3) !== 1) continue; // layer III only
    const kbps = MP3_KBPS[version === 3 ? '1' : '2']?.[b2 >> 4];
    const rate = MP3_RATES[version]?.[(b2 >> 2) & 3];
    if (!kbps || !rate) continue;
    const samplesPerFrame = version === 3 ? 1152 : 576;
    const mono = (buf[i + 3] ?? 0) >> 6 === 3;
    const side = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
    const tag = buf.toString('latin1', i + 4 + side, i + 8 + side);
    if ((tag === 'Xing' || tag === 'Info') && (buf[i + 11 + side] ?? 0) & 1) {
      const frames = buf.readUInt32BE(i + 12 + side);
      if (frames > 0) return (frames * samplesPerFrame) / rate;
    }
    return ((buf.length - i) * 8) / (kbps * 1000);
  }
  return undefined;
}

export function audioSeconds(buf: Buffer): number | undefined {
  const magic = buf.toString('latin1', 0, 4);
  if (magic === 'RIFF' && buf.toString('latin1', 8, 12) === 'WAVE') return wavSeconds(buf);
  if (magic === 'fLaC') return flacSeconds(buf);
  return mp3Seconds(buf);
}
