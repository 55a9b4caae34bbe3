// TTS: POST / with REV-APPNAME tts. Errors are {error, description} (contract TTS table).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, TTS_CONTENT_TYPES, TTS_FORMATS, type TtsFormat } from '../../language/codes.js';
import { TTS_SAMPLE_RATE_SET } from '../../language/schemas.js';
import { header } from '../auth.js';
import { clientGoneSignal } from '../client-gone.js';
import { engineFailure, guardCaller, guardUse, reserve, type ServerContext } from '../context.js';
import type { SpeechSegment } from '../engines/types.js';
import { textLimitMessage } from '../limits.js';
import { sendError } from '../replies.js';
import { isRecord, parseJsonBody, parseNumber } from '../request-body.js';

const bad = (reply: FastifyReply, error: string, description: string) =>
  sendError(reply, 'tts', 400, error, { description });

export function ttsRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'tts', [APP_NAMES.tts]);
    if (!account) return reply;
    const speaker = header(req, 'speaker');
    if (!speaker) return bad(reply, 'no spkr given', 'Speaker code not entered');
    if (!guardUse(reply, 'tts', account, { speaker, credit: 'characters' })) return reply;

    const parsed = parseJsonBody(req);
    if (!parsed.ok || !isRecord(parsed.value)) {
      return bad(reply, 'invalid request body', parsed.ok ? 'send a JSON object' : parsed.message);
    }
    const body = parsed.value;
    const speed = parseNumber(body.speed) ?? 1;
    if (!(speed >= 0.5 && speed <= 1.5)) return bad(reply, 'invalid speed value', 'speed must be 0.5 to 1.5');
    const pitch = parseNumber(body.pitch) ?? 0;
    if (!(pitch >= -3 && pitch <= 3)) return bad(reply, 'invalid pitch value', 'pitch must be -3 to 3');
    // Absent means WAV; anything else must be one of the format names (a number or object is no format).
    const format = (typeof body.format === 'string' ? body.format : 'wav').toLowerCase();
    const knownFormat =
      typeof body.format === 'string' && (TTS_FORMATS as readonly string[]).includes(format);
    if (body.format !== undefined && !knownFormat) {
      return bad(reply, 'invalid format value', `format must be one of ${TTS_FORMATS.join(', ')}`);
    }
    const sampleRate = parseNumber(body.sample_rate) ?? 22050;
    if (!TTS_SAMPLE_RATE_SET.has(sampleRate)) {
      return bad(
        reply,
        'invalid sample_rate value',
        `sample_rate must be one of ${[...TTS_SAMPLE_RATE_SET].join(', ')}`,
      );
    }

    let segments: SpeechSegment[];
    let characters: number;
    if (typeof body.ssml === 'string' && body.ssml.trim()) {
      if (body.ssml.length > ctx.limits.textChars * 4)
        return bad(reply, 'text too long', textLimitMessage(ctx.limits));
      try {
        segments = ctx.engines.parseSsml(body.ssml);
      } catch (err) {
        const failure = engineFailure(ctx, err);
        return sendError(
          reply,
          'tts',
          failure.status,
          failure.status === 400 ? 'invalid ssml' : 'Server error',
          {
            description: failure.detail,
          },
        );
      }
    } else {
      const texts = typeof body.text === 'string' ? [body.text] : Array.isArray(body.text) ? body.text : [];
      if (texts.some((t) => typeof t !== 'string'))
        return bad(reply, 'no text given', 'text must be a string or an array of strings');
      if (texts.length > ctx.limits.ttsItems) {
        return bad(
          reply,
          'too many texts',
          `text has ${texts.length} items; send at most ${ctx.limits.ttsItems} per request`,
        );
      }
      segments = (texts as string[]).filter((t) => t.trim()).map((text) => ({ text }));
    }
    characters = segments.reduce((n, s) => n + s.text.length, 0);
    if (segments.length === 0 || characters === 0) return bad(reply, 'no text given', 'send text or ssml');
    if (characters > ctx.limits.textChars) return bad(reply, 'text too long', textLimitMessage(ctx.limits));
    // Every <voice name> is authorized like the speaker header: SSML is no way around it.
    for (const voice of new Set(segments.flatMap((s) => (s.speaker ? [s.speaker] : [])))) {
      if (!guardUse(reply, 'tts', account, { speaker: voice, credit: 'characters' })) return reply;
    }
    const held = reserve(reply, 'tts', account, 'characters', characters);
    if (!held) return reply;

    let served = 0;
    try {
      const audio = await ctx.engines.tts.synthesize({
        segments,
        speaker,
        speed,
        pitch,
        sampleRate,
        format: format as TtsFormat,
        signal: clientGoneSignal(reply),
      });
      served = characters;
      return reply
        .code(200)
        .type(TTS_CONTENT_TYPES[format as TtsFormat])
        .send(audio);
    } catch (err) {
      const failure = engineFailure(ctx, err);
      const error = failure.status === 400 ? 'invalid input' : 'Server error';
      return sendError(reply, 'tts', failure.status, error, { description: failure.detail });
    } finally {
      held.settle(served);
    }
  };
}
