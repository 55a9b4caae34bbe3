// The local chat's HTTP API and page:
//   POST /local/api/messages   JSON {workspace, channel, user, text, replyTo?, clientId?} or multipart
//                              with `file` plus those fields → 201 {id}
//   PATCH  /local/api/messages/:id   JSON {user, text}: the author edits it (the bot re-translates)
//   DELETE /local/api/messages/:id?user=   the author or an admin deletes it (and its translations)
//   GET  /local/api/messages?workspace=&channel=[&user=]   the channel as that member sees it
//   GET  /local/api/stream[?workspace=&channel=&user=]     server-sent events of the same objects
//   GET  /local/api/files/:id                              an attachment
//   GET  /local/api/members?workspace=&channel=            members with their language and role
//   GET  /                                                 the web chat
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkName, localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';
import { attachmentKind } from './normalize.js';
import { pageHtml } from './page.js';
import { viewOf, type WireMessage } from './render.js';
import type { StoredAttachment } from './store.js';
import { StreamHub } from './stream.js';

const MAX_TEXT = 100_000;

interface PostFields {
  workspace?: unknown;
  channel?: unknown;
  user?: unknown;
  text?: unknown;
  replyTo?: unknown;
  clientId?: unknown;
}

function formatMb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof RequestError) return reply.code(err.status).send({ error: err.message });
  throw err;
}

async function readPost(
  req: FastifyRequest,
  maxUpload: number,
): Promise<{ fields: PostFields; file?: { data: Buffer; mimeType: string; name: string } }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as PostFields };
  const fields: Record<string, unknown> = {};
  let file: { data: Buffer; mimeType: string; name: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw new RequestError('send one attachment, in the field named "file"');
        }
        const data = await part.toBuffer();
        file = { data, mimeType: part.mimetype || 'application/octet-stream', name: part.filename || 'file' };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new RequestError(`the file is larger than ${formatMb(maxUpload)}; send a smaller one`, 413);
    }
    throw err;
  }
  return { fields, file };
}

