// Language identification, the two services the field notes list beside the contract:
// - `lang_id_text` (POST / with REV-APPNAME lang_id_text): JSON `{text, max_length}` →
//   `{lang, confidence}`, from the text's script and, for Latin text, its romanized-Hindi words
//   (src/language/script-langid.ts). Errors are `{message, status}`.
// - `slid` (POST / or /upload with REV-APPNAME slid): a multipart upload (`audio_file` or `file`)
//   → `{success, language, confidence}`. Every local recognizer that serves a language tries the
//   audio and the most confident one wins; what no recognizer here can tell apart (with only the
//   built-in English model, anything but confident English) is answered in the file-STT error
//   shape, success false with the cause.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, STT_FILE_FORMATS, STT_LANGUAGES } from '../../language/codes.js';
import { LangIdTextBody } from '../../language/schemas.js';
import { detectScriptLanguage } from '../../language/script-langid.js';
import { header } from '../auth.js';
import { charge, engineFailure, guardCaller, guardUse, type ServerContext } from '../context.js';
import { PCM_BYTES_PER_SECOND } from '../engines/stt.js';
import { textLimitMessage } from '../limits.js';
import { sendError, sttFailure } from '../replies.js';
import { parseJsonBody, readForm } from '../request-body.js';

/** A recognition less sure than this, or of fewer words, does not identify its language. */
export const SLID_MIN_CONFIDENCE = 0.5;
const SLID_MIN_WORDS = 2;

export function langIdTextRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'other', [APP_NAMES.langIdText]);
    if (!account) return reply;
    const parsed = parseJsonBody(req);
    if (!parsed.ok) return sendError(reply, 'other', 400, parsed.message);
    const body = LangIdTextBody.safeParse(parsed.value);
    if (!body.success) {
      const issue = body.error.issues[0];
      const path = issue?.path.join('.') || 'body';
      const missing = issue?.code === 'invalid_type' && issue.input === undefined;
      return sendError(reply, 'other', 400, missing ? `${path} is required` : `${path}: ${issue?.message}`);
    }
    const { text, max_length: maxLength } = body.data;
    if (text.length > ctx.limits.textChars)
      return sendError(reply, 'other', 400, textLimitMessage(ctx.limits));
    const sample = maxLength ? text.slice(0, maxLength) : text;
    if (!guardUse(reply, 'other', account, { credit: 'characters' })) return reply;
    const guess = detectScriptLanguage(sample);
    if (!guess) return sendError(reply, 'other', 400, 'text has no letters: send words to identify');
    // Not charged: the bot asks for every message it translates, and the real service's price for
    // this extra is not known; an exhausted account is still refused above.
    // Romanized Hindi is Hindi; a script outside the contract's languages is undetermined.
    const lang = guess.language === 'hi-Latn' ? 'hi' : guess.language === 'other' ? 'und' : guess.language;
    return reply.code(200).send({ lang, confidence: Math.round(guess.confidence * 1000) / 1000 });
  };
}

export function slidRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const id = randomUUID();
    const fail = (status: number, cause: string) => reply.code(status).send(sttFailure(cause, id, status));
    const account = guardCaller(ctx, req, reply, 'stt_file', [APP_NAMES.slid]);
    if (!account) return reply;
    const format = header(req, 'format');
    if (format !== undefined && !(STT_FILE_FORMATS as readonly string[]).includes(format))
      return fail(400, 'unsupported audio format');
    if (!guardUse(reply, 'stt_file', account, { credit: 'audioSeconds' })) return reply;
    const candidates = STT_LANGUAGES.filter(
      (l) => !l.includes('_') && ctx.engines.recognizer.supports(l, 'generic'),
    );
    if (candidates.length === 0) return fail(400, 'no decoder for given args');

    const read = await readForm(req, ctx.limits.audioBytes);
    if (!read.ok) return fail(400, read.tooLarge ? read.message : 'no file given');
    const file = read.form.files.audio_file ?? read.form.files.file;
    if (!file || file.data.length === 0) return fail(400, 'no file given');

    let pcm: Buffer;
    try {
      pcm = await ctx.engines.decodeToPcm16k(file.data, format);
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return fail(failure.status, failure.status === 400 ? 'unsupported audio format' : failure.message);
    }
    try {
      let best: { language: string; confidence: number } | undefined;
      for (const language of candidates) {
        const r = await ctx.engines.recognizer.recognize(pcm, language, 'generic');
        const confidence = r.words.length >= SLID_MIN_WORDS ? r.confidence : 0;
        if (!best || confidence > best.confidence) best = { language, confidence };
      }
      charge(account, 'audioSeconds', pcm.length / PCM_BYTES_PER_SECOND);
      if (!best || best.confidence < SLID_MIN_CONFIDENCE) {
        return fail(
          400,
          `language not identified: this server recognizes only ${candidates.join(', ')} (LOCAL_STT_URL adds more)`,
        );
      }
      return reply
        .code(200)
        .send({ id, success: true, language: best.language, confidence: best.confidence });
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return fail(failure.status, failure.message);
    }
  };
}
