// The local chat's HTTP API and page:
//   POST /local/api/messages   JSON {workspace, channel, user, text, replyTo?, clientId?} or multipart
//                              with `file` plus those fields → 201 {id}
//   PATCH  /local/api/messages/:id   JSON {user, text}: the author edits it (the bot re-translates)
//   DELETE /local/api/messages/:id?user=   the author deletes it (and its translations and files)
//   GET  /local/api/messages?workspace=&channel=[&user=]   the channel as that member sees it
//   GET  /local/api/stream[?workspace=&channel=&user=]     server-sent events of the same objects
//   GET  /local/api/files/:id                              an attachment
//   GET  /local/api/members?workspace=&channel=            members with their language and role
//   GET  /local/api/captions?workspace=&channel=&user=&language=   WebSocket: microphone → live captions
//   GET  /                                                 the web chat
//   GET  /login, POST /local/api/login {user, password}, POST /local/api/logout
//                              with LOCAL_CHAT_PASSWORD: signing in (every other route needs it)
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { say } from '../../src/core/i18n.js';
import { PLATFORM_TEXT_MAX } from '../../src/core/text-limits.js';
import { actionRoute } from './actions.js';
import type { AttachmentStore } from './attachments.js';
import { StorageFullError } from './attachments.js';
import { type LocalChatAccess, LocalChatAuth } from './auth.js';
import { captionsRoute, captionsSocketSupport } from './captions.js';
import { listWithGreeting } from './greeting.js';
import { checkName, localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';
import { loginHtml } from './login-page.js';
import { attachmentKind } from './normalize.js';
import { pageHtml } from './page.js';
import { personalVisibility } from './personal.js';
import { reactionRoutes } from './reactions.js';
import { viewOf, type WireMessage } from './render.js';
import {
  COMMON_HEADERS,
  contentDisposition,
  crossSite,
  FILE_CSP,
  pageCsp,
  servedInline,
} from './security.js';
import type { StoredAttachment } from './store.js';
import { StreamHub } from './stream.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** how the local chat is exposed (set by the HTTP server; absent: no sign-in) */
    localChatAccess?: LocalChatAccess;
  }
}

const MAX_TEXT = PLATFORM_TEXT_MAX.local;

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

/** Redis refuses writes once it reaches its maxmemory (policy noeviction). */
const isRedisFull = (err: unknown) => /^OOM\b/.test((err as Error | null)?.message ?? '');

/**
 * A refusal as JSON. The chat being full is said in `lang` (the member's, where the route knows
 * who posts); a RequestError is for whoever calls the API (the page checks its input first) and
 * stays English.
 */
function sendError(reply: FastifyReply, err: unknown, lang = 'en'): FastifyReply {
  if (err instanceof StorageFullError) return reply.code(err.status).send({ error: err.in(lang) });
  if (err instanceof RequestError) return reply.code(err.status).send({ error: err.message });
  if (isRedisFull(err)) return reply.code(507).send({ error: say(lang, 'file.room.full') });
  throw err;
}

interface Upload {
  /** a temporary file holding the bytes, until the attachment store files it */
  path: string;
  size: number;
  mimeType: string;
  name: string;
}

