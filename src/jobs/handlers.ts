// The slow half of the job commands, run by the workers: fetch the media, call the API, and return
// the replies to post. Bad input (a corrupt recording, a "photo" that is not an image) throws
// PermanentError with a sentence for the person; errors that may pass (5xx, timeouts) are rethrown
// so the queue retries with backoff. Which job runs which handler: definitions.ts.
import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { BridgeTranscripts } from '../core/bridge-transcripts.js';
import type { Metered, TranslationService, UsageMeter } from '../core/command.js';
import { PermanentError } from '../core/errors.js';
import type { MediaRef } from '../core/event.js';
import { type MessageKey, type Params, say } from '../core/i18n.js';
import { workspaceKey } from '../core/ids.js';
import { FILE_STT_MAX_S, LOCALIZE_TYPES } from '../core/jobs.js';
import { cannotHearMessage, heardAsNote } from '../core/messages.js';
import { recogniseSpeech } from '../core/recognise.js';
import type { Reply } from '../core/reply.js';
import { speechReply } from '../core/speech.js';
import { BudgetExceededError } from '../core/usage.js';
import { moderateMediaText } from '../features/moderation.js';
import { type PreparedAudio, prepareForStt } from '../language/audio.js';
import { DOC_LANGUAGE_NAMES, type DocLanguageName, type SttLanguage } from '../language/codes.js';
import { audioDurationS } from '../language/duration.js';
import { InvalidRequestError } from '../language/errors.js';
import type { LanguageClient, LocalizedFile } from '../language/types.js';
import { soundedOutAdminNotice, soundedOutLine, soundedOutNote } from '../translation/sounded-out.js';
import type { LocalizePayload, OcrPayload, SpeakPayload, TranscribePayload } from './payloads.js';

export interface JobDeps {
  language: LanguageClient;
  /** the adapter's download: fetches the bytes a MediaRef names */
  download(media: MediaRef): Promise<Buffer>;
  /** the cached chat translator (the same Redis cache the pipeline uses) */
  translator: TranslationService;
  /** monthly usage, counted against the workspace budget the payload carries */
  usage: UsageMeter;
  /** the translating bridge, for the transcripts of long voice notes it carried (bridge-stt.ts) */
  bridge?: BridgeTranscripts;
}

/** A sentence for the member, in the language they read dubash in (the payload's `reader`). */
const unreadable = (lang: string | undefined, key: MessageKey, params?: Params) =>
  new PermanentError(say(lang ?? 'en', key, params));

async function fetchMedia(deps: JobDeps, media: MediaRef, empty: MessageKey, lang?: string): Promise<Buffer> {
  const buf = await deps.download(media);
  if (!buf || buf.length === 0) throw unreadable(lang, empty);
  return buf;
}

// ---------- transcribe / batch-stt ----------
export async function transcribe(p: TranscribePayload, deps: JobDeps, batch: boolean): Promise<Reply[]> {
  const notices: Reply[] = [];
  const seconds = audioMeter(deps.usage, p, notices);
  try {
    return [...(await transcribed(p, deps, batch, seconds)), ...notices];
  } catch (err) {
    // Auto-transcribe over budget stops quietly, as all automatic work does; admins hear it once.
    if (!(p.automatic && err instanceof BudgetExceededError)) throw err;
    const notice =
      p.budget && err.kind
        ? await deps.usage.refused?.(p.event.conversation, p.budget, err.kind, p.workspaceLanguage)
        : undefined;
    return notice ? [notice] : [];
  }
}

