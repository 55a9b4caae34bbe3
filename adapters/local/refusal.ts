// A refusal of the web chat's API as JSON, in the language of whoever reads it: before a member is
// known (another site, not signed in, a file's link) the browser's (Accept-Language); once the route
// knows who acts and where, the member's (their choice, else their browser's, else the workspace's).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromAcceptLanguage, say } from '../../src/core/i18n.js';
import { localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';

/**
 * Redis refuses writes once it reaches its maxmemory (policy noeviction); inside MULTI the refusal
 * arrives as EXECABORT, the OOM among its previous errors (ioredis).
 */
export function isRedisFull(err: unknown): boolean {
  const e = err as { message?: string; previousErrors?: unknown[] } | null;
  return /^OOM\b/.test(e?.message ?? '') || (e?.previousErrors ?? []).some(isRedisFull);
}

export const browserLanguage = (req: FastifyRequest) => fromAcceptLanguage(req.headers['accept-language']);

/** Who acts, and where: the member's language can be read. */
export interface Actor {
  workspace: string;
  channel: string;
  user: string;
}

/** The language a refusal is said in (see above); Redis unreadable: the browser's. */
export async function refusalLanguage(
  adapter: LocalAdapter,
  req: FastifyRequest,
  actor?: Actor,
): Promise<string> {
  if (!actor) return browserLanguage(req);
  const conversation = localConversation(actor.workspace, actor.channel);
  return adapter
    .readerOf(conversation, actor.user, req.headers['accept-language'])
    .catch(() => browserLanguage(req));
}

/** A refusal as JSON in `lang`; anything else is thrown on (a 500, logged). */
export function sendError(reply: FastifyReply, err: unknown, lang = 'en'): FastifyReply {
  if (err instanceof RequestError) return reply.code(err.status).send({ error: err.in(lang) });
  if (isRedisFull(err)) return reply.code(507).send({ error: say(lang, 'file.room.full') });
  throw err;
}
