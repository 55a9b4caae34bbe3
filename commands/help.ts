// /help [command] — every command with its usage, straight from the registry and the locales, in
// the reader's language. The answer is for the member who asked (ephemeral where the platform can,
// else a DM or a mention).
import { type CommandSpec, defineCommand } from '../src/core/command.js';
import { nameIn, readerOf, say } from '../src/core/i18n.js';
import { toMember } from '../src/core/reply.js';
import { textsOf } from './locales/index.js';

const ACCESS = {
  member: 'help.admin.member',
  'channel-admin': 'help.admin.channelAdmin',
  'workspace-admin': 'help.admin.workspaceAdmin',
} as const;

export function helpCommand(list: () => CommandSpec[]) {
  return defineCommand({
    name: 'help',
    // `/help admin` (what admins can do here) is for the channel's admins.
    rules: { answer: 'personal', subcommands: { admin: { access: 'channel-admin' } } },
    subcommandOf: (args) => (args.command?.trim().toLowerCase() === 'admin' ? 'admin' : undefined),
    // A platform that lacks something (Discord without Message Content) says so with the list.
    guide: true,
    usage: '[command | admin]',
    options: [{ name: 'command', type: 'text' }],
    async run(ctx, args) {
      const replyTo = ctx.event.messageId;
      const lang = readerOf(ctx);
      const audience = toMember(ctx.event.author);
      const commands = list();
      const name = args.command?.trim().replace(/^\//, '').toLowerCase();
      if (name === 'admin') {
        const lines = commands.flatMap((c) => {
          const rules = c.rules ?? { access: 'member', answer: 'channel' };
          const subs = Object.entries(rules.subcommands ?? {}).filter(
            ([, r]) => r.access && r.access !== 'member',
          );
          const own = rules.access !== 'member' ? [`/${c.name} — ${say(lang, ACCESS[rules.access])}`] : [];
          return [
            ...own,
            ...subs.map(([sub, r]) => `/${c.name} ${sub} — ${say(lang, ACCESS[r.access ?? 'member'])}`),
          ];
        });
        return [
          { type: 'text', text: [say(lang, 'help.admin.header'), ...lines].join('\n'), replyTo, audience },
        ];
      }
      if (name) {
        const c = commands.find((x) => x.name === name);
        if (!c) return [{ type: 'error', text: say(lang, 'help.noSuchCommand', { name }), replyTo }];
        const texts = textsOf(c.name, lang);
        const opts = c.options.map(
          (o) => `  ${o.option.name}: ${texts.options?.[o.option.name] ?? o.description}`,
        );
        return [
          {
            type: 'text',
            text: [`/${c.name} ${c.usage}`, texts.description, ...opts].join('\n'),
            replyTo,
            audience,
          },
        ];
      }
      const lines = commands.map((c) => `/${c.name} ${c.usage}\n    ${textsOf(c.name, lang).description}`);
      const reactions = Object.entries(ctx.settings.reactions).map(([e, l]) => `${e} ${nameIn(lang, l)}`);
      if (reactions.length) lines.push(say(lang, 'help.reactions', { reactions: reactions.join(', ') }));
      return [{ type: 'text', text: [say(lang, 'help.header'), ...lines].join('\n'), replyTo, audience }];
    },
  });
}
