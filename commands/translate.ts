// /translate [to hi,ta] [from en] TEXT — or on the message it replies to. Without `to`, into the
// member's own language. Goes through the shared ChatTranslator: masked spans, cache, one API call.
import { defineCommand, UsageError } from '../src/core/command.js';
import { channelReaderOf, readerOf, say } from '../src/core/i18n.js';
import { workspaceKey } from '../src/core/ids.js';
import type { Reply } from '../src/core/reply.js';
import { TRANSLATION_LANGUAGES } from '../src/language/codes.js';
import { soundedOutAdminNotice, soundedOutLine, translationLabel } from '../src/translation/sounded-out.js';
import { meter, textOf } from './shared.js';

export interface TranslateArgs {
  targets?: string[];
  from: string;
  text: string;
}

const FROM_CODES = [...TRANSLATION_LANGUAGES, 'hi-latn'];

export const translate = defineCommand({
  name: 'translate',
  // Asked where nobody else saw it (a Slack slash command), the answer is the asker's too.
  rules: { askedPrivately: 'personal' },
  usage: '[to hi,ta] [from en] TEXT',
  target: 'message',
  // on a message's menu (Discord's Apps menu, Slack's shortcuts)
  menu: 'Translate',
  options: [
    { name: 'to', type: 'languages', allowed: TRANSLATION_LANGUAGES },
    { name: 'from', type: 'language', allowed: FROM_CODES },
    { name: 'text', type: 'text' },
  ],
  parse(v, ctx): TranslateArgs {
    const from = v.from === 'hi-latn' ? 'hi-Latn' : (v.from ?? 'auto');
    return { targets: v.to, from, text: textOf(v.text, ctx, 'usage.text.translate') };
  },
  async run(ctx, { targets, from, text }) {
    const replyTo = ctx.event.messageId;
    const wanted = targets ?? [ctx.settings.language];
    const notices: Reply[] = [];
    const out = await ctx.translator.translateDetailed(text, from, wanted, ctx.settings.domain, {
      characters: meter(ctx, 'characters', notices),
      workspace: workspaceKey(ctx.event.conversation),
    });
    if (out.skipped === 'nothing-to-translate') {
      return [{ type: 'notice', text: say(readerOf(ctx), 'translate.nothing'), replyTo }];
    }
    if (out.skipped === 'unknown-language') {
      throw new UsageError('translate.unknownLanguage');
    }
    const lines: string[] = [];
    const notes: string[] = [];
    for (const t of wanted) {
      const translated = out.translations.get(t);
      if (translated !== undefined)
        lines.push(
          wanted.length > 1 ? `${translationLabel(t, out, readerOf(ctx))}: ${translated}` : translated,
        );
      else if (out.already.includes(t))
        notes.push(say(readerOf(ctx), 'translate.already', { language: { language: t } }));
      else notes.push(say(readerOf(ctx), 'translate.failed', { language: { language: t } }));
    }
    // a transliteration standing in for a translation is said to be one, under it
    const soundedOut = soundedOutLine(out, readerOf(ctx));
    if (lines.length && soundedOut) lines.push(soundedOut);
    const replies: Reply[] = [];
    if (lines.length) replies.push({ type: 'text', text: lines.join('\n'), replyTo });
    if (notes.length) replies.push({ type: 'notice', text: notes.join(' '), replyTo });
    return [...replies, ...soundedOutAdminNotice(out, channelReaderOf(ctx)), ...notices];
  },
});
