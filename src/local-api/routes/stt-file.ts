// File STT: POST / with REV-APPNAME stt_file (multipart `audio_file`), and POST /upload with
// REV-APPNAME stt_file (the getting-started sample's variant, field `file`). Instead of a file, a
// `file_url` field, multipart or urlencoded, names audio to fetch (url-fetch.ts says under which
// limits). Every answer has the STT message shape; failures are success false, final true, with
// the reason in `cause`.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, STT_FILE_FORMATS } from '../../language/codes.js';
import { header } from '../auth.js';
import { clientGoneSignal } from '../client-gone.js';
import { engineFailure, guardCaller, guardUse, reserve, type ServerContext } from '../context.js';
import { PCM_BYTES_PER_SECOND } from '../engines/stt.js';
import { sttFailure } from '../replies.js';
import { isUrlencoded, parseBool, readForm, readUrlencodedForm } from '../request-body.js';
import { displayText } from '../transcript-format.js';
import { fetchFileUrl, UrlFetchError } from '../url-fetch.js';

/** How long fetching a `file_url` may take. */
const FILE_URL_TIMEOUT_MS = 20_000;

export function sttFileRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const id = randomUUID();
    const fail = (status: number, cause: string) => reply.code(status).send(sttFailure(cause, id, status));
    const account = guardCaller(ctx, req, reply, 'stt_file', [APP_NAMES.sttFile]);
    if (!account) return reply;
    const language = header(req, 'src_lang');
    const domain = header(req, 'domain');
    if (!language) return fail(400, 'src_lang is required');
    if (!domain) return fail(400, 'domain is required');
    const format = header(req, 'format') ?? '16k_int16';
    if (!(STT_FILE_FORMATS as readonly string[]).includes(format))
      return fail(400, 'unsupported audio format');
    // Every check the headers allow comes before the upload is read into memory.
    if (!guardUse(reply, 'stt_file', account, { languages: [language], credit: 'audioSeconds' }))
      return reply;
    if (!ctx.engines.recognizer.supports(language, domain)) return fail(400, 'no decoder for given args');

    // The Python SDK's stt_file(file_url=…) sends the field urlencoded when there is no file.
    const read = isUrlencoded(req)
      ? { ok: true as const, form: readUrlencodedForm(req) }
      : await readForm(req, ctx.limits.audioBytes);
    if (!read.ok) return fail(400, read.tooLarge || read.truncated ? read.message : 'no file given');
    let audio = (read.form.files.audio_file ?? read.form.files.file)?.data;
    const fileUrl = read.form.fields.file_url;
    if ((!audio || audio.length === 0) && fileUrl) {
      // The Python SDK sends a `file_url` form field instead of the file (issue 12).
      try {
        audio = await fetchFileUrl(fileUrl, {
          maxBytes: ctx.limits.audioBytes,
          timeoutMs: FILE_URL_TIMEOUT_MS,
          allowPrivate: account.config.allowPrivateFileUrls === true,
        });
      } catch (err) {
        if (err instanceof UrlFetchError) return fail(400, err.message);
        throw err;
      }
    }
    if (!audio || audio.length === 0) return fail(400, 'no file given');

    // A client that gives up (its timeout) takes its queued or running decode and recognition along.
    const signal = clientGoneSignal(reply);
    let pcm: Buffer;
    try {
      pcm = await ctx.engines.decodeToPcm16k(audio, format, signal);
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return fail(failure.status, failure.status === 400 ? 'unsupported audio format' : failure.message);
    }
    // The audio's seconds are held from the credit before recognition, settled once it is served.
    const seconds = pcm.length / PCM_BYTES_PER_SECOND;
    const held = reserve(reply, 'stt_file', account, 'audioSeconds', seconds);
    if (!held) return reply;
    let served = 0;
    // Too little audio: recognize() throws EngineInputError('audio too short') → 400 below.
    try {
      const result = await ctx.engines.recognizer.recognize(pcm, language, domain, signal);
      served = seconds;
      const punctuate = parseBool(header(req, 'punctuate')) ?? true;
      const shown = displayText(result.text, language);
      return reply.code(200).send({
        id,
        success: true,
        final: true,
        text: result.text,
        display_text: punctuate || shown === '' ? shown : shown.toLowerCase(),
        confidence: result.confidence,
        cause: 'EOF received',
      });
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return fail(failure.status, failure.message);
    } finally {
      held.settle(served);
    }
  };
}
