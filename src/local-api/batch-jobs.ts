// Batch transcription jobs, in memory: queued → processing → completed | failed. Jobs run one at a
// time through their own queue (the engine queue bounds the child processes inside each job);
// finished jobs are forgotten after an hour so memory stays bounded.
import { randomUUID } from 'node:crypto';
import PQueue from 'p-queue';
import type { BatchTranscriptResult } from '../language/schemas.js';
import type { Engines } from './engines/index.js';
import { isSpokenWord, postProcess, toSrt } from './transcript-format.js';

export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface BatchJob {
  id: string;
  owner: string;
  status: JobStatus;
  createdAt: number;
  finishedAt?: number;
  result?: BatchTranscriptResult;
  /** why it failed, for logs only */
  failure?: string;
}

export interface BatchRequest {
  audio: Buffer;
  language: string;
  domain: string;
  format: string;
  subtitles: boolean;
  /** called with the audio seconds served once the job completes (credits) */
  onCompleted?: (audioSeconds: number) => void;
}

const KEEP_FINISHED_MS = 60 * 60 * 1000;
const MAX_JOBS = 10_000;

export class BatchJobs {
  private readonly jobs = new Map<string, BatchJob>();
  private readonly runner: PQueue;

  constructor(
    private readonly engines: Pick<Engines, 'decodeToPcm16k' | 'recognizer'>,
    opts: { concurrency?: number; log?: (msg: string, err?: unknown) => void } = {},
  ) {
    this.runner = new PQueue({ concurrency: opts.concurrency ?? 1 });
    this.log = opts.log ?? (() => {});
  }
  private readonly log: (msg: string, err?: unknown) => void;

  submit(owner: string, req: BatchRequest): BatchJob {
    this.evict();
    const job: BatchJob = { id: randomUUID(), owner, status: 'queued', createdAt: Date.now() };
    this.jobs.set(job.id, job);
    void this.runner.add(() => this.run(job, req));
    return job;
  }

  /** A job is visible only to the account that uploaded it. */
  get(id: string, owner: string): BatchJob | undefined {
    const job = this.jobs.get(id);
    return job && job.owner === owner ? job : undefined;
  }

  idle(): Promise<void> {
    return this.runner.onIdle();
  }

  private async run(job: BatchJob, req: BatchRequest): Promise<void> {
    job.status = 'processing';
    try {
      const pcm = await this.engines.decodeToPcm16k(req.audio, req.format);
      const recognition = await this.engines.recognizer.recognize(pcm, req.language, req.domain);
      const words = recognition.words.filter((w) => isSpokenWord(w.word));
      job.result = {
        transcript: postProcess(recognition.text, req.language, true),
        original_transcript: recognition.text,
        channel_number: 1,
        words: [words.map((w) => ({ word: w.word, start: w.start, end: w.end, conf: w.conf }))],
        ...(req.subtitles ? { subtitles: toSrt(words) } : {}),
      };
      job.status = 'completed';
      req.onCompleted?.(pcm.length / 32_000);
    } catch (err) {
      job.status = 'failed';
      job.failure = (err as Error).message;
      this.log(`batch job ${job.id} failed`, err);
    } finally {
      job.finishedAt = Date.now();
    }
  }

  private evict(now = Date.now()): void {
    for (const [id, job] of this.jobs) {
      const old = job.finishedAt !== undefined && now - job.finishedAt > KEEP_FINISHED_MS;
      if (old || (this.jobs.size >= MAX_JOBS && job.finishedAt !== undefined)) this.jobs.delete(id);
    }
  }
}
