// Transliteration: POST / with REV-APPNAME transliteration. Errors are {message}.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, TRANSLITERATION_DOMAINS, TRANSLITERATION_LANGUAGES } from '../../language/codes.js';
import { TransliterationBody } from '../../language/schemas.js';
import { header } from '../auth.js';
import { charge, engineFailure, guardCaller, type ServerContext } from '../context.js';
import { textLimitMessage } from '../limits.js';
import { sendError } from '../replies.js';
import { isRecord, parseJsonBody } from '../request-body.js';
import { checkData, readTextHeaders } from './text-headers.js';

export function transliterationRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'transliteration', [APP_NAMES.transliteration]);
    if (!account) return reply;
    const langs = readTextHeaders(req, reply, 'transliteration', account, TRANSLITERATION_LANGUAGES);
    if (!langs) return reply;
    const domain = langs.domain ?? 'generic'; // missing header: the generic domain (README)
    if (!(TRANSLITERATION_DOMAINS as readonly string[]).includes(domain)) {
      return sendError(
        reply,
        'transliteration',
        400,
        `domain must be one of ${TRANSLITERATION_DOMAINS.join(', ')}`,
      );
    }
    const cnt = header(req, 'cnt_lang');
    if (cnt !== undefined && cnt !== 'en')
      return sendError(reply, 'transliteration', 400, 'cnt_lang must be en');

    const parsed = parseJsonBody(req);
    if (!parsed.ok) return sendError(reply, 'transliteration', 400, parsed.message);
    if (!isRecord(parsed.value))
      return sendError(reply, 'transliteration', 400, 'send a JSON object with data');
    const dataError = checkData(parsed.value, ctx.limits.textChars, textLimitMessage(ctx.limits));
    if (dataError) return sendError(reply, 'transliteration', 400, dataError);
    const body = TransliterationBody.safeParse(parsed.value);
    if (!body.success) {
      const issue = body.error.issues[0];
      return sendError(
        reply,
        'transliteration',
        400,
        `${issue?.path.join('.') || 'body'}: ${issue?.message}`,
      );
    }
    const b = body.data;
    const to = langs.targets[0] as string;
    try {
      let served = 0;
      const responseList = b.data.map((inString) => {
        const outString = ctx.engines.transliterator.transliterate(inString, {
          from: langs.src,
          to,
          suggestions: b.noOfSuggestions ?? 1,
          convertNumber: b.convertNumber,
          abbreviate: b.abbreviate,
        });
        served += inString.length;
        return { inString, outString, apiStatus: 2, status: 2 };
      });
      charge(account, 'characters', served);
      return reply.code(200).send({ responseList });
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'transliteration', failure.status, failure.message);
    }
  };
}