export async function localRoutes(app: FastifyInstance, adapter: LocalAdapter): Promise<void> {
  const maxUpload = adapter.opts.maxUploadBytes ?? 25 * 1024 * 1024;
  const hub = new StreamHub(adapter);
  await hub.open();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.close());

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxUpload, files: 1, fields: 10 } });

    scope.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(pageHtml()));

    scope.post('/local/api/messages', async (req, reply) => {
      try {
        const { fields, file } = await readPost(req, maxUpload);
        const workspace = checkName(fields.workspace, 'workspace');
        const channel = checkName(fields.channel, 'channel');
        const user = checkName(fields.user, 'user');
        const text = fields.text === undefined || fields.text === null ? '' : fields.text;
        if (typeof text !== 'string') throw new RequestError('text must be a string');
        if (text.length > MAX_TEXT) {
          throw new RequestError(`text is longer than ${MAX_TEXT} characters; send it as a file`, 413);
        }
        if (!text.trim() && !file) throw new RequestError('send some text or a file');
        const replyTo = typeof fields.replyTo === 'string' && fields.replyTo ? fields.replyTo : null;
        if (replyTo) {
          const target = await adapter.store.get(replyTo);
          if (!target || target.workspace !== workspace || target.channel !== channel) {
            throw new RequestError(`replyTo: no message ${replyTo.slice(0, 40)} in this channel`);
          }
        }
        const clientId = typeof fields.clientId === 'string' && fields.clientId ? fields.clientId : undefined;
        if (clientId && clientId.length > 128)
          throw new RequestError('clientId is longer than 128 characters');
        if (!adapter.isOpen()) throw new RequestError('the chat is shutting down; try again shortly', 503);

        const attachments: StoredAttachment[] = [];
        if (file) {
          const fileId = await adapter.store.saveFile(file.data, {
            mimeType: file.mimeType,
            name: file.name,
            size: file.data.length,
          });
          attachments.push({
            kind: attachmentKind(file.mimeType, file.name),
            fileId,
            mimeType: file.mimeType,
            name: file.name,
            size: file.data.length,
          });
        }
        const { message, created } = await adapter.store.add(
          { workspace, channel, user, bot: false, kind: 'text', text, replyTo, attachments },
          clientId,
        );
        // A repeated clientId is a redelivery: the bot sees the same event again and answers once.
        await adapter.deliver(message);
        return reply.code(created ? 201 : 200).send({ id: message.id });
      } catch (err) {
        return sendError(reply, err);
      }
    });

    scope.patch('/local/api/messages/:id', async (req, reply) => {
      try {
        const body = (req.body ?? {}) as { user?: unknown; text?: unknown };
        const user = checkName(body.user, 'user');
        if (typeof body.text !== 'string' || !body.text.trim())
          throw new RequestError('text: send the new text');
        if (body.text.length > MAX_TEXT) {
          throw new RequestError(`text is longer than ${MAX_TEXT} characters; send it as a file`, 413);
        }
        const message = await ownMessage(req, user, false);
        if (!adapter.isOpen()) throw new RequestError('the chat is shutting down; try again shortly', 503);
        // The old translations would show the old text: they go now, the bot files new ones.
        await adapter.store.replaceTranslations(message.id, {});
        await adapter.store.update(message.id, { text: body.text });
        const edited = await adapter.store.get(message.id);
        if (edited) await adapter.deliverChange(edited, 'edit', user);
        return reply.send({ id: message.id });
      } catch (err) {
        return sendError(reply, err);
      }
    });

    scope.delete('/local/api/messages/:id', async (req, reply) => {
      try {
        const q = req.query as Record<string, unknown>;
        const body = (req.body ?? {}) as { user?: unknown };
        const user = checkName(q.user ?? body.user, 'user');
        const message = await ownMessage(req, user, true);
        await adapter.store.remove(message.id);
        await adapter.deliverChange(message, 'delete', user);
        return reply.code(204).send();
      } catch (err) {
        return sendError(reply, err);
      }
    });

    /** The message named in the path, if `user` may change it (its author; an admin may delete). */
    async function ownMessage(req: FastifyRequest, user: string, adminMay: boolean) {
      const { id } = req.params as { id: string };
      const message = await adapter.store.get(id);
      if (!message) throw new RequestError(`no message ${id.slice(0, 40)}`, 404);
      const allowed = !message.bot && (message.user === user || (adminMay && adapter.admins.has(user)));
      if (!allowed) {
        throw new RequestError(
          adminMay
            ? 'only its author or an admin can delete a message'
            : 'only its author can edit a message',
          403,
        );
      }
      return message;
    }

    scope.get('/local/api/messages', async (req, reply) => {
      try {
        const q = req.query as Record<string, unknown>;
        const workspace = checkName(q.workspace, 'workspace');
        const channel = checkName(q.channel, 'channel');
        const user = q.user === undefined || q.user === '' ? undefined : checkName(q.user, 'user');
        const messages = await adapter.store.list(workspace, channel);
        const conversation = localConversation(workspace, channel);
        let language: string | undefined;
        if (user) {
          await adapter.store.addMember(workspace, channel, user);
          language = await adapter.viewLanguageOf(conversation, user);
        }
        const translations = await adapter.store.translations(messages.map((m) => m.id));
        const views = messages
          .map((m) => viewOf(m, { user, language }, translations.get(m.id)))
          .filter((v): v is WireMessage => v !== undefined);
        return reply.send(views);
      } catch (err) {
        return sendError(reply, err);
      }
    });

    scope.get('/local/api/members', async (req, reply) => {
      try {
        const q = req.query as Record<string, unknown>;
        const workspace = checkName(q.workspace, 'workspace');
        const channel = checkName(q.channel, 'channel');
        const conversation = localConversation(workspace, channel);
        const names = new Set([...(await adapter.store.members(workspace, channel)), ...adapter.admins]);
        const members = await Promise.all(
          [...names].sort().map(async (user) => ({
            user,
            language: await adapter.languageOf(conversation, user),
            admin: adapter.admins.has(user),
          })),
        );
        return reply.send(members);
      } catch (err) {
        return sendError(reply, err);
      }
    });

    scope.get('/local/api/stream', async (req, reply) => {
      try {
        const q = req.query as Record<string, unknown>;
        const opt = (v: unknown, field: string) =>
          v === undefined || v === '' ? undefined : checkName(v, field);
        const client = {
          res: reply.raw,
          workspace: opt(q.workspace, 'workspace'),
          channel: opt(q.channel, 'channel'),
          user: opt(q.user, 'user'),
        };
        reply.hijack();
        hub.add(client);
      } catch (err) {
        return sendError(reply, err);
      }
    });

    scope.get('/local/api/files/:id', async (req, reply) => {
      const { id } = req.params as { id: string };
      const file = await adapter.store.file(id);
      if (!file) return reply.code(404).send({ error: `no file ${id.slice(0, 40)}` });
      const safeName = file.meta.name.replace(/[^\w.-]+/g, '_');
      return reply
        .type(file.meta.mimeType)
        .header('content-length', file.data.length)
        .header('content-disposition', `inline; filename="${safeName}"`)
        .header('cache-control', 'private, max-age=86400')
        .send(file.data);
    });
  });
}