async function transcribed(p: TranscribePayload, deps: JobDeps, batch: boolean, seconds: Metered) {
  // A platform's figure that is already over what is left is refused before the download.
  await seconds.before(Math.ceil(p.media.durationS ?? 0));
  const buf = await fetchMedia(deps, p.media, 'job.empty.recording', p.reader);
  const length = lengthOf(p.media.durationS, await audioDurationS(buf));
  // No length from the platform and none in the recording (not decodable): it cannot be metered.
  if (length === undefined) {
    await readAudio(buf, batch, p.reader); // says why it cannot be read
    throw unreadable(p.reader, 'job.noDuration');
  }
  const metered = Math.ceil(length);
  await seconds.before(metered);
  // Prepared once, for the API that will take it: a batch job, or a clip longer than file STT takes.
  const long = batch || length > FILE_STT_MAX_S;
  const prepared = await readAudio(buf, long);
  const { text, heardAs } = await recognise(deps, prepared, p, long);
  const replyTo = p.event.messageId;
  if (!text.trim()) {
    await seconds.after(metered);
    return [{ type: 'text', text: say(p.reader ?? 'en', 'job.noSpeech'), replyTo }] as Reply[];
  }
  // Moderated like a typed message: a hidden voice note shows no transcript, a redacted one the redacted text.
  const moderated = await moderateMediaText(
    deps.language,
    text,
    p.moderation,
    sourceOf(p),
    'voiceNote',
    p.workspaceLanguage,
  );
  // Metered once heard and moderated: a failure before here counts nothing, so its retry counts once.
  await seconds.after(metered);
  if (moderated.text === undefined) return moderated.notices;
  const replies: Reply[] = [
    {
      type: 'text',
      text: `🎙️ ${moderated.text.trim()}${heardAs ? `\n${heardAsNote(p.language, heardAs, p.reader)}` : ''}`,
      replyTo,
      // Where the platform must split it (Telegram: 4,096 characters), the whole transcript comes as a file too.
      longFile: { filename: 'transcript.txt', caption: say(p.reader ?? 'en', 'job.transcriptFile') },
    },
  ];
  return replies.concat(moderated.notices);
}

/**
 * The transcript in the language asked for (the reader's, by default), else in the speech's own
 * language where the service has no recogniser for it (core/recognise.ts); otherwise one sentence
 * says why.
 */
async function recognise(
  deps: JobDeps,
  prepared: PreparedAudio,
  p: TranscribePayload,
  long: boolean,
): Promise<{ text: string; heardAs?: SttLanguage }> {
  const heard = await recogniseSpeech(deps.language, prepared, p.language, { long, logging: p.logging });
  if ('unheard' in heard) throw new PermanentError(cannotHearMessage(p.language, p.reader));
  return heard;
}

/**
 * Platforms round durations to whole seconds, so the recording's own length replaces theirs only
 * when it is clearly longer (a Telegram audio document that says 3 s and lasts 10 min).
 */
const PLATFORM_SLACK_S = 1;

/** The length to meter: the platform's, unless it gave none or the recording is clearly longer. */
function lengthOf(platformS: number | undefined, measuredS: number | undefined): number | undefined {
  if (platformS === undefined) return measuredS;
  return measuredS !== undefined && measuredS > platformS + PLATFORM_SLACK_S ? measuredS : platformS;
}

/**
 * Audio seconds against the workspace budget the payload carries (the admins' 80% notice lands in
 * `notices`). A payload without one was metered when it was queued: nothing is counted again.
 */
function audioMeter(usage: UsageMeter, p: TranscribePayload, notices: Reply[]): Metered {
  const budget = p.budget;
  if (!budget) return { before: async () => {}, after: async () => {} };
  const conversation = p.event.conversation;
  return {
    before: (amount) => usage.ensure(conversation, budget, 'audioSeconds', amount),
    after: async (amount) => {
      const notice = await usage.record(conversation, budget, 'audioSeconds', amount, p.workspaceLanguage);
      if (notice) notices.push(notice);
    },
  };
}

export async function readAudio(buf: Buffer, batch = false, lang?: string): Promise<PreparedAudio> {
  try {
    return await prepareForStt(buf, { batch });
  } catch (err) {
    if (err instanceof InvalidRequestError)
      throw unreadable(lang, 'job.unreadableAudio', { reason: err.message });
    throw err;
  }
}

/**
 * The message that holds the media: the command's own (an attachment, or auto-transcription of a
 * voice note), else the message the command targets.
 */
function sourceOf(p: { event: TranscribePayload['event']; media: MediaRef }): string | undefined {
  if (p.event.media?.some((m) => m.ref === p.media.ref)) return p.event.messageId;
  if (p.event.replyTo?.media?.some((m) => m.ref === p.media.ref)) return p.event.replyTo.messageId;
  return p.event.messageId;
}

