// The slow half of the job commands, run by the BullMQ workers: fetch the media, call the API, and
// return the replies to post. Bad input (a corrupt recording, a "photo" that is not an image) throws
// UnrecoverableError with a sentence for the person; errors that may pass (5xx, timeouts) are
// rethrown so BullMQ retries with backoff.
import { spawn } from 'node:child_process';
import { extname } from 'node:path';
import { UnrecoverableError } from 'bullmq';
import { fileTypeFromBuffer } from 'file-type';
import { type Metered, type TranslationService, UsageError, type UsageMeter } from '../core/command.js';
import type { MediaRef } from '../core/event.js';
import { explainError } from '../core/messages.js';
import type { Reply } from '../core/reply.js';
import { moderate, moderationReplies } from '../features/moderation.js';
import { AudioToolMissingError, type PreparedAudio, prepareForStt } from '../language/audio.js';
import { DOC_LANGUAGE_NAMES, type DocLanguageName } from '../language/codes.js';
import { InvalidRequestError, LanguageApiError } from '../language/errors.js';
import type { LanguageClient } from '../language/types.js';
import {
  FILE_STT_MAX_S,
  JOB_PAYLOADS,
  type JobName,
  LOCALIZE_TYPES,
  type LocalizePayload,
  type OcrPayload,
  type SpeakPayload,
  type TranscribePayload,
} from './payloads.js';

export interface JobDeps {
  language: LanguageClient;
  /** the adapter's download: fetches the bytes a MediaRef names */
  download(media: MediaRef): Promise<Buffer>;
  /** the cached chat translator (the same Redis cache the pipeline uses) */
  translator: TranslationService;
  /** monthly usage, counted against the workspace budget the payload carries */
  usage: UsageMeter;
}

export async function runJob(
  name: JobName | (string & {}),
  payload: unknown,
  deps: JobDeps,
): Promise<Reply[]> {
  try {
    switch (name) {
      case 'transcribe':
        return await transcribe(check('transcribe', payload), deps, false);
      case 'batch-stt':
        return await transcribe(check('batch-stt', payload), deps, true);
      case 'ocr':
        return await ocr(check('ocr', payload), deps);
      case 'speak':
        return await speak(check('speak', payload), deps);
      case 'localize':
        return await localize(check('localize', payload), deps);
      default:
        throw new UnrecoverableError(`unknown job ${String(name)}`);
    }
  } catch (err) {
    throw classify(err);
  }
}

type PayloadOf<N extends JobName> = ReturnType<(typeof JOB_PAYLOADS)[N]['parse']>;

function check<N extends JobName>(name: N, payload: unknown): PayloadOf<N> {
  const parsed = JOB_PAYLOADS[name].safeParse(payload);
  if (parsed.success) return parsed.data as PayloadOf<N>;
  const issue = parsed.error.issues[0];
  throw new UnrecoverableError(
    `bad ${name} job payload: ${issue?.path.join('.') || 'payload'}: ${issue?.message}`,
  );
}

/** Retryable API errors pass through for BullMQ to retry; everything a retry cannot fix stops here. */
export function classify(err: unknown): unknown {
  if (err instanceof UnrecoverableError) return err;
  if (err instanceof AudioToolMissingError) return new UnrecoverableError(err.message);
  // Over budget: its sentence already says what to do.
  if (err instanceof UsageError) return new UnrecoverableError(err.message);
  // The API error stays as the cause: the worker tells admins when credits are used up.
  if (err instanceof LanguageApiError)
    return err.retryable ? err : Object.assign(new UnrecoverableError(explainError(err)), { cause: err });
  return err;
}

const unreadable = (what: string, hint: string) => new UnrecoverableError(`${what} ${hint}`);

async function fetchMedia(deps: JobDeps, media: MediaRef, what: string): Promise<Buffer> {
  const buf = await deps.download(media);
  if (!buf || buf.length === 0) throw unreadable(`That ${what} is empty.`, 'Send it again.');
  return buf;
}

// ---------- transcribe / batch-stt ----------
async function transcribe(p: TranscribePayload, deps: JobDeps, batch: boolean): Promise<Reply[]> {
  const buf = await fetchMedia(deps, p.media, 'recording');
  // Prepared once, for the API that will take it: a batch job, or a clip the platform or a probe
  // of the original says is longer than file STT takes.
  const long = batch || (p.media.durationS ?? (await durationS(buf)) ?? 0) > FILE_STT_MAX_S;
  const prepared = await readAudio(buf, long);
  let text: string;
  if (long) {
    const result = await deps.language.transcribeBatch({
      audio: prepared.audio,
      format: prepared.format,
      language: p.language,
    });
    text = result.transcript;
  } else {
    const result = await deps.language.transcribeFile({
      audio: prepared.audio,
      format: prepared.format,
      language: p.language,
      logging: p.logging,
    });
    text = result.displayText || result.text;
  }
  const replyTo = p.event.messageId;
  if (!text.trim()) return [{ type: 'text', text: 'I heard no speech in that recording.', replyTo }];
  const replies: Reply[] = [
    {
      type: 'text',
      text: `🎙️ ${text.trim()}`,
      replyTo,
      // Where the platform must split it (Telegram: 4,096 characters), the whole transcript comes as a file too.
      longFile: { filename: 'transcript.txt', caption: 'The whole transcript as a file.' },
    },
  ];
  return replies.concat(await moderated(deps, text, p.moderation, replyTo, "This voice note's transcript"));
}

