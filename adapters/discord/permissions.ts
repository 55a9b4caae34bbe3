// Permission bits read from an interaction's own `member.permissions` (computed by Discord for that
// channel): the gateway's member cache is incomplete without the privileged members intent.
export const PERM = {
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  MANAGE_MESSAGES: 1n << 13n,
} as const;

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
