// Batch STT: POST /upload, GET /status?job_id=, GET /transcript?job_id= (REV-APPNAME stt_batch).
// Bodies are {job_id, code, message[, status | result]} with the codes of codes.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_NAMES,
  BATCH_JOB_MESSAGES,
  BATCH_UPLOAD_MESSAGES,
  STT_BATCH_FORMATS,
} from '../../language/codes.js';
import { header } from '../auth.js';
import type { JobStatus } from '../batch-jobs.js';
import { guardCaller, guardUse, reserve, type ServerContext } from '../context.js';
import { audioSeconds } from '../engines/audio-duration.js';
import { sniffContainer } from '../engines/media.js';
import { readForm } from '../request-body.js';

type UploadCode = keyof typeof BATCH_UPLOAD_MESSAGES;
const uploadReply = (
  reply: FastifyReply,
  status: number,
  code: UploadCode,
  extra: object = {},
  message?: string,
) =>
  reply.code(status).send({
    ...extra,
    code,
    message: message ?? BATCH_UPLOAD_MESSAGES[code],
    // errors also carry the numeric HTTP status clients read (issue 12); a 200 has none
    ...(status === 200 ? {} : { status }),
  });

const JOB_CODES: Record<JobStatus, keyof typeof BATCH_JOB_MESSAGES> = {
  queued: '003',
  processing: '004',
  failed: '005',
  completed: '000',
};

export function batchUploadRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'batch', [APP_NAMES.sttBatch]);
    if (!account) return reply;
    const language = header(req, 'src_lang');
    if (!language) return uploadReply(reply, 400, '001');
    const domain = header(req, 'domain');
    if (!domain) return uploadReply(reply, 400, '003');
    const format = header(req, 'format') ?? '16k_int16';
    if (!(STT_BATCH_FORMATS as readonly string[]).includes(format)) return uploadReply(reply, 400, '002');
    // Every check the headers allow comes before the upload is read into memory.
    if (!guardUse(reply, 'batch', account, { languages: [language], credit: 'audioSeconds' })) return reply;
    if (!ctx.engines.recognizer.supports(language, domain)) return uploadReply(reply, 400, '003');
    const full = ctx.jobs.refusal(account.id);
    if (full) return uploadReply(reply, 400, '999', {}, full);

    const read = await readForm(req, ctx.limits.audioBytes);
    if (!read.ok && (read.tooLarge || read.truncated))
      return uploadReply(reply, 400, '999', {}, read.message);
    const file = read.ok ? (read.form.files.file ?? read.form.files.audio_file) : undefined;
    if (!file || file.data.length === 0) return uploadReply(reply, 400, '005');
    const container = sniffContainer(file.data);
    if (container !== 'wav' && container !== 'flac' && container !== 'mp3')
      return uploadReply(reply, 400, '004');

    // The audio's length (from its headers) is held from the credit now and settled when the job
    // ends, so queued jobs cannot together run past the balance (issue 9).
    const held = reserve(reply, 'batch', account, 'audioSeconds', (await audioSeconds(file.data)) ?? 0);
    if (!held) return reply;
    const subtitles = /^(true|1)$/i.test(header(req, 'subtitles') ?? '');
    const job = ctx.jobs.submit(account.id, {
      audio: file.data,
      language,
      domain,
      format,
      subtitles,
      onCompleted: (seconds) => held.settle(seconds),
      onFailed: () => held.settle(0),
    });
    // Other uploads may have filled the queue while this one was read.
    if (!job) {
      held.settle(0);
      return uploadReply(reply, 400, '999', {}, ctx.jobs.refusal(account.id));
    }
    return uploadReply(reply, 200, '000', { job_id: job.id });
  };
}

function jobRoute(ctx: ServerContext, withResult: boolean) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'batch', [APP_NAMES.sttBatch]);
    if (!account) return reply;
    const jobId = (req.query as Record<string, string | undefined>).job_id;
    const job = jobId ? ctx.jobs.get(jobId, account.id) : undefined;
    if (!job) {
      return reply.code(400).send({
        ...(jobId ? { job_id: jobId } : {}),
        code: '001',
        message: BATCH_JOB_MESSAGES['001'],
        status: 400,
      });
    }
    const code = JOB_CODES[job.status];
    const body: Record<string, unknown> = { job_id: job.id, code, message: BATCH_JOB_MESSAGES[code] };
    if (!withResult) body.status = job.status;
    if (withResult && job.status === 'completed') body.result = job.result;
    return reply.code(200).send(body);
  };
}

export const batchStatusRoute = (ctx: ServerContext) => jobRoute(ctx, false);
export const batchTranscriptRoute = (ctx: ServerContext) => jobRoute(ctx, true);