// ---------- ocr ----------
export async function ocr(p: OcrPayload, deps: JobDeps): Promise<Reply[]> {
  const buf = await fetchMedia(deps, p.media, 'job.empty.file', p.reader);
  const type = await fileTypeFromBuffer(buf);
  const fileType = type?.ext === 'pdf' ? 'pdf' : type?.mime.startsWith('image/') ? 'img' : undefined;
  if (!fileType) {
    throw unreadable(p.reader, 'job.notImage');
  }
  const result = await deps.language.ocr({
    file: buf,
    filename: p.media.name ?? `upload.${type?.ext}`,
    fileType,
    languages: p.languages,
  });
  const text = result.kind === 'text' ? result.text.trim() : '';
  const replyTo = p.event.messageId;
  if (!text) return [{ type: 'text', text: say(p.reader ?? 'en', 'job.noText'), replyTo }];
  // Moderated before it is translated, like a typed message (hidden: nothing shown or translated).
  const moderated = await moderateMediaText(
    deps.language,
    text,
    p.moderation,
    sourceOf(p),
    'image',
    p.workspaceLanguage,
  );
  if (moderated.text === undefined) return moderated.notices;
  const shown = moderated.text;
  const lines = [`📄 ${shown}`];
  const notices: Reply[] = [];
  if (p.translateTo) {
    const out = await deps.translator.translateDetailed(shown, 'auto', [p.translateTo], p.domain, {
      characters: budgetMeter(deps.usage, p, notices),
      workspace: workspaceKey(p.event.conversation),
    });
    const translated = out.translations.get(p.translateTo);
    if (translated) {
      lines.push('', `(${p.translateTo}) ${translated}`);
      // only sounded out (no translation engine for the pair): said under it, never passed off as translated
      const soundedOut = soundedOutLine(out, p.reader ?? 'en');
      if (soundedOut) lines.push(soundedOut);
      notices.push(...soundedOutAdminNotice(out, p.workspaceLanguage));
    }
  }
  const replies: Reply[] = [{ type: 'text', text: lines.join('\n'), replyTo }, ...notices];
  return replies.concat(moderated.notices);
}

/** Characters a job sends for translation count against the workspace's budget. */
function budgetMeter(usage: UsageMeter, p: OcrPayload, notices: Reply[]): Metered {
  const conversation = p.event.conversation;
  const budget = p.budget ?? { characters: 0, audioSeconds: 0 };
  return {
    before: (amount) => usage.ensure(conversation, budget, 'characters', amount),
    after: async (amount) => {
      const notice = await usage.record(conversation, budget, 'characters', amount, p.workspaceLanguage);
      if (notice) notices.push(notice);
    },
  };
}

// ---------- speak ----------
export async function speak(p: SpeakPayload, deps: JobDeps): Promise<Reply[]> {
  return [await speechReply(deps.language, p, p.event.messageId)];
}

// ---------- localize ----------
export async function localize(p: LocalizePayload, deps: JobDeps): Promise<Reply[]> {
  const name = p.media.name ?? 'document.docx';
  const ext = extname(name).toLowerCase();
  const mimeType = LOCALIZE_TYPES[ext];
  if (!mimeType) {
    throw unreadable(p.reader, 'job.cannotLocalize', { name });
  }
  const buf = await fetchMedia(deps, p.media, 'job.empty.document', p.reader);
  const result = await deps.language.localizeDocument({
    file: buf,
    filename: name,
    from: p.from as DocLanguageName,
    to: p.to as DocLanguageName[],
  });
  const replyTo = p.event.messageId;
  if (result.files.length === 0)
    return [{ type: 'error', text: say(p.reader ?? 'en', 'job.noTranslations'), replyTo }];
  const codeOf = (language: string) =>
    (DOC_LANGUAGE_NAMES as Record<string, string>)[language.toLowerCase()] ?? language;
  // Each file's caption in the member's language, naming its language so (English keeps the
  // document API's own name, as it always did).
  const reader = p.reader ?? 'en';
  const named = (language: string, code: string) =>
    reader.split(/[-_]/)[0] === 'en' || code === language ? language : { language: code };
  return result.files.map((f) => {
    const base = name.slice(0, name.length - ext.length);
    const code = codeOf(f.language);
    return {
      type: 'file',
      file: f.content,
      mimeType,
      filename: `${base}.${code}${ext}`,
      caption: `${say(reader, 'localize.caption', { name, language: named(f.language, code) })}${soundedOutCaption(f.soundedOut, codeOf(p.from), code, reader)}`,
      replyTo,
    };
  });
}

/** A file only (partly) transliterated is not passed off as translated: the message with it says so. */
function soundedOutCaption(s: LocalizedFile['soundedOut'], from: string, to: string, reader: string): string {
  if (!s) return '';
  const note = soundedOutNote(from, to, reader);
  return `\n${
    s.passages >= s.of
      ? say(reader, 'soundedOut.file.whole', { note })
      : say(reader, 'soundedOut.file.part', { passages: s.passages, of: s.of, note })
  }`;
}
