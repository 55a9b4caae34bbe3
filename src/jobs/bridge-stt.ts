// A voice note longer than file STT takes, after it crossed a bridge as audio: batch speech to text
// (the slow path, so a job), moderated by the source channel's policy, then its transcript on every
// other side (translated, answering the note's copy) and, when the source has auto-transcribe on,
// in the source as auto-transcribe's answer: one transcription for all (metered when it was queued).
import { z } from 'zod';
import { PermanentError } from '../core/errors.js';
import { errorReply, type Reply } from '../core/reply.js';
import { noRecogniser, transcriptReplies } from '../features/bridge/media.js';
import { moderateMediaText } from '../features/moderation.js';
import { BatchJobError, LanguageApiError } from '../language/errors.js';
import { Settings } from '../settings/schema.js';
import { type JobDeps, readAudio } from './handlers.js';
import { TranscribePayload } from './payloads.js';

export const BridgeSttPayload = TranscribePayload.extend({
  /** the source channel has auto-transcribe on: the transcript answers the note there too */
  autoTranscribe: z.boolean().default(false),
  /** the source channel's translation domain and its workspace's budget (the translation counts) */
  domain: z.string().default('generic'),
  budget: Settings.shape.budget.optional(),
});
export type BridgeSttPayload = z.infer<typeof BridgeSttPayload>;

export async function bridgeStt(p: BridgeSttPayload, deps: JobDeps): Promise<Reply[]> {
  const replyTo = p.event.messageId ?? '';
  let heard: string;
  try {
    heard = await transcriptOf(p, deps);
  } catch (err) {
    // No model for the channel's language (batch upload code 003): said as for a short note.
    if (err instanceof BatchJobError && err.code === '003')
      return p.autoTranscribe ? [errorReply(noRecogniser(p.language, p.workspaceLanguage), replyTo)] : [];
    // Nobody there asked for a transcript: a failure no retry mends stays quiet (the audio crossed).
    const final = err instanceof PermanentError || (err instanceof LanguageApiError && !err.retryable);
    if (!p.autoTranscribe && final) return [];
    throw err;
  }
  const moderated = heard
    ? await moderateMediaText(deps.language, heard, p.moderation, replyTo, 'voiceNote', p.workspaceLanguage)
    : { text: '', notices: [] };
  if (moderated.text === undefined) {
    await deps.bridge?.withdrawNote(p);
    return moderated.notices;
  }
  const text = moderated.text.trim();
  const crossed = text && deps.bridge ? await deps.bridge.crossTranscript(p, text, deps) : [];
  const answer = p.autoTranscribe
    ? transcriptReplies(text || undefined, replyTo, undefined, p.workspaceLanguage)
    : [];
  return [...answer, ...crossed, ...moderated.notices];
}

async function transcriptOf(p: BridgeSttPayload, deps: JobDeps): Promise<string> {
  const buf = await deps.download(p.media);
  if (!buf?.length) throw new PermanentError({ key: 'job.empty.recording' });
  const prepared = await readAudio(buf, true);
  const result = await deps.language.transcribeBatch({
    audio: prepared.audio,
    format: prepared.format,
    language: p.language,
  });
  return result.transcript.trim();
}
