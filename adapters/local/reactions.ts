// POST /local/api/reactions {messageId, user, emoji}: a member reacts to a message (the page's
// reaction control, or any script); it becomes a reaction event, handled in the background.
// GET /local/api/reactions?workspace=&channel=: the workspace's emoji → language list, for the
// control. Mounted by routes.ts inside the web chat's scope, so sign-in applies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { say } from '../../src/core/i18n.js';
import { checkName, localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';
import { browserLocale } from './normalize.js';
import { browserLanguage, refusalLanguage } from './refusal.js';

interface ReactionBody {
  messageId?: unknown;
  user?: unknown;
  emoji?: unknown;
}

const MAX_EMOJI = 64;

export function reactionRoutes(
  scope: FastifyInstance,
  adapter: LocalAdapter,
  actingAs: (req: FastifyRequest, given: unknown) => string,
): void {
  scope.post('/local/api/reactions', async (req, reply) => {
    const body = (req.body ?? {}) as ReactionBody;
    let user: string;
    try {
      user = actingAs(req, body.user);
    } catch (err) {
      if (err instanceof RequestError)
        return reply.code(err.status).send({ error: err.in(browserLanguage(req)) });
      throw err;
    }
    const messageId = typeof body.messageId === 'string' ? body.messageId : '';
    const emoji = typeof body.emoji === 'string' ? body.emoji.trim() : '';
    if (!messageId || !emoji || emoji.length > MAX_EMOJI)
      return reply
        .code(400)
        .send({ error: `send {messageId, user, emoji} (an emoji of at most ${MAX_EMOJI} characters)` });
    if (!adapter.isOpen())
      return reply.code(503).send({ error: say(browserLanguage(req), 'webchat.shuttingDown') });
    const message = await adapter.store.get(messageId);
    // What a member reads, in their language (in the message's channel)
    const lang = async () =>
      message
        ? refusalLanguage(adapter, req, { workspace: message.workspace, channel: message.channel, user })
        : browserLanguage(req);
    // A message the member cannot see (another's ephemeral answer) is no message to them.
    if (!message || (message.visibleTo && !message.visibleTo.includes(user)))
      return reply.code(404).send({ error: say(await lang(), 'webchat.noMessage') });
    await adapter.deliverReaction(message, user, emoji, browserLocale(req.headers['accept-language']));
    return reply.code(202).send({ ok: true });
  });

  scope.get('/local/api/reactions', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    try {
      const conversation = localConversation(
        checkName(q.workspace, 'workspace'),
        checkName(q.channel, 'channel'),
      );
      const { reactions } = await adapter.opts.settings.resolve(conversation);
      return reply.send(Object.entries(reactions).map(([emoji, language]) => ({ emoji, language })));
    } catch (err) {
      if (err instanceof RequestError)
        return reply.code(err.status).send({ error: err.in(browserLanguage(req)) });
      throw err;
    }
  });
}
