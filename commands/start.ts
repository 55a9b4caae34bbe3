// /start — the first thing every Telegram user sends (also with a deep-link payload, `/start abc`):
// the welcome in the member's language, with buttons for the first steps (choose my language, all
// commands). Routed by name only (commands/index.ts): platforms do not list it as a command.
import { type Command, defineCommand } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { menuActions, menuTitle } from './settings.js';

export function startCommand(help: Command) {
  return defineCommand({
    name: 'start',
    usage: '',
    // A deep link's payload (`t.me/bot?start=abc`); the welcome is the same with or without it.
    options: [{ name: 'payload', type: 'text' }],
    async run(ctx) {
      const lang = readerOf(ctx);
      const name = ctx.event.author.name;
      const hello = name ? say(lang, 'start.hello', { name }) : say(lang, 'start.helloNoName');
      return [
        {
          type: 'text',
          text: `${hello}\n${say(lang, 'start.welcome')}`,
          replyTo: ctx.event.messageId,
          actions: {
            command: 'start',
            rows: [
              [{ id: 'language', label: say(lang, 'start.button.language') }],
              [{ id: 'help', label: say(lang, 'start.button.help') }],
            ],
          },
        },
      ];
    },
    /** The welcome's buttons: the language menu of /settings, or /help. */
    async onAction(ctx, action) {
      if (action.id === 'language')
        return [
          {
            type: 'text',
            text: menuTitle('lang', readerOf(ctx)),
            actions: menuActions('lang', readerOf(ctx)),
          },
        ];
      const event = { ...ctx.event, kind: 'command' as const, command: { name: 'help', args: '' } };
      return help.parse({ ...ctx, event }).run();
    },
  });
}
