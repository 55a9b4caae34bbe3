// Header reading shared by translation and transliteration: required src_lang/tgt_lang (400
// `<name> is required`), languages checked against the contract's list and the account. A missing
// `domain` is not refused (a client test suite of the real service expects success): each route
// picks its default.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../accounts.js';
import { header } from '../auth.js';
import { guardUse } from '../context.js';
import { type OpKind, sendAuthFailure, sendError } from '../replies.js';

export interface TextHeaders {
  src: string;
  targets: string[];
  /** undefined when the request sent none */
  domain: string | undefined;
}

export function readTextHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  kind: OpKind,
  account: Account,
  known: readonly string[],
): TextHeaders | undefined {
  for (const name of ['src_lang', 'tgt_lang']) {
    if (!header(req, name)) {
      sendError(reply, kind, 400, `${name} is required`);
      return undefined;
    }
  }
  const src = header(req, 'src_lang') as string;
  const targets = (header(req, 'tgt_lang') as string)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (targets.length === 0) {
    sendError(reply, kind, 400, 'tgt_lang is required');
    return undefined;
  }
  // A code outside the contract's list can be enabled for no account.
  if (![src, ...targets].every((code) => known.includes(code))) {
    sendAuthFailure(reply, kind, 'language');
    return undefined;
  }
  if (!guardUse(reply, kind, account, { languages: [src, ...targets], credit: 'characters' }))
    return undefined;
  return { src, targets: [...new Set(targets)], domain: header(req, 'domain') };
}

/** `data` must be an array of strings within the text limit; returns the 400 message otherwise. */
export function checkData(
  body: Record<string, unknown>,
  maxChars: number,
  limitMessage: string,
): string | undefined {
  if (body.data === undefined) return 'data is required';
  if (!Array.isArray(body.data) || body.data.some((d) => typeof d !== 'string')) {
    return 'data must be an array of strings';
  }
  const chars = (body.data as string[]).reduce((n, s) => n + s.length, 0);
  return chars > maxChars ? limitMessage : undefined;
}
