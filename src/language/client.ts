// The typed Language Services client: one method per operation of the contract, mapping the
// project's request types (types.ts) to the exact wire format (paths, headers, multipart fields,
// query parameters) and every response back through the contract's zod schemas.
import { z } from 'zod';
import { documentOperations } from './client-documents.js';
import { langIdOperations } from './client-langid.js';
import { speechOperations } from './client-speech.js';
import { APP_NAMES, MODERATION_TYPES, TTS_CONTENT_TYPES } from './codes.js';
import { errorFromResponse, InvalidRequestError, type LanguageApiError } from './errors.js';
import {
  HttpClient,
  type HttpResponse,
  parseJsonBody,
  readErrorBody,
  UnexpectedResponseError,
} from './http.js';
import { createRedactor, redactError } from './redact.js';
import {
  type TextAnalysisBody,
  TextAnalysisResponse,
  type TranslationBody,
  type TranslationItemSingle,
  TranslationResponse,
  type TransliterationBody,
  TransliterationResponse,
  type TtsBody,
} from './schemas.js';
import { openSttStream } from './stream.js';
import type { ClientConfig, LanguageClient, TranslationItem } from './types.js';
import {
  validateAnalyse,
  validateStream,
  validateTranslate,
  validateTransliterate,
  validateTts,
} from './validate.js';

export { DocumentLocalizationError } from './client-documents.js';
export { UnexpectedResponseError } from './http.js';

const positiveMs = (field: string, fallback: number) =>
  z
    .number({ error: `${field} must be a number of milliseconds` })
    .int({ error: `${field} must be a whole number of milliseconds` })
    .positive({ error: `${field} must be greater than 0` })
    .default(fallback);

const ClientConfigSchema = z.object({
  baseUrl: z.string({ error: 'baseUrl is required' }).regex(/^https?:\/\/[^\s]+$/i, {
    error: 'baseUrl must be an http:// or https:// URL, e.g. https://revapi.reverieinc.com/',
  }),
  wsUrl: z.string({ error: 'wsUrl is required' }).regex(/^wss?:\/\/[^\s]+$/i, {
    error: 'wsUrl must be a ws:// or wss:// URL, e.g. wss://revapi.reverieinc.com/',
  }),
  apiKey: z.string({ error: 'apiKey is required' }).min(1, { error: 'apiKey must not be empty' }),
  appId: z.string({ error: 'appId is required' }).min(1, { error: 'appId must not be empty' }),
  timeoutMs: positiveMs('timeoutMs', 30_000),
  deadlineMs: positiveMs('deadlineMs', 90_000),
  retries: z
    .number({ error: 'retries must be a number' })
    .int({ error: 'retries must be a whole number' })
    .min(0, { error: 'retries must be between 0 and 10' })
    .max(10, { error: 'retries must be between 0 and 10' })
    .default(3),
  backoffMs: positiveMs('backoffMs', 250),
  pollIntervalMs: positiveMs('pollIntervalMs', 2_000),
  onRetry: z.custom<NonNullable<ClientConfig['onRetry']>>((v) => typeof v === 'function').optional(),
});

/** Only the keys that were given: the contract's defaults apply to the rest. */
type SingleTargetItem = z.output<typeof TranslationItemSingle>;
type WireTranslationItem = TranslationResponse['responseList'][number];

/** One target answers `{outString, apiStatus}`, several `{outStrings, api_statuses}`. */
function isSingleTarget(item: WireTranslationItem): item is SingleTargetItem {
  return 'outString' in item;
}

function given<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

