// /help [command] — every command with its usage, straight from the registry and the locales, in
// the reader's language. The answer is for the member who asked (ephemeral where the platform can,
// else a DM or a mention).
import { type CommandSpec, defineCommand } from '../src/core/command.js';
import { nameIn, readerOf, say } from '../src/core/i18n.js';
import { toMember } from '../src/core/reply.js';
import { textsOf } from './locales/index.js';

export function helpCommand(list: () => CommandSpec[]) {
  return defineCommand({
    name: 'help',
    rules: { answer: 'personal' },
    // A platform that lacks something (Discord without Message Content) says so with the list.
    guide: true,
    usage: '[command]',
    options: [{ name: 'command', type: 'text' }],
    async run(ctx, args) {
      const replyTo = ctx.event.messageId;
      const lang = readerOf(ctx);
      const audience = toMember(ctx.event.author);
      const commands = list();
      const name = args.command?.trim().replace(/^\//, '').toLowerCase();
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
