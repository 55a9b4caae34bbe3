// What a bridged voice note or image says on the other side: a voice note's transcript (speech to
// text once, moderated like typed text and metered in audio seconds against the source's budget),
// then translated per destination language with the other texts; a note longer than file STT takes
// is transcribed by a batch job (src/jobs/bridge-stt.ts) that posts its transcript on every side.
// An image carries its author and, where OCR is on, its text: read once for the bridge and for the
// source's own auto-OCR answer.

import { fileTypeFromBuffer } from 'file-type';
import type { CommandContext } from '../../core/command.js';
import type { MediaRef } from '../../core/event.js';
import { channelReaderOf, say } from '../../core/i18n.js';
import { FILE_STT_MAX_S } from '../../core/jobs.js';
import { ocrLanguagesFor, sttLanguageFor } from '../../core/languages.js';
import { explainError, heardAsNote } from '../../core/messages.js';
import { recogniseSpeech } from '../../core/recognise.js';
import { errorReply, type Reply } from '../../core/reply.js';
import { prepareForStt } from '../../language/audio.js';
import { audioDurationS } from '../../language/duration.js';
import { moderateMediaText } from '../moderation.js';

export const isSound = (m: MediaRef) => m.kind === 'voice' || m.kind === 'audio';

/**
 * The voice note's words for the other side: `hidden` when moderation hides it (the note does not
 * cross), `text` undefined when there is nothing to say (silence, unreadable), `failed` the sentence
 * for the source when speech to text refused or failed (the audio crosses untranscribed), `note` the
 * line under the source's transcript when it was heard in the speech's own language (the channel's
 * had no recogniser: a Hindi channel's English note comes out in English). A note
 * longer than file STT takes comes back with `batch`: called once the audio has crossed, it queues
 * the batch job that posts the transcript on every side (and answers the source), and meters it.
 */
export async function transcriptOf(
  ctx: CommandContext,
  media: MediaRef,
  bytes: Buffer,
  notices: Reply[],
): Promise<{
  hidden: boolean;
  text?: string;
  failed?: string;
  note?: string;
  batch?: () => Promise<void>;
}> {
  const conv = ctx.event.conversation;
  // The platform's duration, else the recording's own (a web chat upload, a file without one): metered.
  const seconds = Math.ceil(media.durationS ?? (await audioDurationS(bytes)) ?? 0);
  await ctx.usage.ensure(conv, ctx.settings.budget, 'audioSeconds', seconds);
  if (seconds > FILE_STT_MAX_S)
    return { hidden: false, batch: () => queueBatch(ctx, media, seconds, notices) };
  const prepared = await prepareForStt(bytes).catch(() => undefined);
  if (!prepared) return { hidden: false };
  // No recogniser for the channel's language nor the speech's own, or the API failed: the audio
  // still crosses, untranscribed.
  const language = await sttLanguageFor(ctx.languages);
  let failed = '';
  const result = await recogniseSpeech(ctx.language, prepared, language, {
    long: false,
    logging: ctx.settings.apiLogging,
  }).catch((err: unknown) => {
    failed = explainError(err, channelReaderOf(ctx));
    return undefined;
  });
  if (result && 'unheard' in result) failed = noRecogniser(language, channelReaderOf(ctx));
  if (!result || 'unheard' in result) return { hidden: false, failed };
  const notice = await ctx.usage.record(
    conv,
    ctx.settings.budget,
    'audioSeconds',
    seconds,
    channelReaderOf(ctx),
  );
  if (notice) notices.push(notice);
  const heard = result.text.trim();
  if (!heard) return { hidden: false };
  const moderated = await moderateMediaText(
    ctx.language,
    heard,
    ctx.settings.moderation,
    ctx.event.messageId,
    'voiceNote',
    channelReaderOf(ctx),
  );
  notices.push(...moderated.notices);
  if (moderated.text === undefined) return { hidden: true };
  // heard in the speech's own language: the source's transcript says so (the bridge translates from it)
  const note = result.heardAs ? heardAsNote(language, result.heardAs, channelReaderOf(ctx)) : undefined;
  return { hidden: false, text: moderated.text.trim(), ...(note ? { note } : {}) };
}

