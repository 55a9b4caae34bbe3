// OAuth for many workspaces: GET /slack/install sends the admin to Slack's authorize page with a
// signed, single-use state; GET /slack/oauth_redirect checks the state, trades the code for a bot
// token (oauth.v2.access at SLACK_API_URL) and stores the installation (installations.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
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

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;max-width:40em;margin:4em auto"><h1>${title}</h1><p>${text}</p></body></html>`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function oauthRoutes(
  app: FastifyInstance,
  opts: OAuthOptions & {
    apiUrl: string;
    redis: Redis;
    store: InstallationStore;
    onError(err: unknown, what: string): void;
  },
): void {
  app.get('/slack/install', async (_req, reply) => {
    const url = new URL(opts.authorizeUrl ?? 'https://slack.com/oauth/v2/authorize');
    url.searchParams.set('client_id', opts.clientId);
    url.searchParams.set('scope', BOT_SCOPES.join(','));
    url.searchParams.set('state', makeState(opts.stateSecret));
    return reply.redirect(url.toString(), 302);
  });

  app.get('/slack/oauth_redirect', async (req, reply) => {
    const q = req.query as { code?: string; state?: string; error?: string };
    const fail = (status: number, text: string) =>
      reply.code(status).type('text/html; charset=utf-8').send(page('dubash was not installed', text));
    if (q.error)
      return fail(400, `Slack said: ${esc(q.error.slice(0, 60))}. Start again from /slack/install.`);
    const nonce = q.state ? checkState(opts.stateSecret, q.state) : undefined;
    if (!nonce || !q.code)
      return fail(400, 'This install link is invalid or expired. Start again from /slack/install.');
    // Single use: a state seen once is spent.
    if ((await opts.redis.set(`dubash:slack:oauth-state:${nonce}`, '1', 'EX', STATE_TTL_S, 'NX')) !== 'OK')
      return fail(400, 'This install link was already used. Start again from /slack/install.');
    const res = await fetch(`${opts.apiUrl}oauth.v2.access`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: opts.clientId, client_secret: opts.clientSecret, code: q.code }),
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
      return fail(
        502,
        `Slack did not give a token (${esc(body?.error ?? 'no answer')}). Try again from /slack/install.`,
      );
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
      .type('text/html; charset=utf-8')
      .send(
        page(
          'dubash is installed',
          `dubash is now in ${esc(body.team.name ?? body.team.id)}. Invite it to a channel with <code>/invite @dubash</code>, or type <code>/dubash help</code>.`,
        ),
      );
  });
}
