// What a bridged voice note or image says on the other side: a voice note's transcript (speech to
// text once, moderated like typed text and metered in audio seconds against the source's budget),
// then translated per destination language with the other texts; an image carries its author.

import { fileTypeFromBuffer } from 'file-type';
import type { CommandContext } from '../../core/command.js';
import type { MediaRef } from '../../core/event.js';
import { FILE_STT_MAX_S } from '../../core/jobs.js';
import { ocrLanguagesFor, sttLanguageFor } from '../../core/languages.js';
import { explainError } from '../../core/messages.js';
import type { Reply } from '../../core/reply.js';
import { prepareForStt } from '../../language/audio.js';
import { audioDurationS } from '../../language/duration.js';
import { SpeechRecognitionError } from '../../language/errors.js';
import { languageName } from '../../translation/names.js';
import { moderateMediaText } from '../moderation.js';

export const isSound = (m: MediaRef) => m.kind === 'voice' || m.kind === 'audio';

/**
 * The voice note's words for the other side: `hidden` when moderation hides it (the note does not
 * cross), `text` undefined when there is nothing to say (silence, too long, unreadable), `failed`
 * the sentence for the source when speech to text refused or failed (the audio crosses untranscribed).
 */
export async function transcriptOf(
  ctx: CommandContext,
  media: MediaRef,
  bytes: Buffer,
  notices: Reply[],
): Promise<{ hidden: boolean; text?: string; failed?: string }> {
  const conv = ctx.event.conversation;
  // The platform's duration, else the recording's own (a web chat upload, a file without one): metered.
  const seconds = Math.ceil(media.durationS ?? (await audioDurationS(bytes)) ?? 0);
  if (seconds > FILE_STT_MAX_S) return { hidden: false };
  await ctx.usage.ensure(conv, ctx.settings.budget, 'audioSeconds', seconds);
  const prepared = await prepareForStt(bytes).catch(() => undefined);
  if (!prepared) return { hidden: false };
  // No recogniser for the channel's language, or the API failed: the audio still crosses, untranscribed.
  const language = await sttLanguageFor(ctx.languages);
  let failed = '';
  const result = await ctx.language
    .transcribeFile({
      audio: prepared.audio,
      format: prepared.format,
      language,
      logging: ctx.settings.apiLogging,
    })
    .catch((err: unknown) => {
      failed = /no decoder/i.test(err instanceof SpeechRecognitionError ? err.reason : String(err))
        ? `I could not transcribe that voice note: the speech service has no recogniser for ${languageName(language)}.`
        : explainError(err);
      return undefined;
    });
  if (!result) return { hidden: false, failed };
  const notice = await ctx.usage.record(conv, ctx.settings.budget, 'audioSeconds', seconds);
  if (notice) notices.push(notice);
  const heard = (result.displayText || result.text).trim();
  if (!heard) return { hidden: false };
  const moderated = await moderateMediaText(
    ctx.language,
    heard,
    ctx.settings.moderation,
    ctx.event.messageId,
    'This voice note',
  );
  notices.push(...moderated.notices);
  return moderated.text === undefined ? { hidden: true } : { hidden: false, text: moderated.text.trim() };
}

/** The reply carrying the media on the other side, captioned with its author (and what was said). */
export function mediaReply(media: MediaRef, bytes: Buffer, caption: string, replyTo?: string): Reply {
  const mimeType = media.mimeType ?? (isSound(media) ? 'audio/ogg' : 'application/octet-stream');
  const filename = media.name ?? (isSound(media) ? 'voice.ogg' : media.kind === 'image' ? 'image' : 'file');
  const base = { mimeType, filename, caption, ...(replyTo ? { replyTo } : {}) };
  if (isSound(media)) return { type: 'audio', audio: bytes, ...base };
  if (media.kind === 'image') return { type: 'image', image: bytes, ...base };
  return { type: 'file', file: bytes, ...base };
}

/**
 * What auto-transcribe would have posted in the source channel, when the bridge made the transcript
 * instead (one transcription, one metering): the words as a reply, that none were heard, or why
 * there are none (speech to text refused: no recogniser for the language).
 */
export function transcriptReplies(text: string | undefined, replyTo: string, failed?: string): Reply[] {
  if (failed) return [{ type: 'error', text: failed, replyTo }];
  if (!text) return [{ type: 'text', text: 'I heard no speech in that recording.', replyTo }];
  return [
    {
      type: 'text',
      text: `🎙️ ${text}`,
      replyTo,
      longFile: { filename: 'transcript.txt', caption: 'The whole transcript as a file.' },
    },
  ];
}

/**
 * The text in a bridged image, read once and moderated by the source channel's policy (its notices
 * into `notices`): `hidden` when moderation hides it (then nothing of the message crosses), `text`
 * undefined when there is none or it cannot be read; with redact, the redacted text.
 */
export async function imageTextOf(
  ctx: CommandContext,
  media: MediaRef,
  bytes: Buffer,
  notices: Reply[],
): Promise<{ hidden: boolean; text?: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type?.mime.startsWith('image/')) return { hidden: false };
  const result = await ctx.language.ocr({
    file: bytes,
    filename: media.name ?? `image.${type.ext}`,
    fileType: 'img',
    languages: await ocrLanguagesFor(ctx.languages, ctx.settings.language),
  });
  const text = result.kind === 'text' ? result.text.trim() : '';
  if (!text) return { hidden: false };
  const moderated = await moderateMediaText(
    ctx.language,
    text,
    ctx.settings.moderation,
    ctx.event.messageId,
    'This image',
  );
  notices.push(...moderated.notices);
  if (moderated.text === undefined) return { hidden: true };
  return { hidden: false, ...(moderated.text.trim() ? { text: moderated.text.trim() } : {}) };
}
