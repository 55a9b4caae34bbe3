// Error bodies per operation, exactly as the contract's Errors section shapes them, and a way to
// tell which operation a request is for (the error handler needs it when parsing failed early).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type AuthFailure } from '../language/codes.js';

export type OpKind =
  | 'translation'
  | 'transliteration'
  | 'tts'
  | 'ocr'
  | 'analysis'
  | 'doc'
  | 'batch'
  | 'stt_file'
  | 'other';

const TTS_AUTH_DESCRIPTIONS: Record<AuthFailure, string> = {
  invalid: 'Entered Invalid credentials',
  exhausted: 'Credits or character limit used up',
  expired: 'The API key has expired; renew it',
  api: 'REV-APPNAME is invalid or not enabled for this account',
  language: 'Speaker code is invalid or not enabled for this account',
};
const OCR_AUTH_DESCRIPTIONS: Record<AuthFailure, string> = {
  ...TTS_AUTH_DESCRIPTIONS,
  language: 'A language of the document is not enabled for this account',
};

export interface ErrorExtras {
  /** TTS/OCR description */
  description?: string;
  /** batch code */
  code?: string;
  jobId?: string;
  /** file STT request id */
  id?: string;
}

/**
 * The body of an error of `kind`; `message` is the contract's message (or cause, or error). Every
 * shape keeps the contract's own fields and also carries `message` and a numeric `status`: the
 * real service's public clients read those whatever the operation (issue 12).
 */
export function errorBody(kind: OpKind, status: number, message: string, extras: ErrorExtras = {}): object {
  switch (kind) {
    case 'tts':
    case 'ocr': {
      const description = extras.description ?? message;
      const text = description === message ? message : `${message}: ${description}`;
      return { error: message, description, message: text, status };
    }
    case 'batch':
      return {
        ...(extras.jobId ? { job_id: extras.jobId } : {}),
        code: extras.code ?? (status >= 500 ? '999' : String(status)),
        message,
        status,
      };
    case 'stt_file':
      return sttFailure(message, extras.id, status);
    case 'doc':
      return { success: false, statusCode: status, status, message, timestamp: new Date().toISOString() };
    default:
      // translation, transliteration, text analysis: {message} plus the status (field notes)
      return { message, status };
  }
}

/**
 * File and streaming STT failure message: success false, final true, empty text; `message` and
 * `status` repeat the cause for clients that read those.
 */
export function sttFailure(cause: string, id: string = randomUUID(), status = 400): object {
  return {
    id,
    success: false,
    final: true,
    text: '',
    display_text: '',
    confidence: 1,
    cause,
    message: cause,
    status,
  };
}

export function authFailureBody(kind: OpKind, failure: AuthFailure): object {
  const message = AUTH_MESSAGES[failure];
  if (kind === 'tts') return errorBody(kind, 403, message, { description: TTS_AUTH_DESCRIPTIONS[failure] });
  if (kind === 'ocr') return errorBody(kind, 403, message, { description: OCR_AUTH_DESCRIPTIONS[failure] });
  return errorBody(kind, 403, message);
}

export function sendError(
  reply: FastifyReply,
  kind: OpKind,
  status: number,
  message: string,
  extras?: ErrorExtras,
): FastifyReply {
  return reply.code(status).send(errorBody(kind, status, message, extras));
}

export function sendAuthFailure(reply: FastifyReply, kind: OpKind, failure: AuthFailure): FastifyReply {
  return reply.code(403).send(authFailureBody(kind, failure));
}

const BY_APPNAME: Record<string, OpKind> = {
  tts: 'tts',
  localization: 'translation',
  transliteration: 'transliteration',
  stt_file: 'stt_file',
  stt_batch: 'batch',
  slid: 'stt_file',
};
const BY_PATH: Record<string, OpKind> = {
  '/localization': 'translation',
  '/process_doc': 'ocr',
  '/api/v2/text-analyse': 'analysis',
  '/translate_doc_import': 'doc',
  '/translate_doc_status': 'doc',
  '/translate_doc_export': 'doc',
  '/status': 'batch',
  '/transcript': 'batch',
};

/** Which operation's error shape a request gets, from its path and REV-APPNAME. */
export function operationOf(req: FastifyRequest): OpKind {
  const path = (req.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/upload') {
    const raw = req.headers['rev-appname'];
    const app = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    return BY_APPNAME[app] ?? (path === '/upload' ? 'batch' : 'other');
  }
  if (path.startsWith('/translate_doc_')) return 'doc';
  return BY_PATH[path] ?? 'other';
}
