// RTP packets as Discord's voice servers send them to a client: a 12-byte header with the extension
// bit set, the 4-byte extension header (0xBEDE + length in words), then — encrypted with the
// session's mode — the extension body and the Opus frame, the 16-byte AEAD tag, and the 4-byte
// big-endian nonce counter. The "rtpsize" AEAD modes authenticate the header and the extension
// header (16 bytes) as additional data; the full nonce is the counter followed by zeros (12 bytes
// for AES-256-GCM, 24 for XChaCha20-Poly1305), which is how @discordjs/voice rebuilds it.
import { createCipheriv } from 'node:crypto';

export const VOICE_MODES = ['aead_aes256_gcm_rtpsize', 'aead_xchacha20_poly1305_rtpsize'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];

/** Discord's dynamic payload type for Opus. */
const OPUS_PAYLOAD_TYPE = 120;
/** One extension element (RFC 8285 one-byte header: id 1, one byte: the client audio level), padded. */
const EXTENSION_BODY = Buffer.from([0x10, 0x80 | 30, 0x00, 0x00]);

export interface RtpState {
  ssrc: number;
  sequence: number;
  timestamp: number;
}

/** One encrypted RTP packet; `nonce` is the sender's 32-bit counter for this packet. */
export function rtpPacket(opus: Buffer, rtp: RtpState, mode: VoiceMode, key: Buffer, nonce: number): Buffer {
  const header = Buffer.alloc(16);
  header[0] = 0x90; // version 2, extension present
  header[1] = OPUS_PAYLOAD_TYPE;
  header.writeUInt16BE(rtp.sequence & 0xffff, 2);
  header.writeUInt32BE(rtp.timestamp >>> 0, 4);
  header.writeUInt32BE(rtp.ssrc >>> 0, 8);
  header.writeUInt16BE(0xbede, 12);
  header.writeUInt16BE(EXTENSION_BODY.length / 4, 14);
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(nonce >>> 0, 0);
  const plain = Buffer.concat([EXTENSION_BODY, opus]);
  const sealed = seal(mode, key, counter, header, plain);
  return Buffer.concat([header, sealed, counter]);
}

/** ciphertext ‖ 16-byte tag */
function seal(mode: VoiceMode, key: Buffer, counter: Buffer, aad: Buffer, plain: Buffer): Buffer {
  if (mode === 'aead_aes256_gcm_rtpsize') {
    const nonce = Buffer.concat([counter, Buffer.alloc(8)]);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(aad);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  }
  const nonce = Buffer.concat([counter, Buffer.alloc(20)]);
  return xchacha20poly1305Seal(key, nonce, aad, plain);
}

/** XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha): HChaCha20 subkey, then IETF ChaCha20-Poly1305. */
export function xchacha20poly1305Seal(key: Buffer, nonce24: Buffer, aad: Buffer, plain: Buffer): Buffer {
  const subkey = hchacha20(key, nonce24.subarray(0, 16));
  const nonce = Buffer.concat([Buffer.alloc(4), nonce24.subarray(16, 24)]);
  const cipher = createCipheriv('chacha20-poly1305', subkey, nonce, { authTagLength: 16 });
  cipher.setAAD(aad, { plaintextLength: plain.length });
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function hchacha20(key: Buffer, nonce16: Buffer): Buffer {
  const s = new Uint32Array(16);
  s.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]);
  for (let i = 0; i < 8; i++) s[4 + i] = key.readUInt32LE(i * 4);
  for (let i = 0; i < 4; i++) s[12 + i] = nonce16.readUInt32LE(i * 4);
  const rotl = (v: number, n: number) => (v << n) | (v >>> (32 - n));
  // Uint32Array stores wrap modulo 2^32, so the additions need no masking.
  const quarter = (a: number, b: number, c: number, d: number) => {
    const at = (i: number) => s[i] as number;
    s[a] = at(a) + at(b);
    s[d] = rotl(at(d) ^ at(a), 16);
    s[c] = at(c) + at(d);
    s[b] = rotl(at(b) ^ at(c), 12);
    s[a] = at(a) + at(b);
    s[d] = rotl(at(d) ^ at(a), 8);
    s[c] = at(c) + at(d);
    s[b] = rotl(at(b) ^ at(c), 7);
  };
  for (let round = 0; round < 10; round++) {
    quarter(0, 4, 8, 12);
    quarter(1, 5, 9, 13);
    quarter(2, 6, 10, 14);
    quarter(3, 7, 11, 15);
    quarter(0, 5, 10, 15);
    quarter(1, 6, 11, 12);
    quarter(2, 7, 8, 13);
    quarter(3, 4, 9, 14);
  }
  const out = Buffer.alloc(32);
  for (let i = 0; i < 4; i++) out.writeUInt32LE(s[i] ?? 0, i * 4);
  for (let i = 0; i < 4; i++) out.writeUInt32LE(s[12 + i] ?? 0, 16 + i * 4);
  return out;
}
