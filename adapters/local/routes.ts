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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { say } from '../../src/core/i18n.js';
import { PLATFORM_TEXT_MAX } from '../../src/core/text-limits.js';
import { actionRoute } from './actions.js';
import type { AttachmentStore } from './attachments.js';
import { type LocalChatAccess, LocalChatAuth } from './auth.js';
import { captionsRoute, captionsSocketSupport } from './captions.js';
import { listWithGreeting } from './greeting.js';
import { checkName, localConversation, RequestError } from './ids.js';
import type { LocalAdapter } from './index.js';
import { loginHtml } from './login-page.js';
import { attachmentKind, browserLocale } from './normalize.js';
import { pageHtml } from './page.js';
import { personalVisibility } from './personal.js';
import { reactionRoutes } from './reactions.js';
import { type Actor, browserLanguage, refusalLanguage, sendError } from './refusal.js';
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

const mb = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));

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
      throw new RequestError({ key: 'webchat.fileTooLarge', params: { mb: mb(maxUpload) } }, 413);
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
    if (name !== me) throw new RequestError({ key: 'webchat.signedInAs', params: { name: me } }, 403);
    return me;
  }
  const optionalName = (req: FastifyRequest, given: unknown) =>
    (given === undefined || given === '') && !(auth.required && members.has(req))
      ? undefined
      : actingAs(req, given);
  /** Who and where, once all three are known. */
  const actor = (at: Partial<Actor>): Actor | undefined =>
    at.workspace && at.channel && at.user ? (at as Actor) : undefined;

  /**
   * The page's own words in the language of the member who opens it (`?workspace=&channel=&user=`,
   * the page's defaults, or the signed-in member), else the browser's.
   */
  async function pageLanguage(req: FastifyRequest): Promise<string> {
    const q = req.query as Record<string, unknown>;
    try {
      const user = members.get(req) ?? (q.user ? checkName(q.user, 'user') : undefined);
      const workspace = q.workspace ? checkName(q.workspace, 'workspace') : 'local';
      const channel = q.channel ? checkName(q.channel, 'channel') : 'general';
      return await refusalLanguage(adapter, req, user ? { workspace, channel, user } : undefined);
    } catch {
      return browserLanguage(req);
    }
  }

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
      if (crossSite(req))
        return reply.code(403).send({ error: say(browserLanguage(req), 'webchat.crossSite') });
      if (!auth.required) return;
      const path = req.url.split('?')[0];
      if (path === '/login' || path === '/local/api/login') return;
      let me: string | undefined;
      try {
        me = await auth.identify(req);
      } catch (err) {
        return sendError(reply, err, browserLanguage(req));
      }
      if (me) {
        members.set(req, me);
        return;
      }
      if (req.method === 'GET' && path === '/') return reply.redirect('/login', 303);
      return reply.code(401).send({ error: say(browserLanguage(req), 'webchat.signIn') });
    });

    scope.get('/', async (req, reply) => {
      const html = pageHtml(adapter.commands, await pageLanguage(req));
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pageCsp(html))
        .header('cache-control', 'no-store')
        .send(html);
    });

    scope.get('/login', async (req, reply) => {
      if (!auth.required) return reply.redirect('/', 303);
      const html = loginHtml({ lang: browserLanguage(req) });
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
        if (form && err instanceof RequestError) {
          const lang = browserLanguage(req);
          const html = loginHtml({
            error: err.in(lang),
            user: typeof body.user === 'string' ? body.user : '',
            lang,
          });
          return reply
            .code(err.status)
            .type('text/html; charset=utf-8')
            .header('content-security-policy', pageCsp(html))
            .send(html);
        }
        return sendError(reply, err, browserLanguage(req));
      }
    });

    scope.post('/local/api/logout', async (req, reply) => {
      await auth.logout(req);
      return reply.header('set-cookie', auth.cookie(req)).code(204).send();
    });

    scope.post('/local/api/messages', async (req, reply) => {
      let upload: Upload | undefined;
      // who posts, and where: a refusal is said in the language they read
      let poster: Actor | undefined;
      try {
        const { fields, file } = await readPost(req, maxUpload, adapter.store.files);
        upload = file;
        const workspace = checkName(fields.workspace, 'workspace');
        const channel = checkName(fields.channel, 'channel');
        // the signed-in member, even when the post names another (refused in their language)
        const me = members.get(req);
        if (me) poster = { workspace, channel, user: me };
        const user = actingAs(req, fields.user);
        poster = { workspace, channel, user };
        const text = fields.text === undefined || fields.text === null ? '' : fields.text;
        if (typeof text !== 'string') throw new RequestError('text must be a string');
        if (text.length > MAX_TEXT) {
          throw new RequestError({ key: 'webchat.textTooLong', params: { max: MAX_TEXT } }, 413);
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
        if (!adapter.isOpen()) throw new RequestError({ key: 'webchat.shuttingDown' }, 503);

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
        await adapter.deliver(message, browserLocale(req.headers['accept-language']));
        return reply.code(created ? 201 : 200).send({ id: message.id });
      } catch (err) {
        if (upload) await rm(upload.path, { force: true });
        // In the poster's language (a full Redis refuses writes, not the reads that find it).
        return sendError(reply, err, await refusalLanguage(adapter, req, poster));
      }
    });

    scope.patch('/local/api/messages/:id', async (req, reply) => {
      const at: Partial<Actor> = {};
      try {
        const body = (req.body ?? {}) as { user?: unknown; text?: unknown };
        const user = actingAs(req, body.user);
        at.user = user;
        if (typeof body.text !== 'string' || !body.text.trim())
          throw new RequestError('text: send the new text');
        if (body.text.length > MAX_TEXT) {
          throw new RequestError({ key: 'webchat.textTooLong', params: { max: MAX_TEXT } }, 413);
        }
        const message = await ownMessage(req, user, 'edit', at);
        if (!adapter.isOpen()) throw new RequestError({ key: 'webchat.shuttingDown' }, 503);
        // The old translations would show the old text: they go now, the bot files new ones.
        await adapter.store.replaceTranslations(message.id, {});
        await adapter.store.update(message.id, { text: body.text });
        const edited = await adapter.store.get(message.id);
        if (edited)
          await adapter.deliverChange(edited, 'edit', user, browserLocale(req.headers['accept-language']));
        return reply.send({ id: message.id });
      } catch (err) {
        return sendError(reply, err, await refusalLanguage(adapter, req, actor(at)));
      }
    });

    scope.delete('/local/api/messages/:id', async (req, reply) => {
      const at: Partial<Actor> = {};
      try {
        const q = req.query as Record<string, unknown>;
        const body = (req.body ?? {}) as { user?: unknown };
        const user = actingAs(req, q.user ?? body.user);
        at.user = user;
        const message = await ownMessage(req, user, 'delete', at);
        await adapter.store.remove(message.id);
        await adapter.deliverChange(message, 'delete', user, browserLocale(req.headers['accept-language']));
        return reply.code(204).send();
      } catch (err) {
        return sendError(reply, err, await refusalLanguage(adapter, req, actor(at)));
      }
    });

    /**
     * The message named in the path, if `user` wrote it: members change only their own messages.
     * `at` learns its channel (a refusal is said in the member's language there).
     */
    async function ownMessage(
      req: FastifyRequest,
      user: string,
      change: 'edit' | 'delete',
      at: Partial<Actor>,
    ) {
      const { id } = req.params as { id: string };
      const message = await adapter.store.get(id);
      if (!message) throw new RequestError({ key: 'webchat.noMessage' }, 404);
      Object.assign(at, { workspace: message.workspace, channel: message.channel });
      if (message.bot || message.user !== user)
        throw new RequestError(
          { key: change === 'edit' ? 'webchat.onlyAuthorEdit' : 'webchat.onlyAuthorDelete' },
          403,
        );
      return message;
    }

    scope.get('/local/api/messages', async (req, reply) => {
      const at: Partial<Actor> = {};
      try {
        const q = req.query as Record<string, unknown>;
        const workspace = checkName(q.workspace, 'workspace');
        const channel = checkName(q.channel, 'channel');
        const user = optionalName(req, q.user);
        Object.assign(at, { workspace, channel, user });
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
        return sendError(reply, err, await refusalLanguage(adapter, req, actor(at)));
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
        return sendError(reply, err, browserLanguage(req));
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
        return sendError(reply, err, browserLanguage(req));
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
        return reply
          .code(404)
          .send({ error: say(browserLanguage(req), 'webchat.noFile', { id: id.slice(0, 40) }) });
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