export function createLanguageClient(config: ClientConfig): LanguageClient {
  const parsed = ClientConfigSchema.safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Messages are fixed strings: a bad secret value is never echoed.
    throw new InvalidRequestError(issue?.message ?? 'invalid client configuration', issue?.path.join('.'));
  }
  const cfg = parsed.data;
  const redact = createRedactor([cfg.apiKey, cfg.appId]);
  const http = new HttpClient({ ...cfg, redact });

  // Every public method: whatever escapes is redacted, keeping its class.
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (err) {
        throw redactError(err, redact);
      }
    };

  /** A 200 that is JSON where audio was expected is an error body (e.g. `{success:false, cause}`). */
  function ttsJsonError(res: HttpResponse): LanguageApiError | undefined {
    const text = res.body.subarray(0, 1).toString('latin1');
    if (!res.contentType.includes('json') && text !== '{') return undefined;
    const body = readErrorBody(res.body, res.contentType);
    if (!body) return undefined;
    const status = typeof body.status === 'number' && body.status >= 400 ? body.status : 400;
    return errorFromResponse('tts', status, body);
  }

  const context = { http, baseUrl: cfg.baseUrl, pollIntervalMs: cfg.pollIntervalMs };
  const documents = documentOperations(context);
  const speech = speechOperations(context);
  const langId = langIdOperations(context);

  const client: LanguageClient = {
    tts: guard(async (req, opts) => {
      const v = validateTts(req);
      const body: TtsBody = {
        ...(v.text !== undefined ? { text: v.text } : { ssml: v.ssml }),
        speed: v.speed,
        pitch: v.pitch,
        sample_rate: v.sampleRate,
        format: v.format,
      };
      const res = await http.call(
        {
          operation: 'tts',
          method: 'POST',
          path: '/',
          appName: APP_NAMES.tts,
          headers: { speaker: v.speaker },
          json: body,
        },
        opts,
      );
      const disguised = ttsJsonError(res);
      if (disguised) throw disguised;
      if (res.body.length === 0) {
        throw new UnexpectedResponseError(
          'unexpected response from the Language Services API (tts): no audio in the body',
          'tts',
          res.status,
        );
      }
      const contentType =
        res.contentType && res.contentType !== 'application/octet-stream'
          ? res.contentType
          : TTS_CONTENT_TYPES[v.format];
      return { audio: res.body, format: v.format, contentType };
    }),

    translate: guard(async (req, opts) => {
      const v = validateTranslate(req);
      const body: TranslationBody = {
        data: v.texts,
        ...given(v, [
          'enableNmt',
          'enableTransliteration',
          'enableLookup',
          'nmtMask',
          'nmtMaskTerms',
          'filterProfane',
        ] as const),
      };
      const res = await http.call(
        {
          operation: 'translate',
          method: 'POST',
          path: '/',
          appName: APP_NAMES.translation,
          headers: {
            'REV-APPVERSION': v.appVersion,
            src_lang: v.from,
            tgt_lang: v.to.join(','),
            domain: v.domain,
          },
          json: body,
        },
        opts,
      );
      const parsedBody = parseJsonBody('translate', res, TranslationResponse);
      const first = v.to[0] as string;
      const items: TranslationItem[] = parsedBody.responseList.map((item) => {
        // One target: {outString, apiStatus}; several: {outStrings, api_statuses} keyed by language.
        // TranslationResponse has validated each item as one shape or the other.
        if (isSingleTarget(item)) {
          return {
            input: item.inString,
            outputs: { [first]: item.outString },
            statuses: { [first]: item.apiStatus },
          };
        }
        return { input: item.inString, outputs: item.outStrings, statuses: item.api_statuses };
      });
      return { items, tokenConsumed: parsedBody.tokenConsumed ?? 0 };
    }),

    transliterate: guard(async (req, opts) => {
      const v = validateTransliterate(req);
      const body: TransliterationBody = {
        data: v.texts,
        ...given(v, [
          'isBulk',
          'ignoreTaggedEntities',
          'abbreviate',
          'convertNumber',
          'noOfSuggestions',
        ] as const),
      };
      const headers: Record<string, string> = { src_lang: v.from, tgt_lang: v.to, domain: v.domain };
      if (v.cntLang) headers.cnt_lang = v.cntLang;
      const res = await http.call(
        {
          operation: 'transliterate',
          method: 'POST',
          path: '/',
          appName: APP_NAMES.transliteration,
          headers,
          json: body,
        },
        opts,
      );
      const parsedBody = parseJsonBody('transliterate', res, TransliterationResponse);
      const items = parsedBody.responseList.map((item, i) => {
        const status = item.status ?? item.apiStatus;
        if (status === undefined) {
          throw new UnexpectedResponseError(
            `unexpected response from the Language Services API (transliterate): responseList.${i} has neither status nor apiStatus`,
            'transliterate',
            res.status,
          );
        }
        return { input: item.inString, outputs: item.outString, status };
      });
      return { items };
    }),

    analyseText: guard(async (req, opts) => {
      const v = validateAnalyse(req);
      const enabled = {
        translate: v.translateTo !== undefined,
        summary: v.summary !== undefined,
        sentiment: v.sentiment === true,
        detect_entities: v.entities !== undefined && v.entities !== false,
        content_safety: v.safety !== undefined && v.safety !== false,
        pii_redaction: v.pii !== undefined && v.pii !== false,
      };
      const body: TextAnalysisBody = { text: v.text, language: v.language };
      if (enabled.translate) {
        body.translation = {
          target_language: v.translateTo as string,
          ...(v.translationDomain ? { translation_domain: v.translationDomain } : {}),
        };
      }
      if (enabled.summary)
        body.summary = {
          summary_type: v.summary,
          ...(v.summaryModel ? { summary_model: v.summaryModel } : {}),
        };
      if (enabled.sentiment) body.sentiment = { level: 'whole' };
      if (enabled.detect_entities)
        body.entity_recognition = { entity_types: Array.isArray(v.entities) ? v.entities : [] };
      if (enabled.content_safety) {
        body.content_moderation = {
          moderation_types: Array.isArray(v.safety) ? v.safety : [...MODERATION_TYPES],
        };
      }
      if (enabled.pii_redaction) {
        body.pii_redaction = {
          redact_pii_types: Array.isArray(v.pii) ? v.pii : [],
          ...(v.piiSub ? { redact_pii_sub: v.piiSub } : {}),
        };
      }
      const query = Object.fromEntries(Object.entries(enabled).map(([k, on]) => [k, String(on)]));
      const res = await http.call(
        {
          operation: 'analyseText',
          method: 'POST',
          path: 'api/v2/text-analyse',
          query,
          appName: APP_NAMES.textAnalysis,
          json: body,
        },
        opts,
      );
      return parseJsonBody('analyseText', res, TextAnalysisResponse).results;
    }),

    ocr: guard(documents.ocr),
    localizeDocument: guard(documents.localizeDocument),
    transcribeFile: guard(speech.transcribeFile),
    submit: guard(speech.submit),
    status: guard(speech.status),
    transcript: guard(speech.transcript),
    transcribeBatch: guard(speech.transcribeBatch),

    openStream: guard(async (req, opts) => {
      const v = validateStream(req);
      return openSttStream(
        { wsUrl: cfg.wsUrl, apiKey: cfg.apiKey, appId: cfg.appId, redact, handshakeTimeoutMs: cfg.timeoutMs },
        v,
        opts,
      );
    }),

    identifyLanguage: guard(langId.identifyLanguage),
    identifySpokenLanguage: guard(langId.identifySpokenLanguage),

    close: () => http.close(),
  };
  return client;
}
