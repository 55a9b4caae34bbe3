// OAuth for many workspaces: GET /slack/install sends the admin to Slack's authorize page with a
// signed, single-use state, and gives the browser a cookie with the state's nonce; GET
// /slack/oauth_redirect checks the state and that the same browser brings it back (so a link
// started by someone else cannot install into the admin's workspace), trades the code for a bot
// token (oauth.v2.access at SLACK_API_URL) and stores the installation (installations.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromAcceptLanguage, type MessageKey, template } from '../../src/core/i18n.js';
import type { OnceMarks } from '../../src/state/stores/once.js';
import type { InstallationStore } from './installations.js';
import { BOT_SCOPES } from './manifest.js';

export interface OAuthOptions {
  clientId: string;
  clientSecret: string;
  stateSecret: string;
  /** Slack's authorize page, default https://slack.com/oauth/v2/authorize */
  authorizeUrl?: string;
}

const STATE_TTL_S = 10 * 60;
/** The browser's half of the state: its nonce, for /slack/oauth_redirect only. */
const STATE_COOKIE = 'dubash_slack_oauth';

/** Set-Cookie of the state's nonce (none: its removal). Lax: Slack's redirect is a cross-site navigation. */
function stateCookie(req: FastifyRequest, nonce?: string): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${nonce ?? ''}; Path=/slack/oauth_redirect; HttpOnly; SameSite=Lax; Max-Age=${nonce ? STATE_TTL_S : 0}${secure}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A query parameter given once; `repeated` when it came more than once (`?state=a&state=b`). */
function single(value: unknown): string | undefined | 'repeated' {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : 'repeated';
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function makeState(secret: string, nowS = Math.floor(Date.now() / 1000)): string {
  const payload = `${randomBytes(12).toString('base64url')}.${nowS + STATE_TTL_S}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The state's nonce when it is ours and fresh; undefined otherwise. */
export function checkState(
  secret: string,
  state: string,
  nowS = Math.floor(Date.now() / 1000),
): string | undefined {
  const [nonce, expires, mac] = state.split('.');
  if (!nonce || !expires || !mac) return undefined;
  const want = Buffer.from(sign(secret, `${nonce}.${expires}`));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
  return Number(expires) >= nowS ? nonce : undefined;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A catalog sentence as HTML: its words escaped, each param given as HTML already. */
const html = (lang: string, key: MessageKey, params: Record<string, string> = {}) =>
  esc(template(lang, key)).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const codeHtml = (s: string) => `<code>${esc(s)}</code>`;
const LINK = { link: '/slack/install' };

/** A page in the installing admin's browser language (Accept-Language; English otherwise). */
const page = (lang: string, title: MessageKey, text: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${html(lang, title)}</title></head><body style="font-family:sans-serif;max-width:40em;margin:4em auto"><h1>${html(lang, title)}</h1><p>${text}</p></body></html>`;

export function oauthRoutes(
  app: FastifyInstance,
  opts: OAuthOptions & {
    apiUrl: string;
    /** spent states */
    marks: OnceMarks;
    store: InstallationStore;
    onError(err: unknown, what: string): void;
  },
): void {
  app.get('/slack/install', async (req, reply) => {
    const url = new URL(opts.authorizeUrl ?? 'https://slack.com/oauth/v2/authorize');
    const state = makeState(opts.stateSecret);
    url.searchParams.set('client_id', opts.clientId);
    url.searchParams.set('scope', BOT_SCOPES.join(','));
    url.searchParams.set('state', state);
    return reply.header('set-cookie', stateCookie(req, state.split('.')[0])).redirect(url.toString(), 302);
  });

  app.get('/slack/oauth_redirect', async (req, reply) => {
    try {
      return await redirected(req, reply);
    } catch (err) {
      // The cause goes to the log, never to the page.
      opts.onError(err, 'Slack OAuth redirect');
      const lang = fromAcceptLanguage(req.headers['accept-language']);
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send(page(lang, 'slack.install.failedTitle', html(lang, 'slack.install.ourFault', LINK)));
    }
  });

  async function redirected(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const query = req.query as Record<string, unknown>;
    const lang = fromAcceptLanguage(req.headers['accept-language']);
    const fail = (status: number, why: MessageKey, params: Record<string, string> = {}) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(page(lang, 'slack.install.failedTitle', html(lang, why, { ...LINK, ...params })));
    const [code, state, error] = [single(query.code), single(query.state), single(query.error)];
    if (code === 'repeated' || state === 'repeated' || error === 'repeated')
      return fail(400, 'slack.install.repeated');
    if (error) return fail(400, 'slack.install.slackSaid', { error: esc(error.slice(0, 60)) });
    const nonce = state ? checkState(opts.stateSecret, state) : undefined;
    if (!nonce || !code) return fail(400, 'slack.install.invalid');
    // The browser that started the install brings the state back; a link from anyone else is refused.
    const mine = cookieValue(req.headers.cookie, STATE_COOKIE);
    if (!mine || !timingSafeEqual(Buffer.from(digestOf(mine)), Buffer.from(digestOf(nonce))))
      return fail(400, 'slack.install.otherBrowser');
    // Single use: a state seen once is spent.
    if (!(await opts.marks.first('slackOAuthState', [nonce], { ttlS: STATE_TTL_S })))
      return fail(400, 'slack.install.used');
    const res = await fetch(`${opts.apiUrl}oauth.v2.access`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: opts.clientId, client_secret: opts.clientSecret, code }),
    }).catch((err) => {
      opts.onError(err, 'oauth.v2.access');
      return undefined;
    });
    const body = (await res?.json().catch(() => undefined)) as
      | {
          ok?: boolean;
          error?: string;
          access_token?: string;
          bot_user_id?: string;
          scope?: string;
          team?: { id?: string; name?: string };
          authed_user?: { id?: string };
        }
      | undefined;
    if (!body?.ok || !body.access_token || !body.team?.id)
      return fail(502, 'slack.install.noToken', { error: esc(body?.error ?? 'no answer') });
    await opts.store.save({
      teamId: body.team.id,
      ...(body.team.name ? { teamName: body.team.name } : {}),
      ...(body.bot_user_id ? { botUserId: body.bot_user_id } : {}),
      ...(body.scope ? { scopes: body.scope } : {}),
      ...(body.authed_user?.id ? { installedBy: body.authed_user.id } : {}),
      installedAt: Date.now(),
      token: body.access_token,
    });
    return reply
      .header('set-cookie', stateCookie(req))
      .type('text/html; charset=utf-8')
      .send(
        page(
          lang,
          'slack.install.doneTitle',
          html(lang, 'slack.install.done', {
            team: esc(body.team.name ?? body.team.id),
            invite: codeHtml('/invite @dubash'),
            help: codeHtml('/dubash help'),
          }),
        ),
      );
  }
}

/** Equal-length values for a constant-time comparison of two nonces. */
const digestOf = (s: string) => createHmac('sha256', 'nonce').update(s).digest();