/** The post's fields, and its file streamed to a temporary file (never held whole in memory). */
async function readPost(
  req: FastifyRequest,
  maxUpload: number,
  files: AttachmentStore,
): Promise<{ fields: PostFields; file?: Upload }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as PostFields };
  const fields: Record<string, unknown> = {};
  let file: Upload | undefined;
  let tempPath: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new RequestError('send one attachment, in the field named "file"');
        }
        tempPath = await files.tempPath();
        let size = 0;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        await pipeline(part.file, createWriteStream(tempPath));
        if (part.file.truncated)
          throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        file = {
          path: tempPath,
          size,
          mimeType: part.mimetype || 'application/octet-stream',
          name: part.filename || 'file',
        };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (tempPath) await rm(tempPath, { force: true });
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
  const auth = new LocalChatAuth(adapter.opts.stores.webSessions, {
    ...app.localChatAccess,
    admins: [...adapter.admins],
  });
  /** The signed-in member of each request, when sign-in is required. */
  const members = new WeakMap<FastifyRequest, string>();

  /**
   * The member a request acts as: with sign-in, the session's (a different name given is refused);
   * without (loopback), the name given.
   */
  function actingAs(req: FastifyRequest, given: unknown, field = 'user'): string {
    const me = members.get(req);
    if (!auth.required || me === undefined) return checkName(given, field);
    if (given === undefined || given === null || given === '') return me;
    const name = checkName(given, field);
    if (name !== me) throw new RequestError(`you are signed in as ${me}: you can only act as yourself`, 403);
    return me;
  }
  const optionalName = (req: FastifyRequest, given: unknown) =>
    (given === undefined || given === '') && !(auth.required && members.has(req))
      ? undefined
      : actingAs(req, given);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxUpload, files: 1, fields: 10 } });
    // Before the sign-in hook, so a refused upgrade's socket is closed (captions.ts).
    await captionsSocketSupport(scope);
    // The sign-in form posts urlencoded fields.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.addHook('onRequest', async (req, reply) => {
      reply.headers(COMMON_HEADERS);
      // Before sign-in: another site's form posting with the member's cookie is no attempt at all.
      if (crossSite(req)) {
        return reply.code(403).send({
          error: 'refused: this request came from another site; use the chat from its own page',
        });
      }
      if (!auth.required) return;
      const path = req.url.split('?')[0];
      if (path === '/login' || path === '/local/api/login') return;
      let me: string | undefined;
      try {
        me = await auth.identify(req);
      } catch (err) {
        return sendError(reply, err);
      }
      if (me) {
        members.set(req, me);
        return;
      }
      if (req.method === 'GET' && path === '/') return reply.redirect('/login', 303);
      return reply.code(401).send({ error: 'sign in first: POST /local/api/login with {user, password}' });
    });

    scope.get('/', async (_req, reply) => {
      const html = pageHtml(adapter.commands);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pageCsp(html))
        .header('cache-control', 'no-store')
        .send(html);
    });

    scope.get('/login', async (_req, reply) => {
      if (!auth.required) return reply.redirect('/', 303);
      const html = loginHtml();
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pageCsp(html))
        .send(html);
    });

    scope.post('/local/api/login', async (req, reply) => {
      const body = (req.body ?? {}) as { user?: unknown; password?: unknown };
      const form = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      try {
        if (!auth.required)
          throw new RequestError('this chat has no sign-in (it is reachable only from this machine)', 404);
        const user = checkName(body.user, 'user');
        const token = await auth.login(req, user, body.password);
        reply.header('set-cookie', auth.cookie(req, token));
        if (form) return reply.redirect(`/?${new URLSearchParams({ user })}`, 303);
        return reply.send({ user });
      } catch (err) {
        if (form && (err instanceof RequestError || err instanceof StorageFullError)) {
          const html = loginHtml({
            error: err.message,
            user: typeof body.user === 'string' ? body.user : '',
          });
          return reply
            .code(err.status)
            .type('text/html; charset=utf-8')
            .header('content-security-policy', pageCsp(html))
            .send(html);
        }
        return sendError(reply, err);
      }
    });

    scope.post('/local/api/logout', async (req, reply) => {
      await auth.logout(req);
      return reply.header('set-cookie', auth.cookie(req)).code(204).send();
    });

    scope.post('/local/api/messages', async (req, reply) => {
      let upload: Upload | undefined;
      // who posts: a refusal for lack of room is said in the language they read
      let poster: (() => Promise<string>) | undefined;
      try {
        const { fields, file } = await readPost(req, maxUpload, adapter.store.files);
        upload = file;
        const workspace = checkName(fields.workspace, 'workspace');
        const channel = checkName(fields.channel, 'channel');
        const user = actingAs(req, fields.user);
        poster = () => adapter.readerOf(localConversation(workspace, channel), user);
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
          const meta = { mimeType: file.mimeType, name: file.name, size: file.size };
          upload = undefined; // the store takes the temporary file, or removes it
          const fileId = await adapter.store.files.commitUpload(file.path, meta, workspace);
          attachments.push({ kind: attachmentKind(file.mimeType, file.name), fileId, ...meta });
        }
        const own = personalVisibility(text, user, adapter.commands); // a personal command: its member's only
        const { message, created } = await adapter.store.add(
          { workspace, channel, user, bot: false, kind: 'text', text, replyTo, attachments, ...own },
          clientId,
        );
        // A redelivered upload keeps the first copy: this one would hold room with no message.
        if (!created) for (const a of attachments) await adapter.store.files.remove(a.fileId);
        // A repeated clientId is a redelivery: the bot sees the same event again and answers once.
        await adapter.deliver(message);
        return reply.code(created ? 201 : 200).send({ id: message.id });
      } catch (err) {
        if (upload) await rm(upload.path, { force: true });
        // The chat being full is said in the poster's language (Redis refuses writes, not reads).
        const full = err instanceof StorageFullError || isRedisFull(err);
        return sendError(reply, err, full && poster ? await poster().catch(() => 'en') : 'en');
      }
    });

    scope.patch('/local/api/messages/:id', async (req, reply) => {
      try {
        const body = (req.body ?? {}) as { user?: unknown; text?: unknown };
        const user = actingAs(req, body.user);
        if (typeof body.text !== 'string' || !body.text.trim())
          throw new RequestError('text: send the new text');
        if (body.text.length > MAX_TEXT) {
          throw new RequestError(`text is longer than ${MAX_TEXT} characters; send it as a file`, 413);
        }
        const message = await ownMessage(req, user, 'edit');
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
        const user = actingAs(req, q.user ?? body.user);
        const message = await ownMessage(req, user, 'delete');
        await adapter.store.remove(message.id);
        await adapter.deliverChange(message, 'delete', user);
        return reply.code(204).send();
      } catch (err) {
        return sendError(reply, err);
      }
    });

    /** The message named in the path, if `user` wrote it: members change only their own messages. */
    async function ownMessage(req: FastifyRequest, user: string, change: 'edit' | 'delete') {
      const { id } = req.params as { id: string };
      const message = await adapter.store.get(id);
      if (!message) throw new RequestError(`no message ${id.slice(0, 40)}`, 404);
      if (message.bot || message.user !== user)
        throw new RequestError(`only its author can ${change} a message`, 403);
      return message;
    }

    scope.get('/local/api/messages', async (req, reply) => {
      try {
        const q = req.query as Record<string, unknown>;
        const workspace = checkName(q.workspace, 'workspace');
        const channel = checkName(q.channel, 'channel');
        const user = optionalName(req, q.user);
        const conversation = localConversation(workspace, channel);
        let language: string | undefined;
        if (user) {
          await adapter.store.addMember(workspace, channel, user);
          language = await adapter.viewLanguageOf(conversation, user);
        }
        // a member opening an empty channel is greeted first, in the language they read (greeting.ts)
        const messages = await listWithGreeting(adapter, workspace, channel, user, language);
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
          user: optionalName(req, q.user),
        };
        reply.hijack();
        hub.add(client);
      } catch (err) {
        return sendError(reply, err);
      }
    });

    // POST /local/api/actions {messageId, user, id, value?}: a button of a bot message (actions.ts).
    actionRoute(scope, adapter, actingAs);

    // POST/GET /local/api/reactions: translate by reaction (reactions.ts).
    reactionRoutes(scope, adapter, actingAs);

    // GET /local/api/captions (WebSocket): the microphone's live captions (captions.ts).
    captionsRoute(scope, adapter, actingAs);

    scope.get('/local/api/files/:id', async (req, reply) => {
      const { id } = req.params as { id: string };
      const file = await adapter.store.file(id);
      if (!file)
        return reply.code(404).send({ error: `no file ${id.slice(0, 40)} (it was deleted or expired)` });
      // Only images and audio of safe types show in the page; anything else (HTML, SVG, …) is a
      // download, sandboxed, so it can never run script as the member who opens it.
      const inline = servedInline(file.meta.mimeType);
      return reply
        .type(inline ? file.meta.mimeType : 'application/octet-stream')
        .header('content-length', file.data.length)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.meta.name))
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'private, max-age=86400')
        .send(file.data);
    });
  });
}
