// Who is talking to the web chat. On loopback with no password, whoever runs the browser is the
// machine's owner, and names are taken as given (a development chat). With LOCAL_CHAT_PASSWORD,
// a member signs in with a name and the password; the session (an HttpOnly, SameSite=Strict
// cookie, or HTTP Basic for scripts) fixes the name every request acts under.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { NAME_PATTERN, RequestError } from './ids.js';

export const SESSION_COOKIE = 'dubash_session';
const SESSION_TTL_S = 30 * 86_400;
/** Wrong passwords allowed per client address in FAILURE_WINDOW_S. */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_S = 600;

/** How the HTTP server exposes the local chat (decorated on the Fastify instance as `localChatAccess`). */
export interface LocalChatAccess {
  /** the shared password (LOCAL_CHAT_PASSWORD); unset: no sign-in (loopback only) */
  password?: string;
  /** with it, admins' names (LOCAL_ADMINS) sign in only with this one (LOCAL_ADMIN_PASSWORD) */
  adminPassword?: string;
  /** the admins' names */
  admins?: readonly string[];
}

const digest = (s: string) => createHash('sha256').update(s).digest();

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
    private readonly redis: Redis,
    private readonly prefix: string,
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

  private sessionKey = (token: string) => `${this.prefix}session:${digest(token).toString('hex')}`;

  /** The password `user` signs in with: the admins' own one for an admin's name, when it is set. */
  private passwordMatches(user: string, given: string): boolean {
    const expected = this.adminPassword && this.admins.has(user) ? this.adminPassword : this.password;
    // Hashes of equal length: the comparison takes the same time whatever was typed.
    return expected !== undefined && timingSafeEqual(digest(given), expected);
  }

  /** The signed-in member of this request (session cookie or HTTP Basic), else undefined. */
  async identify(req: FastifyRequest): Promise<string | undefined> {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (token && /^[A-Za-z0-9_-]{20,64}$/.test(token)) {
      const user = await this.redis.get(this.sessionKey(token));
      if (user) return user;
    }
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0 && NAME_PATTERN.test(decoded.slice(0, colon))) {
        const user = decoded.slice(0, colon);
        await this.admit(req, user, decoded.slice(colon + 1));
        return user;
      }
    }
    return undefined;
  }

  /** Checks the password (counting wrong ones per address) and opens a session; returns its token. */
  async login(req: FastifyRequest, user: string, password: unknown): Promise<string> {
    await this.admit(req, user, typeof password === 'string' ? password : '');
    const token = randomBytes(24).toString('base64url');
    await this.redis.set(this.sessionKey(token), user, 'EX', SESSION_TTL_S);
    return token;
  }

  async logout(req: FastifyRequest): Promise<void> {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (token) await this.redis.del(this.sessionKey(token));
  }

  /** Set-Cookie value of a session (or of its removal, with no token). */
  cookie(req: FastifyRequest, token?: string): string {
    const secure = req.protocol === 'https' ? '; Secure' : '';
    return token
      ? `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_TTL_S}${secure}`
      : `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
  }

  private async admit(req: FastifyRequest, user: string, password: string): Promise<void> {
    const failures = `${this.prefix}login-failures:${req.ip}`;
    const count = Number((await this.redis.get(failures)) ?? 0);
    if (count >= MAX_FAILURES) {
      throw new RequestError('too many wrong passwords from this address; wait 10 minutes', 429);
    }
    if (this.passwordMatches(user, password)) return;
    await this.redis.multi().incr(failures).expire(failures, FAILURE_WINDOW_S).exec();
    throw new RequestError('wrong password', 401);
  }
}
