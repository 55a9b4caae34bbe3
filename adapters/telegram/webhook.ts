// POST /telegram/webhook: the secret token header is checked before anything else (wrong or
// missing → 401, the body is never looked at); a good update is acknowledged at once and handled
// in the background, well inside Telegram's deadline.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Update } from 'grammy/types';
import { updateProblem } from './update-check.js';

export const WEBHOOK_PATH = '/telegram/webhook';
/**
 * Largest update body read: a real update (4,096 characters of text, its entities, the message it
 * replies to) is far smaller. Fastify answers 413 past it, before parsing (issue 18: a 20 MB update
 * was parsed and segmented for more than 15 minutes).
 */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export function secretMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function webhookRoutes(
  app: FastifyInstance,
  opts: { secret: string; accept: (update: Update) => void },
): void {
  const checkSecret = async (req: FastifyRequest, reply: FastifyReply) => {
    // onRequest runs before the body is read or parsed.
    if (!secretMatches(req.headers[SECRET_HEADER], opts.secret)) {
      return reply.code(401).type('text/plain').send('wrong or missing secret token');
    }
  };
  app.post(WEBHOOK_PATH, { onRequest: checkSecret, bodyLimit: WEBHOOK_BODY_LIMIT }, async (req, reply) => {
    const update = req.body as Update | undefined;
    if (!update || typeof update !== 'object' || typeof update.update_id !== 'number') {
      return reply.code(400).type('text/plain').send('not a Telegram update');
    }
    const problem = updateProblem(update);
    if (problem) return reply.code(400).type('text/plain').send(`invalid Telegram update: ${problem}`);
    opts.accept(update);
    return reply.code(200).send({ ok: true });
  });
}