/** Why a voice note has no transcript when speech to text has no model for its channel's language. */
export const noRecogniser = (language: string, lang = 'en') =>
  say(lang, 'bridge.noRecogniser', { language: { language } });

/** The batch job for a long note (metered when queued, like auto-transcribe's batch jobs). */
async function queueBatch(ctx: CommandContext, media: MediaRef, seconds: number, notices: Reply[]) {
  const { event, settings } = ctx;
  await ctx.jobs.enqueue(
    'bridge-stt',
    {
      event,
      media,
      language: await sttLanguageFor(ctx.languages),
      logging: settings.apiLogging,
      moderation: settings.moderation,
      autoTranscribe: settings.autoTranscribe,
      domain: settings.domain,
      budget: settings.budget,
      workspaceLanguage: channelReaderOf(ctx),
    },
    { dedupeKey: `${event.id}:bridge-stt:${media.ref}` },
  );
  const notice = await ctx.usage.record(
    event.conversation,
    settings.budget,
    'audioSeconds',
    seconds,
    channelReaderOf(ctx),
  );
  if (notice) notices.push(notice);
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
 * there are none (speech to text refused: no recogniser for the language). Said to the whole channel:
 * in the workspace's language (`lang`).
 */
export function transcriptReplies(
  text: string | undefined,
  replyTo: string,
  failed?: string,
  lang = 'en',
  note?: string,
): Reply[] {
  if (failed) return [{ type: 'error', text: failed, replyTo }];
  if (!text) return [{ type: 'text', text: say(lang, 'job.noSpeech'), replyTo }];
  return [
    {
      type: 'text',
      text: `🎙️ ${text}${note ? `\n${note}` : ''}`,
      replyTo,
      longFile: { filename: 'transcript.txt', caption: say(lang, 'job.transcriptFile') },
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
    'image',
    channelReaderOf(ctx),
  );
  notices.push(...moderated.notices);
  if (moderated.text === undefined) return { hidden: true };
  return { hidden: false, ...(moderated.text.trim() ? { text: moderated.text.trim() } : {}) };
}

/** What auto-OCR would have posted in the source channel, when the bridge read the image instead. */
export function ocrReplies(text: string | undefined, replyTo: string, lang = 'en'): Reply[] {
  return [{ type: 'text', text: text ? `📄 ${text}` : say(lang, 'job.noText'), replyTo }];
}

/**
 * A bridged image's text, read at most once: for the destinations with OCR on (`wanted`), and for
 * the source's own answer when its auto-OCR left the image to the bridge (the source has OCR on).
 * `hidden`: moderation hides the image (nothing of the message crosses); `text`: what the
 * destinations read (only when wanted); `answer`: what the source channel hears.
 */
export async function readBridgedImage(
  ctx: CommandContext,
  media: MediaRef,
  bytes: Buffer,
  wanted: boolean,
  onError: (err: unknown) => void,
): Promise<{ hidden: boolean; text?: string; answer: Reply[] }> {
  const own = ctx.settings.autoOcr;
  const replyTo = ctx.event.messageId ?? '';
  if (!wanted && !own) return { hidden: false, answer: [] };
  const found: Reply[] = [];
  let seen: { hidden: boolean; text?: string };
  try {
    seen = await imageTextOf(ctx, media, bytes, found);
  } catch (err) {
    onError(err);
    return {
      hidden: false,
      answer: own ? [errorReply(explainError(err, channelReaderOf(ctx)), replyTo)] : [],
    };
  }
  // Hidden: the source hears it either way. Otherwise the moderation notices are auto-OCR's to give.
  if (seen.hidden) return { hidden: true, answer: found };
  return {
    hidden: false,
    ...(wanted && seen.text ? { text: seen.text } : {}),
    answer: own ? [...ocrReplies(seen.text, replyTo, channelReaderOf(ctx)), ...found] : [],
  };
}
