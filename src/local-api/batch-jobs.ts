// Batch transcription jobs, in memory: queued → processing → completed | failed. Jobs run one at a
// time through their own queue (the engine queue bounds the child processes inside each job);
// finished jobs are forgotten after an hour so memory stays bounded. Unfinished jobs hold their
// audio, so their number is capped per account and in total.
import { randomUUID } from 'node:crypto';
import PQueue from 'p-queue';
import type { BatchTranscriptResult } from '../language/schemas.js';
import type { Engines } from './engines/index.js';
import { PCM_BYTES_PER_SECOND } from './engines/stt.js';
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
  /** called when the job fails (credit held for it is given back) */
  onFailed?: () => void;
}

const KEEP_FINISHED_MS = 60 * 60 * 1000;
const MAX_JOBS = 10_000;

export interface BatchJobsOptions {
  concurrency?: number;
  /** unfinished (queued or processing) jobs one owner may have */
  maxPerOwner?: number;
  /** unfinished jobs over all owners */
  maxTotal?: number;
  log?: (msg: string, err?: unknown) => void;
}

export class BatchJobs {
  private readonly jobs = new Map<string, BatchJob>();
  private readonly runner: PQueue;
  private readonly unfinished = new Map<string, number>();
  private unfinishedTotal = 0;
  private readonly maxPerOwner: number;
  private readonly maxTotal: number;
  private readonly log: (msg: string, err?: unknown) => void;

  constructor(
    private readonly engines: Pick<Engines, 'decodeToPcm16k' | 'recognizer'>,
    opts: BatchJobsOptions = {},
  ) {
    this.runner = new PQueue({ concurrency: opts.concurrency ?? 1 });
    this.maxPerOwner = opts.maxPerOwner ?? Number.POSITIVE_INFINITY;
    this.maxTotal = opts.maxTotal ?? Number.POSITIVE_INFINITY;
    this.log = opts.log ?? (() => {});
  }

  /** Why a new job of this owner would be refused now, or undefined when it would be accepted. */
  refusal(owner: string): string | undefined {
    if ((this.unfinished.get(owner) ?? 0) >= this.maxPerOwner) {
      return `you have ${this.maxPerOwner} unfinished jobs; wait for earlier jobs to finish, then upload again`;
    }
    if (this.unfinishedTotal >= this.maxTotal) {
      return 'the server has too many unfinished jobs; wait for earlier jobs to finish, then upload again';
    }
    return undefined;
  }

  /** Queues a job; undefined when refusal(owner) says the queue is full. */
  submit(owner: string, req: BatchRequest): BatchJob | undefined {
    if (this.refusal(owner)) return undefined;
    this.evict();
    const job: BatchJob = { id: randomUUID(), owner, status: 'queued', createdAt: Date.now() };
    this.jobs.set(job.id, job);
    this.unfinished.set(owner, (this.unfinished.get(owner) ?? 0) + 1);
    this.unfinishedTotal++;
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
        // the Android SDK reads this misspelling (issue 12); same value
        oringal_transcript: recognition.text,
        channel_number: 1,
        words: [words.map((w) => ({ word: w.word, start: w.start, end: w.end, conf: w.conf }))],
        ...(req.subtitles ? { subtitles: toSrt(words) } : {}),
      };
      job.status = 'completed';
      req.onCompleted?.(pcm.length / PCM_BYTES_PER_SECOND);
    } catch (err) {
      job.status = 'failed';
      job.failure = (err as Error).message;
      req.onFailed?.();
      this.log(`batch job ${job.id} failed`, err);
    } finally {
      job.finishedAt = Date.now();
      const left = (this.unfinished.get(job.owner) ?? 1) - 1;
      if (left > 0) this.unfinished.set(job.owner, left);
      else this.unfinished.delete(job.owner);
      this.unfinishedTotal--;
    }
  }

  private evict(now = Date.now()): void {
    for (const [id, job] of this.jobs) {
      const old = job.finishedAt !== undefined && now - job.finishedAt > KEEP_FINISHED_MS;
      if (old || (this.jobs.size >= MAX_JOBS && job.finishedAt !== undefined)) this.jobs.delete(id);
    }
  }
}
