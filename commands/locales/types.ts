// The shape of a language's command texts: per command, its description and its options'.
export interface CommandText {
  description: string;
  /** option name → what it is, for native option lists (Discord, Slack modals) and /help */
  options?: Record<string, string>;
  /** subcommand (`start`), group (`consent`) or group's subcommand (`consent on`) → what it does */
  subcommands?: Record<string, string>;
  /** labels of the buttons a command's replies carry (the settings menus) */
  labels?: Record<string, string>;
}
export type CommandTexts = Record<string, CommandText>;
