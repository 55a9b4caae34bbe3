// /help [command] — every command with its usage, straight from the registry.
import type { Command } from '../src/core/command.js';

export function helpCommand(list: () => Command[]): Command<{ name?: string }> {
  return {
    name: 'help',
    description: 'List what I can do, or explain one command',
    descriptions: {
      hi: 'मैं क्या-क्या कर सकता हूँ, या किसी एक कमांड की जानकारी',
      ta: 'நான் என்ன செய்ய முடியும், அல்லது ஒரு கட்டளையின் விளக்கம்',
      bn: 'আমি কী কী করতে পারি, বা একটি কমান্ডের ব্যাখ্যা',
      te: 'నేను ఏమి చేయగలనో, లేదా ఒక ఆదేశం వివరణ',
      mr: 'मी काय काय करू शकतो, किंवा एका कमांडची माहिती',
      kn: 'ನಾನು ಏನು ಮಾಡಬಲ್ಲೆ, ಅಥವಾ ಒಂದು ಆಜ್ಞೆಯ ವಿವರಣೆ',
      ml: 'എനിക്ക് ചെയ്യാനാകുന്നവ, അല്ലെങ്കിൽ ഒരു കമാൻഡിന്റെ വിശദീകരണം',
      gu: 'હું શું શું કરી શકું, અથવા એક આદેશની સમજ',
      pa: 'ਮੈਂ ਕੀ-ਕੀ ਕਰ ਸਕਦਾ ਹਾਂ, ਜਾਂ ਇੱਕ ਕਮਾਂਡ ਦੀ ਜਾਣਕਾਰੀ',
    },
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
