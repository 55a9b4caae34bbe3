// POST /local/api/actions {messageId, user, id, value?}: a member presses a button of a bot message
// (Reply.actions, drawn by the page). Only buttons the message carries are accepted; the press
// becomes an action event for the command that made them, handled in the background. Mounted by
// routes.ts inside the web chat's scope, so sign-in applies and `user` is the signed-in member.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { say } from '../../src/core/i18n.js';
import { RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';
import { browserLocale } from './normalize.js';
import { browserLanguage, refusalLanguage } from './refusal.js';

interface ActionBody {
  messageId?: unknown;
  user?: unknown;
  id?: unknown;
  value?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

export function actionRoute(
  scope: FastifyInstance,
  adapter: LocalAdapter,
  actingAs: (req: FastifyRequest, given: unknown) => string,
): void {
  scope.post('/local/api/actions', async (req, reply) => {
    const body = (req.body ?? {}) as ActionBody;
    const messageId = str(body.messageId);
    const id = str(body.id);
    const value = str(body.value);
    let user: string;
    try {
      user = actingAs(req, body.user);
    } catch (err) {
      if (err instanceof RequestError)
        return reply.code(err.status).send({ error: err.in(browserLanguage(req)) });
      throw err;
    }
    if (!messageId || !id)
      return reply.code(400).send({ error: 'send {messageId, user, id, value?} of a button' });
    if (!adapter.isOpen())
      return reply.code(503).send({ error: say(browserLanguage(req), 'webchat.shuttingDown') });
    const message = await adapter.store.get(messageId);
    // What a member reads, in their language (in the message's channel)
    const lang = async () =>
      message
        ? refusalLanguage(adapter, req, { workspace: message.workspace, channel: message.channel, user })
        : browserLanguage(req);
    const offered = message?.actions?.rows
      .flat()
      .some((b) => b.id === id && (b.value ?? undefined) === value);
    const hidden = message?.visibleTo && !message.visibleTo.includes(user);
    if (!message || !offered || hidden)
      return reply.code(404).send({ error: say(await lang(), 'webchat.buttonGone') });
    await adapter.deliverAction(message, user, id, value, browserLocale(req.headers['accept-language']));
    return reply.code(202).send({ ok: true });
  });
}
