// /captions consent on|off | start [language en] [translate] | stop — live captions of a voice
// channel (Discord). Consent first: only members who said `/captions consent on` (remembered per
// workspace) are captioned; nobody else's audio is received. The web chat captions from its
// microphone button instead.
import { defineCommand, UsageError } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { isSttLanguage, sttLanguageFor } from '../src/core/languages.js';
import { toMember } from '../src/core/reply.js';
import { STT_LANGUAGES } from '../src/language/codes.js';

export const CAPTIONS_ACTIONS = ['consent', 'start', 'stop'] as const;
type CaptionsAction = (typeof CAPTIONS_ACTIONS)[number];

export const captions = defineCommand({
  name: 'captions',
  usage: 'consent on|off | start [language en] [translate] | stop',
  options: [
    { name: 'action', type: 'choice', choices: CAPTIONS_ACTIONS, positional: true },
    { name: 'state', type: 'choice', choices: ['on', 'off'], positional: true },
    { name: 'language', type: 'language', allowed: STT_LANGUAGES },
    { name: 'translate', type: 'flag' },
  ],
  // On Discord: `/captions consent on|off` (a group), `/captions start [language] [translate]`, `/captions stop`.
  subcommands: {
    choice: 'action',
    takes: { consent: { choice: 'state' }, start: ['language', 'translate'] },
  },
  parse(v): { action: CaptionsAction; on?: boolean; language?: string; translate: boolean } {
    const action = v.action as CaptionsAction | undefined;
    if (!action) throw new UsageError('captions.noAction');
    if (action === 'consent' && !v.state) throw new UsageError('captions.noConsentState');
    return {
      action,
      ...(v.state ? { on: v.state === 'on' } : {}),
      ...(v.language ? { language: v.language } : {}),
      translate: v.translate === true,
    };
  },
  async run(ctx, args) {
    const { event } = ctx;
    const replyTo = event.messageId;
    const control = ctx.captions;
    if (!control) return [{ type: 'error', text: say(readerOf(ctx), 'captions.unavailable'), replyTo }];
    switch (args.action) {
      case 'consent': {
        await control.setConsent(event.conversation, event.author.id, args.on === true);
        const text = args.on
          ? say(readerOf(ctx), 'captions.consentOn')
          : say(readerOf(ctx), 'captions.consentOff');
        return [{ type: 'text', text, replyTo, audience: toMember(event.author) }];
      }
      case 'start': {
        const asked = args.language;
        const language = asked && isSttLanguage(asked) ? asked : await sttLanguageFor(ctx.languages);
        const { started, text } = await control.start({
          conversation: event.conversation,
          member: { id: event.author.id, ...(event.author.name ? { name: event.author.name } : {}) },
          language,
          translate: args.translate,
          reader: readerOf(ctx),
        });
        return [started ? { type: 'text', text, replyTo } : { type: 'error', text, replyTo }];
      }
      case 'stop':
        return [
          {
            type: 'text',
            text: await control.stop(event.conversation, event.author.id, readerOf(ctx)),
            replyTo,
          },
        ];
    }
  },
});
