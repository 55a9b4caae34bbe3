// /help [command] — every command with its usage, straight from the registry.
import type { Command } from '../src/core/command.js';

export function helpCommand(list: () => Command[]): Command<{ name?: string }> {
  return {
    name: 'help',
    description: 'List what I can do, or explain one command',
    usage: '[command]',
    options: [{ name: 'command', description: 'a command to explain' }],
    mode: 'inline',
    parse(args) {
      const name = args.trim().replace(/^\//, '').toLowerCase();
      return name ? { name } : {};
    },
    async run(ctx, { name }) {
      const replyTo = ctx.event.messageId;
      const commands = list();
      if (name) {
        const c = commands.find((x) => x.name === name);
        if (!c)
          return [{ type: 'error', text: `There is no /${name}. Type /help to see every command.`, replyTo }];
        const opts = c.options.map((o) => `  ${o.name}: ${o.description}`);
        return [
          { type: 'text', text: [`/${c.name} ${c.usage}`, c.description, ...opts].join('\n'), replyTo },
        ];
      }
      const lines = commands.map((c) => `/${c.name} ${c.usage}\n    ${c.description}`);
      return [
        {
          type: 'text',
          text: ['Commands (each works on its text, or on the message you reply to):', ...lines].join('\n'),
          replyTo,
        },
      ];
    },
  };
}
