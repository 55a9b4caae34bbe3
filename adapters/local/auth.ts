// Who is talking to the web chat. On loopback with no password, whoever runs the browser is the
// machine's owner, and names are taken as given (a development chat). With LOCAL_CHAT_PASSWORD,
// a member signs in with a name and the password; the session (an HttpOnly, SameSite=Strict
// cookie, or HTTP Basic for scripts) fixes the name every request acts under. A session is bound
// to the password it was opened with: change LOCAL_CHAT_PASSWORD or LOCAL_ADMIN_PASSWORD, restart,
// and the sessions opened with the old one are gone.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LocalChatAccess } from '../../src/server/http.js';
import type { WebSessions } from '../../src/state/stores/web-sessions.js';
import { NAME_PATTERN, RequestError } from './ids.js';
import { lookAlikeOf } from './look-alike.js';

export const SESSION_COOKIE = 'dubash_session';
const SESSION_TTL_S = 30 * 86_400;
/** Wrong passwords allowed per client address in FAILURE_WINDOW_S. */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_S = 600;

export type { LocalChatAccess };

const digest = (s: string | Buffer) => createHash('sha256').update(s).digest();

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export class LocalChatAuth {
  private readonly password?: Buffer;
  private readonly adminPassword?: Buffer;
  private readonly admins: ReadonlySet<string>;

  constructor(
    private readonly sessions: WebSessions,
    access: LocalChatAccess = {},
  ) {
    if (access.password) this.password = digest(access.password);
    if (access.password && access.adminPassword) this.adminPassword = digest(access.adminPassword);
    this.admins = new Set(access.admins ?? []);
  }

  /** Whether every request must carry a session. */
  get required(): boolean {
    return this.password !== undefined;
  }

  /**
   * A session's id: from its token and the password it was opened with, so a session of an old
   * password is not found under the new one (and Redis holds nothing derived from a password
   * alone: without the token the id says nothing).
   */
  private sessionId = (token: string, password: Buffer) =>
    digest(Buffer.concat([digest(token), password])).toString('hex');

  /** The password `user` signs in with: the admins' own one for an admin's name, when it is set. */
  private expectedPassword(user: string): Buffer | undefined {
    return this.adminPassword && this.admins.has(user) ? this.adminPassword : this.password;
  }

  private passwordMatches(user: string, given: string): boolean {
    const expected = this.expectedPassword(user);
    // Hashes of equal length: the comparison takes the same time whatever was typed.
    return expected !== undefined && timingSafeEqual(digest(given), expected);
  }

  /** The passwords in force, under each of which a session may have been opened. */
  private passwords(): Buffer[] {
    return [this.password, this.adminPassword].filter((p): p is Buffer => p !== undefined);
  }

  /** Refuses a name that passes for an admin's (`Admin`, fullwidth or Cyrillic `аdmin`). */
  private checkNotLookAlike(user: string): void {
    if (lookAlikeOf(user, this.admins)) {
      throw new RequestError({ key: 'webchat.login.lookAlike', params: { name: user } }, 403);
    }
  }

  /** The signed-in member of this request (session cookie or HTTP Basic), else undefined. */
  async identify(req: FastifyRequest): Promise<string | undefined> {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (token && /^[A-Za-z0-9_-]{20,64}$/.test(token)) {
      const passwords = this.passwords();
      const users = await this.sessions.find(passwords.map((p) => this.sessionId(token, p)));
      for (const [i, user] of users.entries()) {
        // Opened with the password this name signs in with now (an admin's session opened before
        // LOCAL_ADMIN_PASSWORD was set is not), and not a look-alike of an admin's name.
        const expected = user ? this.expectedPassword(user) : undefined;
        if (user && expected?.equals(passwords[i] as Buffer) && !lookAlikeOf(user, this.admins)) return user;
      }
    }
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0 && NAME_PATTERN.test(decoded.slice(0, colon))) {
        const user = decoded.slice(0, colon);
        this.checkNotLookAlike(user);
        await this.admit(req, user, decoded.slice(colon + 1));
        return user;
      }
    }
    return undefined;
  }

  /** Checks the password (counting wrong ones per address) and opens a session; returns its token. */
  async login(req: FastifyRequest, user: string, password: unknown): Promise<string> {
    this.checkNotLookAlike(user);
    await this.admit(req, user, typeof password === 'string' ? password : '');
    const expected = this.expectedPassword(user) as Buffer;
    const token = randomBytes(24).toString('base64url');
    await this.sessions.open(this.sessionId(token, expected), user, SESSION_TTL_S);
    return token;
  }

  async logout(req: FastifyRequest): Promise<void> {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (token) await this.sessions.close(this.passwords().map((p) => this.sessionId(token, p)));
  }

  /** Set-Cookie value of a session (or of its removal, with no token). */
  cookie(req: FastifyRequest, token?: string): string {
    // req.protocol is https behind a proxy only with TRUST_PROXY (X-Forwarded-Proto).
    const secure = req.protocol === 'https' ? '; Secure' : '';
    return token
      ? `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_TTL_S}${secure}`
      : `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
  }

  /** Admits a sign-in attempt: counted (and refused once the address is locked) before it answers. */
  private async admit(req: FastifyRequest, user: string, password: string): Promise<void> {
    const wrong = !this.passwordMatches(user, password);
    // One step in the store: 200 attempts at once are admitted one by one, the 11th on refused.
    const counted = await this.sessions.countAttempt(req.ip, wrong, MAX_FAILURES, FAILURE_WINDOW_S);
    // Locked: refused whether the password was right or not, so a locked address learns nothing.
    if (counted < 0) {
      throw new RequestError({ key: 'webchat.login.locked' }, 429);
    }
    if (wrong) throw new RequestError({ key: 'webchat.login.wrong' }, 401);
  }
}
