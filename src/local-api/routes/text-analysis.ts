// Text analysis: POST /api/v2/text-analyse?translate=&summary=&sentiment=&detect_entities=
// &content_safety=&pii_redaction= (all required booleans). 400s are {message, status}.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, TRANSLATION_LANGUAGES } from '../../language/codes.js';
import { TextAnalysisBody } from '../../language/schemas.js';
import { charge, engineFailure, guardCaller, guardUse, type ServerContext } from '../context.js';
import type { AnalysisFlags } from '../engines/index.js';
import { textLimitMessage } from '../limits.js';
import { sendError } from '../replies.js';
import { parseBool, parseJsonBody } from '../request-body.js';

const FLAGS = [
  'translate',
  'summary',
  'sentiment',
  'detect_entities',
  'content_safety',
  'pii_redaction',
] as const;

export function textAnalysisRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'analysis', [APP_NAMES.textAnalysis]);
    if (!account) return reply;
    const query = (req.query ?? {}) as Record<string, string | undefined>;
    const flags = {} as AnalysisFlags;
    for (const name of FLAGS) {
      if (query[name] === undefined)
        return sendError(reply, 'analysis', 400, `${name} is required (true or false)`);
      const value = parseBool(query[name]);
      if (value === undefined) return sendError(reply, 'analysis', 400, `${name} must be true or false`);
      flags[name] = value;
    }
    const parsed = parseJsonBody(req);
    if (!parsed.ok) return sendError(reply, 'analysis', 400, parsed.message);
    const body = TextAnalysisBody.safeParse(parsed.value);
    if (!body.success) {
      const issue = body.error.issues[0];
      const path = issue?.path.join('.') || 'body';
      const missing = issue?.code === 'invalid_type' && issue.input === undefined;
      return sendError(
        reply,
        'analysis',
        400,
        missing ? `${path} is required` : `${path}: ${issue?.message}`,
      );
    }
    const b = body.data;
    if (!b.text.trim()) return sendError(reply, 'analysis', 400, 'text is required');
    if (b.text.length > ctx.limits.textChars)
      return sendError(reply, 'analysis', 400, textLimitMessage(ctx.limits));
    if (flags.translate && !b.translation?.target_language) {
      return sendError(
        reply,
        'analysis',
        400,
        'translation.target_language is required when translate is true',
      );
    }
    const languages = [
      b.language,
      ...(flags.translate && b.translation ? [b.translation.target_language] : []),
    ];
    if (!languages.every((l) => (TRANSLATION_LANGUAGES as readonly string[]).includes(l))) {
      return sendError(
        reply,
        'analysis',
        400,
        `unsupported language: use one of ${TRANSLATION_LANGUAGES.join(', ')}`,
      );
    }
    if (!guardUse(reply, 'analysis', account, { languages, credit: 'characters' })) return reply;

    try {
      const results = await ctx.engines.analyseText(b, flags, {
        translator: ctx.engines.translator,
        account: account.id,
      });
      charge(account, 'characters', b.text.length);
      return reply.code(200).send({ results });
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'analysis', failure.status, failure.message);
    }
  };
}
