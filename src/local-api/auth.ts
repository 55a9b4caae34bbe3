// The contract's Authentication section as two steps, in its order: who is calling (key and app
// id, expiry, REV-APPNAME) before the request is read; what they use (languages or speaker,
// credits) once the route knows it. Each failure is one of AUTH_MESSAGES' keys.
import type { FastifyRequest } from 'fastify';
import { type AuthFailure, TTS_SPEAKERS } from '../language/codes.js';
import { type Account, AccountStore, type CreditKind } from './accounts.js';

export type AuthResult = { ok: true; account: Account } | { ok: false; failure: AuthFailure };

/** Node lower-cases header names, so REV-API-KEY and rev-api-key are the same header. */
export function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

export interface Credentials {
  apiKey?: string;
  appId?: string;
  appName?: string;
}

export function headerCredentials(req: FastifyRequest): Credentials {
  return {
    apiKey: header(req, 'REV-API-KEY'),
    appId: header(req, 'REV-APP-ID'),
    appName: header(req, 'REV-APPNAME'),
  };
}

/**
 * Step one: credentials, expiry, then the API. `apps` lists the REV-APPNAME values this route
 * serves; a name outside it, or one the account lacks, is `unauthorized to use this API`.
 */
export function authenticate(store: AccountStore, creds: Credentials, apps: readonly string[]): AuthResult {
  const account = store.find(creds.apiKey, creds.appId);
  if (!account) return { ok: false, failure: 'invalid' };
  if (AccountStore.isExpired(account)) return { ok: false, failure: 'expired' };
  if (!creds.appName || !apps.includes(creds.appName) || !AccountStore.allowsApp(account, creds.appName)) {
    return { ok: false, failure: 'api' };
  }
  return { ok: true, account };
}

export interface Use {
  languages?: readonly string[];
  speaker?: string;
  credit: CreditKind;
}

/** Step two: languages (or speaker) enabled for the account, then credits left. */
export function authorizeUse(account: Account, use: Use): AuthFailure | undefined {
  for (const lang of use.languages ?? []) {
    if (!AccountStore.allowsLanguage(account, lang)) return 'language';
  }
  if (use.speaker !== undefined) {
    const known = (TTS_SPEAKERS as readonly string[]).includes(use.speaker);
    if (!known || !AccountStore.allowsSpeaker(account, use.speaker)) return 'language';
  }
  if (!AccountStore.hasCredit(account, use.credit)) return 'exhausted';
  return undefined;
}
