// Members as Slack knows them, from users.info with include_locale=true (without it Slack leaves
// out `locale`), cached briefly: admins (is_admin, is_owner, is_primary_owner) and the member's
// locale, the default of their language, and their picture (for the bridge: no extra call per message).
import type { webApi } from '@slack/bolt';

type WebClient = webApi.WebClient;

export interface MemberInfo {
  name?: string;
  isAdmin: boolean;
  isBot: boolean;
  /** `hi-IN` → dubash takes the language part when it supports it */
  locale?: string;
  /** the profile picture (Slack's CDN, public): bridged posts show it as the author's */
  avatarUrl?: string;
}

interface SlackUser {
  name?: string;
  real_name?: string;
  is_admin?: boolean;
  is_owner?: boolean;
  is_primary_owner?: boolean;
  is_bot?: boolean;
  locale?: string;
  profile?: { display_name?: string; real_name?: string; image_72?: string; image_192?: string };
}

const avatarOf = (u: SlackUser) => {
  const url = u.profile?.image_72 || u.profile?.image_192;
  return url?.startsWith('https://') ? url : undefined;
};

export class MemberCache {
  private readonly cache = new Map<string, { at: number; info: Promise<MemberInfo> }>();

  constructor(private readonly ttlMs = 60_000) {}

  get(client: WebClient, team: string, user: string): Promise<MemberInfo> {
    const key = `${team}:${user}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.info;
    const info = client.users
      .info({ user, include_locale: true })
      .then((r) => {
        const u = (r.user ?? {}) as SlackUser;
        const avatarUrl = avatarOf(u);
        return {
          name: u.profile?.display_name || u.profile?.real_name || u.real_name || u.name,
          isAdmin: !!(u.is_admin || u.is_owner || u.is_primary_owner),
          isBot: !!u.is_bot,
          ...(u.locale ? { locale: u.locale.replace('_', '-') } : {}),
          ...(avatarUrl ? { avatarUrl } : {}),
        };
      })
      .catch((err) => {
        this.cache.delete(key);
        throw err;
      });
    this.cache.set(key, { at: Date.now(), info });
    if (this.cache.size > 5_000) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return info;
  }
}
