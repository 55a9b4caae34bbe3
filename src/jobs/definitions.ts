// One definition per job: its payload schema, its handler, what the chat shows while it runs and
// which failures are permanent. The queue's names, the workers' switch and the chat actions all
// derive from JOBS; the core's JobPayloads (what commands may enqueue) is filled in from it.
import type { z } from 'zod';
import type { WorkingKind } from '../core/adapter.js';
import { UsageError } from '../core/command.js';
import { PermanentError } from '../core/errors.js';
import { explainError } from '../core/messages.js';
import type { Reply } from '../core/reply.js';
import { AudioToolMissingError } from '../language/audio.js';
import { LanguageApiError } from '../language/errors.js';
import { BridgeSttPayload, bridgeStt } from './bridge-stt.js';
import { type JobDeps, localize, ocr, speak, transcribe } from './handlers.js';
import { LocalizePayload, OcrPayload, SpeakPayload, TranscribePayload } from './payloads.js';

export interface JobDefinition<S extends z.ZodType> {
  payload: S;
  handle(payload: z.output<S>, deps: JobDeps): Promise<Reply[]>;
  /** what the chat shows while it runs (Telegram's chat actions) */
  working: WorkingKind;
  /** a failure of this job no retry can fix, beyond the ones every job shares (`isPermanent`) */
  permanent?(err: unknown): boolean;
}

const defineJob = <S extends z.ZodType>(d: JobDefinition<S>): JobDefinition<S> => d;

export const JOBS = {
  transcribe: defineJob({
    payload: TranscribePayload,
    handle: (p, deps) => transcribe(p, deps, false),
    working: 'typing',
    // ffmpeg/ffprobe missing on this machine: retrying here will not install them.
    permanent: (err) => err instanceof AudioToolMissingError,
  }),
  'batch-stt': defineJob({
    payload: TranscribePayload,
    handle: (p, deps) => transcribe(p, deps, true),
    working: 'typing',
    permanent: (err) => err instanceof AudioToolMissingError,
  }),
  // a long voice note a bridge carried: its transcript on every side (src/jobs/bridge-stt.ts)
  'bridge-stt': defineJob({
    payload: BridgeSttPayload,
    handle: bridgeStt,
    working: 'typing',
    permanent: (err) => err instanceof AudioToolMissingError,
  }),
  ocr: defineJob({ payload: OcrPayload, handle: ocr, working: 'upload_document' }),
  speak: defineJob({ payload: SpeakPayload, handle: speak, working: 'record_voice' }),
  localize: defineJob({ payload: LocalizePayload, handle: localize, working: 'upload_document' }),
};

declare module '../core/jobs.js' {
  interface JobPayloads {
    transcribe: z.input<typeof TranscribePayload>;
    'batch-stt': z.input<typeof TranscribePayload>;
    'bridge-stt': z.input<typeof BridgeSttPayload>;
    ocr: z.input<typeof OcrPayload>;
    speak: z.input<typeof SpeakPayload>;
    localize: z.input<typeof LocalizePayload>;
  }
}

export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];
export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/**
 * A failure no retry can fix, as a PermanentError with a sentence for the person: bad input, over
 * budget, an API error that says it is final (the API error stays as the cause, so the worker can
 * tell admins when credits are used up). Anything else passes through to be retried.
 */
export function classify(name: JobName, err: unknown): unknown {
  if (err instanceof PermanentError) return err;
  if (JOBS[name].permanent?.(err))
    return new PermanentError(err instanceof Error ? err.message : String(err));
  if (err instanceof UsageError)
    return new PermanentError({ key: err.key, ...(err.params ? { params: err.params } : {}) });
  if (err instanceof LanguageApiError)
    return err.retryable ? err : new PermanentError(explainError(err), { cause: err });
  return err;
}

/** Checks the payload against the job's schema, runs its handler, classifies what it throws. */
export async function runJob(name: JobName, payload: unknown, deps: JobDeps): Promise<Reply[]> {
  const job: JobDefinition<z.ZodType> = JOBS[name];
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The person hears what to do; the schema's detail is for the log only (issue 9).
    const detail = new Error(
      `bad ${name} job payload: ${issue?.path.join('.') || 'payload'}: ${issue?.message}`,
    );
    // What a person hears when the platform sent their message with details that are not valid.
    throw new PermanentError({ key: 'job.badPayload' }, { cause: detail });
  }
  try {
    return await job.handle(parsed.data, deps);
  } catch (err) {
    throw classify(name, err);
  }
}
