// Text analysis: POST /api/v2/text-analyse?translate=&summary=&sentiment=&detect_entities=
// &content_safety=&pii_redaction= (all required booleans). 400s are {message, status}.
// Compatibility (issue 12): the official JavaScript SDK spells the block `traslation` and always
// sends translate=true; `traslation` is an alias of `translation`, and translate=true without a
// usable block skips translation with a note in `results.translation` instead of refusing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, TRANSLATION_LANGUAGES } from '../../language/codes.js';
import { TextAnalysisBody } from '../../language/schemas.js';
import { engineFailure, guardCaller, guardUse, reserve, type ServerContext } from '../context.js';
import type { AnalysisFlags } from '../engines/index.js';
import { textLimitMessage } from '../limits.js';
import { sendError } from '../replies.js';
import { isRecord, parseBool, parseJsonBody } from '../request-body.js';

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
    const skipped = flags.translate ? translationSkipped(parsed.value) : undefined;
    if (skipped) flags.translate = false;
    const body = TextAnalysisBody.safeParse(withTranslationBlock(parsed.value, flags.translate));
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
    // held before the (async) analysis so concurrent calls cannot overdraw; settled once served
    const held = reserve(reply, 'analysis', account, 'characters', b.text.length);
    if (!held) return reply;

    try {
      const results = await ctx.engines.analyseText(b, flags, {
        translator: ctx.engines.translator,
        account: account.id,
      });
      held.settle(b.text.length);
      if (skipped) return reply.code(200).send({ results: { ...results, translation: skipped } });
      return reply.code(200).send({ results });
    } catch (err) {
      held.settle(0);
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'analysis', failure.status, failure.message);
    }
  };
}

/** The translation block under either spelling (`traslation` is the JavaScript SDK's). */
function translationBlock(body: Record<string, unknown>): unknown {
  return body.translation ?? body.traslation;
}

/**
 * With translate=true: undefined when the block names a target language, else the result to answer
 * in its place (no translation, and why).
 */
function translationSkipped(value: unknown): { translated_text: string[]; note: string } | undefined {
  if (!isRecord(value)) return undefined;
  const block = translationBlock(value);
  const target = isRecord(block) ? block.target_language : undefined;
  if (typeof target === 'string' && target.trim() !== '') return undefined;
  return {
    translated_text: [],
    note: 'translation skipped: translate=true needs translation.target_language (a language code)',
  };
}

/** The body with its block under the contract's name, or without one when translation is off. */
function withTranslationBlock(value: unknown, translate: boolean): unknown {
  if (!isRecord(value)) return value;
  const { translation: _t, traslation: _alias, ...rest } = value;
  return translate ? { ...rest, translation: translationBlock(value) } : rest;
}
