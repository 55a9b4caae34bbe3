// Streaming STT: GET /stream (WebSocket). The handshake is refused with HTTP 403 `Forbidden` for
// any credential, API, language or credit failure and with 400 `no decoder for given args` when
// no recognizer serves the language and domain; parameter problems are answered on the accepted
// socket as a success:false final message naming the parameter, then the socket closes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  APP_NAMES,
  STREAM_DEFAULT_SILENCE_S,
  STREAM_DEFAULT_TIMEOUT_S,
  STREAM_MAX_SILENCE_S,
  STREAM_MAX_TIMEOUT_S,
  STT_STREAM_FORMATS,
} from '../../language/codes.js';
import type { Account } from '../accounts.js';
import { authenticate, authorizeUse } from '../auth.js';
import { charge, type ServerContext } from '../context.js';
import { sttFailure } from '../replies.js';
import { parseBool } from '../request-body.js';
import { frameDecoder, WHOLE_STREAM_FORMATS } from '../stream-audio.js';
import { type StreamParams, StreamSession } from '../stream-session.js';

type Handshake =
  | { kind: 'refuse'; status: 403 | 400; text: string }
  | { kind: 'reject'; cause: string }
  | { kind: 'accept'; account: Account; params: StreamParams };

const HANDSHAKE = Symbol('streamHandshake');
type WithHandshake = FastifyRequest & { [HANDSHAKE]?: Handshake };

function seconds(raw: string | undefined, name: string, fallback: number, max: number): number | string {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) return `${name} must be a number of seconds above 0`;
  if (value > max) return `${name} must be at most ${max} seconds`;
  return value;
}

export function checkHandshake(ctx: ServerContext, q: Record<string, string | undefined>): Handshake {
  const forbidden: Handshake = { kind: 'refuse', status: 403, text: 'Forbidden' };
  const account = ctx.store.find(q.apikey, q.appid);
  if (!account) return forbidden;
  if (!q.appname) return { kind: 'reject', cause: 'appname is required' };
  const auth = authenticate(ctx.store, { apiKey: q.apikey, appId: q.appid, appName: q.appname }, [
    APP_NAMES.sttStream,
  ]);
  if (!auth.ok) return forbidden;
  if (!q.src_lang) return { kind: 'reject', cause: 'src_lang is required' };
  if (!q.domain) return { kind: 'reject', cause: 'domain is required' };
  if (authorizeUse(account, { languages: [q.src_lang], credit: 'audioSeconds' })) return forbidden;
  const timeoutS = seconds(q.timeout, 'timeout', STREAM_DEFAULT_TIMEOUT_S, STREAM_MAX_TIMEOUT_S);
  if (typeof timeoutS === 'string') return { kind: 'reject', cause: timeoutS };
  const silenceS = seconds(q.silence, 'silence', STREAM_DEFAULT_SILENCE_S, STREAM_MAX_SILENCE_S);
  if (typeof silenceS === 'string') return { kind: 'reject', cause: silenceS };
  const noInput = seconds(q.no_input_timeout, 'no_input_timeout', 0, STREAM_MAX_TIMEOUT_S);
  if (typeof noInput === 'string') return { kind: 'reject', cause: noInput };
  const format = q.format ?? '16k_int16';
  const decodable = frameDecoder(format) !== undefined || WHOLE_STREAM_FORMATS.has(format);
  if (!(STT_STREAM_FORMATS as readonly string[]).includes(format) || !decodable) {
    return { kind: 'reject', cause: 'unsupported audio format' };
  }
  if (!ctx.engines.recognizer.supports(q.src_lang, q.domain)) {
    return { kind: 'refuse', status: 400, text: 'no decoder for given args' };
  }
  return {
    kind: 'accept',
    account,
    params: {
      language: q.src_lang,
      domain: q.domain,
      timeoutS,
      silenceS,
      format,
      continuous: parseBool(q.continuous) ?? false,
      punctuate: parseBool(q.punctuate) ?? true,
      noInputTimeoutS: q.no_input_timeout ? noInput : undefined,
    },
  };
}

/**
 * preValidation: refusing here answers the upgrade request with an HTTP status and a JSON body
 * (the STT failure shape plus `message`/`status`): clients parse a refusal as JSON.
 */
export function streamHandshake(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const handshake = checkHandshake(ctx, (req.query ?? {}) as Record<string, string | undefined>);
    if (handshake.kind === 'refuse')
      return reply.code(handshake.status).send(sttFailure(handshake.text, undefined, handshake.status));
    (req as WithHandshake)[HANDSHAKE] = handshake;
  };
}

export function streamRoute(ctx: ServerContext) {
  return (socket: WebSocket, req: FastifyRequest) => {
    const handshake = (req as WithHandshake)[HANDSHAKE];
    if (handshake?.kind !== 'accept') {
      const cause = handshake?.kind === 'reject' ? handshake.cause : 'invalid parameters';
      socket.send(JSON.stringify(sttFailure(cause)));
      socket.close(1000, 'invalid parameters');
      return;
    }
    const { account, params } = handshake;
    const slot = ctx.streams.acquire(account.id);
    if (!slot.ok) {
      socket.send(JSON.stringify(sttFailure(slot.cause, undefined, 429)));
      socket.close(1000, 'too many streams');
      return;
    }
    new StreamSession(socket, params, {
      engines: ctx.engines,
      maxBytes: ctx.limits.streamBytes,
      onServed: (s) => charge(account, 'audioSeconds', s),
      onClosed: slot.release,
      log: (msg, err) => ctx.log.warn({ err }, msg),
    }).start();
  };
}
