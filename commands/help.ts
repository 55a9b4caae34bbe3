// /help [command] — every command with its usage, straight from the registry and the locales. The
// answer is for the member who asked (ephemeral where the platform can, else a DM or a mention).
import { type CommandSpec, defineCommand } from '../src/core/command.js';
import { toMember } from '../src/core/reply.js';
import { languageName } from './shared.js';

export function helpCommand(list: () => CommandSpec[]) {
  return defineCommand({
    name: 'help',
    usage: '[command]',
    options: [{ name: 'command', type: 'text' }],
    async run(ctx, args) {
      const replyTo = ctx.event.messageId;
      const audience = toMember(ctx.event.author);
      const commands = list();
      const name = args.command?.trim().replace(/^\//, '').toLowerCase();
      if (name) {
        const c = commands.find((x) => x.name === name);
        if (!c)
          return [{ type: 'error', text: `There is no /${name}. Type /help to see every command.`, replyTo }];
        const opts = c.options.map((o) => `  ${o.option.name}: ${o.description}`);
        return [
          {
            type: 'text',
            text: [`/${c.name} ${c.usage}`, c.description, ...opts].join('\n'),
            replyTo,
            audience,
          },
        ];
      }
      const lines = commands.map((c) => `/${c.name} ${c.usage}\n    ${c.description}`);
      const reactions = Object.entries(ctx.settings.reactions).map(([e, l]) => `${e} ${languageName(l)}`);
      if (reactions.length)
        lines.push(
          `Translate by reaction: react to a message with ${reactions.join(', ')} and its translation is posted in its thread.`,
        );
      return [
        {
          type: 'text',
          text: ['Commands (each works on its text, or on the message you reply to):', ...lines].join('\n'),
          replyTo,
          audience,
        },
      ];
    },
  });
}
