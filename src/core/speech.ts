// Text to speech as an audio reply: the inline /speak and the speak job make it the same way.
import type { TtsSpeaker } from '../language/codes.js';
import type { LanguageClient } from '../language/types.js';
import type { Reply } from './reply.js';

export async function speechReply(
  client: LanguageClient,
  req: { text: string; voice: TtsSpeaker; speed: number; sampleRate?: number },
  replyTo?: string,
): Promise<Reply> {
  const res = await client.tts({
    text: req.text,
    speaker: req.voice,
    speed: req.speed,
    ...(req.sampleRate ? { sampleRate: req.sampleRate } : {}),
    format: 'wav',
  });
  return {
    type: 'audio',
    audio: res.audio,
    mimeType: res.contentType,
    filename: `speech-${req.voice}.${res.format}`,
    caption: req.text.length > 80 ? `${req.text.slice(0, 79)}…` : req.text,
    replyTo,
  };
}
