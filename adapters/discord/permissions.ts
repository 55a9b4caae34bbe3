// Permission bits read from an interaction's own `member.permissions` (computed by Discord for that
// channel): the gateway's member cache is incomplete without the privileged members intent.
export const PERM = {
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  MANAGE_MESSAGES: 1n << 13n,
} as const;

/**
 * What the bot is invited with (README, Discord → Invite it): reading and answering in channels and
 * threads, files, moderation deletes, webhooks (mirrors), and Connect for live captions in voice
 * channels (Speak is not needed: the bot only listens).
 */
export const INVITE_PERMISSIONS = {
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: PERM.MANAGE_MESSAGES,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  CONNECT: 1n << 20n,
  MANAGE_WEBHOOKS: 1n << 29n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
} as const;

export const invitePermissions = (): bigint => Object.values(INVITE_PERMISSIONS).reduce((a, b) => a | b, 0n);

/** The OAuth2 URL that adds the bot to a server with its commands and INVITE_PERMISSIONS. */
export const inviteUrl = (appId: string) =>
  `https://discord.com/oauth2/authorize?client_id=${encodeURIComponent(appId)}&scope=bot+applications.commands&permissions=${invitePermissions()}`;

const has = (perms: string | undefined, bit: bigint) => {
  if (!perms || !/^\d+$/.test(perms)) return false;
  const p = BigInt(perms);
  return (p & PERM.ADMINISTRATOR) !== 0n || (p & bit) !== 0n;
};

/** Workspace settings: Manage Guild or Administrator. */
export const canManageWorkspace = (perms: string | undefined) => has(perms, PERM.MANAGE_GUILD);

/** Channel settings: Manage Channels, Manage Guild or Administrator. */
export const canManageChannel = (perms: string | undefined) =>
  has(perms, PERM.MANAGE_CHANNELS) || has(perms, PERM.MANAGE_GUILD);
