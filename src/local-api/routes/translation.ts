// Translation: POST / (REV-APPNAME localization) and POST /localization. Errors are {message}.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_NAMES,
  TRANSLATION_APP_VERSIONS,
  TRANSLATION_DOMAINS_V2,
  TRANSLATION_DOMAINS_V3,
  TRANSLATION_LANGUAGES,
} from '../../language/codes.js';
import { TranslationBody } from '../../language/schemas.js';
import { header } from '../auth.js';
import { engineFailure, guardCaller, reserve, type ServerContext } from '../context.js';
import type { TranslationOutcome } from '../engines/types.js';
import { textLimitMessage } from '../limits.js';
import { sendError } from '../replies.js';
import { isRecord, parseJsonBody } from '../request-body.js';
import { checkData, readTextHeaders } from './text-headers.js';

function domainProblem(version: string, domain: string): string | undefined {
  if (version === '2.0') {
    return (TRANSLATION_DOMAINS_V2 as readonly string[]).includes(domain)
      ? undefined
      : 'domain must be 0 to 8 with REV-APPVERSION 2.0 (or send REV-APPVERSION 3.0 with a domain name)';
  }
  return (TRANSLATION_DOMAINS_V3 as readonly string[]).includes(domain.toLowerCase())
    ? undefined
    : `domain must be one of ${TRANSLATION_DOMAINS_V3.join(', ')} with REV-APPVERSION 3.0`;
}

/** Several targets share one apiStatus: the worst error if any failed, else the first target's. */
function aggregate(statuses: number[]): number {
  const min = Math.min(...statuses);
  return min < 0 ? min : (statuses[0] ?? min);
}

export function translationRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'translation', [APP_NAMES.translation]);
    if (!account) return reply;
    const langs = readTextHeaders(req, reply, 'translation', account, TRANSLATION_LANGUAGES);
    if (!langs) return reply;
    const version = header(req, 'REV-APPVERSION') ?? '2.0';
    if (!(TRANSLATION_APP_VERSIONS as readonly string[]).includes(version)) {
      return sendError(reply, 'translation', 400, 'REV-APPVERSION must be 2.0 or 3.0');
    }
    // Missing header: the default domain, id 1 under 2.0 (contract) and generic under 3.0 (README).
    const domain = langs.domain ?? (version === '2.0' ? '1' : 'generic');
    const domainError = domainProblem(version, domain);
    if (domainError) return sendError(reply, 'translation', 400, domainError);

    const parsed = parseJsonBody(req);
    if (!parsed.ok) return sendError(reply, 'translation', 400, parsed.message);
    if (!isRecord(parsed.value)) return sendError(reply, 'translation', 400, 'send a JSON object with data');
    const dataError = checkData(parsed.value, ctx.limits.textChars, textLimitMessage(ctx.limits));
    if (dataError) return sendError(reply, 'translation', 400, dataError);
    const body = TranslationBody.safeParse(parsed.value);
    if (!body.success) {
      const issue = body.error.issues[0];
      return sendError(reply, 'translation', 400, `${issue?.path.join('.') || 'body'}: ${issue?.message}`);
    }
    const b = body.data;
    const masking = b.nmtMask === true || b.nmtMaskTerms !== undefined;
    if (masking && langs.src !== 'en')
      return sendError(reply, 'translation', 400, 'nmtMask requires src_lang en');

    // Every target's characters are held before translating (concurrent calls cannot overdraw),
    // then settled to what was served.
    const asked = b.data.reduce((n, t) => n + t.length, 0) * langs.targets.length;
    const held = reserve(reply, 'translation', account, 'characters', asked);
    if (!held) return reply;
    try {
      const rows: TranslationOutcome[][] = [];
      for (const text of b.data) {
        const outcomes = await Promise.all(
          langs.targets.map((to) =>
            ctx.engines.translator.translate(text, {
              from: langs.src,
              to,
              domain: domain.toLowerCase(),
              account: account.id,
              enableNmt: b.enableNmt ?? true,
              enableTransliteration: b.enableTransliteration ?? true,
              enableLookup: b.enableLookup ?? true,
              maskTerms: masking ? (b.nmtMaskTerms ?? []) : undefined,
              filterProfane: b.filterProfane ?? true,
            }),
          ),
        );
        rows.push(outcomes);
      }
      let tokenConsumed = 0;
      let served = 0;
      const responseList = b.data.map((inString, i) => {
        const outcomes = rows[i] ?? [];
        for (const o of outcomes) {
          tokenConsumed += o.machineChars;
          if (o.status > 0) served += inString.length;
        }
        if (langs.targets.length === 1) {
          const o = outcomes[0] as TranslationOutcome;
          return { inString, outString: o.text, apiStatus: o.status };
        }
        return {
          inString,
          apiStatus: aggregate(outcomes.map((o) => o.status)),
          outStrings: Object.fromEntries(langs.targets.map((t, k) => [t, outcomes[k]?.text ?? ''])),
          api_statuses: Object.fromEntries(langs.targets.map((t, k) => [t, outcomes[k]?.status ?? -2])),
        };
      });
      held.settle(served);
      return reply.code(200).send({ responseList, tokenConsumed });
    } catch (err) {
      held.settle(0);
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'translation', failure.status, failure.message);
    }
  };
}
