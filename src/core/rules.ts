// A command's rules, declared once in commands/*.ts: who may run it (and each subcommand), who
// sees its answer by default, and its form where a platform draws forms. The pipeline enforces
// access from them; adapters read them (CommandSpec.rules) to render natively, and never name a
// command themselves.
import type { Author } from './event.js';
import type { MessageKey } from './i18n.js';
import { UsageError } from './options.js';

/** Who may run it: anyone, an admin of the channel, or an admin of the workspace. */
export type Access = 'member' | 'channel-admin' | 'workspace-admin';

/** Who sees its answer by default: the member who asked alone, or the channel. */
export type Answer = 'personal' | 'channel';

/** A subcommand's rules where they differ from the command's. */
export interface SubcommandRules {
  access?: Access;
  answer?: Answer;
}

export interface CommandRules {
  access: Access;
  answer: Answer;
  /**
   * By subcommand name: the first word (`/bridge create`), or what the command's parse decided
   * (for /settings the level parsed: `member`, `channel`, `workspace`).
   */
  subcommands?: Readonly<Record<string, SubcommandRules>>;
  /**
   * Asked where nobody else saw the asking (a Slack slash command or message shortcut): the answer
   * stays with the asker too. A translation asked privately is the asker's; one asked in the open
   * is the channel's.
   */
  askedPrivately?: Answer;
  /** What a member without the right reads (default: access.channelAdmin, access.workspaceAdmin). */
  refusals?: Partial<Record<Exclude<Access, 'member'> | 'workspace-admin-from-channel-admin', MessageKey>>;
}

export const DEFAULT_RULES: CommandRules = { access: 'member', answer: 'channel' };

/** The access of a subcommand (undefined: the command itself). */
export const accessOf = (rules: CommandRules, sub?: string): Access =>
  (sub !== undefined && Object.hasOwn(rules.subcommands ?? {}, sub)
    ? rules.subcommands?.[sub]?.access
    : undefined) ?? rules.access;

/** Who sees a subcommand's answer by default. */
export const answerOf = (rules: CommandRules, sub?: string): Answer =>
  (sub !== undefined && Object.hasOwn(rules.subcommands ?? {}, sub)
    ? rules.subcommands?.[sub]?.answer
    : undefined) ?? rules.answer;

/** The least any subcommand needs: what a platform may require before showing the command at all. */
export function leastAccess(rules: CommandRules): Access {
  const order: Access[] = ['member', 'channel-admin', 'workspace-admin'];
  const all = [rules.access, ...Object.values(rules.subcommands ?? {}).flatMap((s) => s.access ?? [])];
  return order.find((a) => all.includes(a)) ?? 'member';
}

/** True when some answer of the command (or of a subcommand) is personal. */
export const anyPersonal = (rules: CommandRules): boolean =>
  rules.answer === 'personal' || Object.values(rules.subcommands ?? {}).some((s) => s.answer === 'personal');

/**
 * Throws the command's refusal when `author` may not run at `access`. The platform's own admin
 * flags decide (Discord: Manage Channels / Manage Server from the interaction; Slack: admins and
 * owners; Telegram: chat administrators); a platform with one admin level has no isWorkspaceAdmin.
 */
export function assertAccess(access: Access, author: Author, rules: CommandRules): void {
  if (access === 'member') return;
  const r = rules.refusals ?? {};
  if (!author.isAdmin)
    throw new UsageError(
      access === 'channel-admin'
        ? (r['channel-admin'] ?? 'access.channelAdmin')
        : (r['workspace-admin'] ?? 'access.workspaceAdmin'),
    );
  if (access === 'workspace-admin' && !(author.isWorkspaceAdmin ?? author.isAdmin))
    throw new UsageError(
      r['workspace-admin-from-channel-admin'] ?? r['workspace-admin'] ?? 'access.workspaceAdmin',
    );
}