async function readAudio(buf: Buffer, batch = false): Promise<PreparedAudio> {
  try {
    return await prepareForStt(buf, { batch });
  } catch (err) {
    if (err instanceof InvalidRequestError)
      throw unreadable(
        `I could not read that audio (${err.message}).`,
        'Send a WAV, OGG/Opus, MP3, FLAC or M4A recording.',
      );
    throw err;
  }
}

/** Seconds of the recording as sent: ffprobe's answer (undefined if it has none). */
async function durationS(audio: Buffer): Promise<number | undefined> {
  return new Promise((resolve) => {
    const child = spawn(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', 'pipe:0'],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', () => resolve(undefined));
    child.on('close', () => {
      const s = Number.parseFloat(out);
      resolve(Number.isFinite(s) ? s : undefined);
    });
    child.stdin.on('error', () => {});
    child.stdin.end(audio);
  });
}

async function moderated(
  deps: JobDeps,
  text: string,
  policy: TranscribePayload['moderation'],
  messageId: string | undefined,
  what: string,
): Promise<Reply[]> {
  if (!policy || policy.mode === 'off') return [];
  const finding = await moderate(deps.language, text, policy);
  // The source message stays as it is (it is audio or an image): flag, do not delete or rewrite it.
  return finding ? moderationReplies(finding, { ...policy, mode: 'flag' }, messageId, what) : [];
}

// ---------- ocr ----------
async function ocr(p: OcrPayload, deps: JobDeps): Promise<Reply[]> {
  const buf = await fetchMedia(deps, p.media, 'file');
  const type = await fileTypeFromBuffer(buf);
  const fileType = type?.ext === 'pdf' ? 'pdf' : type?.mime.startsWith('image/') ? 'img' : undefined;
  if (!fileType) {
    throw unreadable(
      'That file is not an image or a PDF, so I cannot read text from it.',
      'Send a PNG, JPEG or PDF.',
    );
  }
  const result = await deps.language.ocr({
    file: buf,
    filename: p.media.name ?? `upload.${type?.ext}`,
    fileType,
    languages: p.languages,
  });
  const text = result.kind === 'text' ? result.text.trim() : '';
  const replyTo = p.event.messageId;
  if (!text) return [{ type: 'text', text: 'I found no text in that image.', replyTo }];
  const lines = [`📄 ${text}`];
  const notices: Reply[] = [];
  if (p.translateTo) {
    const out = await deps.translator.translate(text, 'auto', [p.translateTo], p.domain, {
      characters: budgetMeter(deps.usage, p, notices),
    });
    const translated = out.get(p.translateTo);
    if (translated) lines.push('', `(${p.translateTo}) ${translated}`);
  }
  const replies: Reply[] = [{ type: 'text', text: lines.join('\n'), replyTo }, ...notices];
  return replies.concat(await moderated(deps, text, p.moderation, replyTo, "This image's text"));
}

/** Characters a job sends for translation count against the workspace's budget. */
function budgetMeter(usage: UsageMeter, p: OcrPayload, notices: Reply[]): Metered {
  const conversation = p.event.conversation;
  const budget = p.budget ?? { characters: 0, audioSeconds: 0 };
  return {
    before: (amount) => usage.ensure(conversation, budget, 'characters', amount),
    after: async (amount) => {
      const notice = await usage.record(conversation, budget, 'characters', amount);
      if (notice) notices.push(notice);
    },
  };
}

// ---------- speak ----------
async function speak(p: SpeakPayload, deps: JobDeps): Promise<Reply[]> {
  return [await speechReply(deps.language, p, p.event.messageId)];
}

/** TTS as a WAV audio reply (shared with the inline /speak). */
export async function speechReply(
  client: LanguageClient,
  req: { text: string; voice: string; speed: number; sampleRate?: number },
  replyTo?: string,
): Promise<Reply> {
  const res = await client.tts({
    text: req.text,
    speaker: req.voice as never,
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

// ---------- localize ----------
async function localize(p: LocalizePayload, deps: JobDeps): Promise<Reply[]> {
  const name = p.media.name ?? 'document.docx';
  const ext = extname(name).toLowerCase();
  const mimeType = LOCALIZE_TYPES[ext];
  if (!mimeType) {
    throw unreadable(`I can't localize "${name}".`, 'Attach a .docx, .txt, .srt or .html file.');
  }
  const buf = await fetchMedia(deps, p.media, 'document');
  const result = await deps.language.localizeDocument({
    file: buf,
    filename: name,
    from: p.from as DocLanguageName,
    to: p.to as DocLanguageName[],
  });
  const replyTo = p.event.messageId;
  if (result.files.length === 0)
    return [
      { type: 'error', text: 'The document came back with no translations. Please try again.', replyTo },
    ];
  return result.files.map((f) => {
    const base = name.slice(0, name.length - ext.length);
    const code = (DOC_LANGUAGE_NAMES as Record<string, string>)[f.language.toLowerCase()] ?? f.language;
    return {
      type: 'file',
      file: f.content,
      mimeType,
      filename: `${base}.${code}${ext}`,
      caption: `${name} in ${f.language}`,
      replyTo,
    };
  });
}
