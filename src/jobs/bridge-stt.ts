// A voice note longer than file STT takes, after it crossed a bridge as audio: batch speech to text
// (the slow path, so a job), moderated by the source channel's policy, then its transcript on every
// other side (translated, answering the note's copy) and, when the source has auto-transcribe on,
// in the source as auto-transcribe's answer: one transcription for all (metered when it was queued).
import { z } from 'zod';
import { PermanentError } from '../core/errors.js';
import { heardAsNote } from '../core/messages.js';
import { type Recognised, recogniseSpeech } from '../core/recognise.js';
import { errorReply, type Reply } from '../core/reply.js';
import { noRecogniser, transcriptReplies } from '../features/bridge/media.js';
import { moderateMediaText } from '../features/moderation.js';
import { LanguageApiError } from '../language/errors.js';
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
  let heard: Recognised;
  try {
    heard = await transcriptOf(p, deps);
  } catch (err) {
    // Nobody there asked for a transcript: a failure no retry mends stays quiet (the audio crossed).
    const final = err instanceof PermanentError || (err instanceof LanguageApiError && !err.retryable);
    if (!p.autoTranscribe && final) return [];
    throw err;
  }
  // No recogniser for the channel's language nor the speech's own: said as for a short note.
  if ('unheard' in heard)
    return p.autoTranscribe ? [errorReply(noRecogniser(p.language, p.workspaceLanguage), replyTo)] : [];
  const said = heard.text.trim();
  const moderated = said
    ? await moderateMediaText(deps.language, said, p.moderation, replyTo, 'voiceNote', p.workspaceLanguage)
    : { text: '', notices: [] };
  if (moderated.text === undefined) {
    await deps.bridge?.withdrawNote(p);
    return moderated.notices;
  }
  const text = moderated.text.trim();
  const crossed = text && deps.bridge ? await deps.bridge.crossTranscript(p, text, deps) : [];
  const note = heard.heardAs ? heardAsNote(p.language, heard.heardAs, p.workspaceLanguage) : undefined;
  const answer = p.autoTranscribe
    ? transcriptReplies(text || undefined, replyTo, undefined, p.workspaceLanguage, note)
    : [];
  return [...answer, ...crossed, ...moderated.notices];
}

/** The note's words through batch STT (or in the speech's own language: core/recognise.ts). */
async function transcriptOf(p: BridgeSttPayload, deps: JobDeps): Promise<Recognised> {
  const buf = await deps.download(p.media);
  if (!buf?.length) throw new PermanentError({ key: 'job.empty.recording' });
  const prepared = await readAudio(buf, true);
  return recogniseSpeech(deps.language, prepared, p.language, { long: true });
}
