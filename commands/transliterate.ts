// /transliterate [to hi] [from en] TEXT — the same words in another script (kaise ho → कैसे हो).
// The source script is detected when `from` is not given; links, code and emoji pass untouched.
import { defineCommand, UsageError } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { detectLanguage } from '../src/core/langid.js';
import { textTooLong } from '../src/core/messages.js';
import type { Reply } from '../src/core/reply.js';
import { reassemble, segmentMessage, translatableParts } from '../src/core/segments.js';
import { TRANSLITERATION_LANGUAGES } from '../src/language/codes.js';
import { MAX_MESSAGE_CHARS, MAX_SEGMENTED_CHARS } from '../src/translation/translator.js';
import { meter, textOf } from './shared.js';

export interface TransliterateArgs {
  to?: string;
  from?: string;
  text: string;
}

/** The script a text is written in, as the transliteration API names it (Latin → en). */
function scriptOf(text: string): string | undefined {
  const lang = detectLanguage(text)?.language;
  if (!lang) return undefined;
  if (lang === 'hi-Latn') return 'en';
  return (TRANSLITERATION_LANGUAGES as readonly string[]).includes(lang) ? lang : undefined;
}

export const transliterate = defineCommand({
  name: 'transliterate',
  // Asked where nobody else saw it (a Slack slash command), the answer is the asker's too.
  rules: { askedPrivately: 'personal' },
  usage: '[to hi] [from en] TEXT',
  options: [
    { name: 'to', type: 'language', allowed: TRANSLITERATION_LANGUAGES },
    { name: 'from', type: 'language', allowed: TRANSLITERATION_LANGUAGES },
    { name: 'text', type: 'text' },
  ],
  parse(v, ctx): TransliterateArgs {
    const text = textOf(v.text, ctx, 'usage.text.transliterate');
    // Before segmenting, like /translate: a huge text is answered at once.
    if (text.length > MAX_SEGMENTED_CHARS) throw textTooLong('transliterate', text.length, MAX_MESSAGE_CHARS);
    return { to: v.to, from: v.from, text };
  },
  async run(ctx, args) {
    const replyTo = ctx.event.messageId;
    const segs = segmentMessage(args.text);
    const parts = translatableParts(segs);
    const length = parts.reduce((n, p) => n + p.length, 0);
    if (length > MAX_MESSAGE_CHARS) throw textTooLong('transliterate', length, MAX_MESSAGE_CHARS);
    const from = args.from ?? scriptOf(parts.join(' '));
    if (!parts.length || !from) {
      throw new UsageError('transliterate.unknownScript');
    }
    const member = ctx.settings.language;
    const to = args.to ?? (from === 'en' ? (member === 'en' ? 'hi' : member) : 'en');
    if (to === from) {
      return [
        {
          type: 'notice',
          text: say(readerOf(ctx), 'transliterate.already', { language: { language: to } }),
          replyTo,
        },
      ];
    }
    const notices: Reply[] = [];
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(length);
    const res = await ctx.language.transliterate({ text: parts, from, to });
    await hooks.after(length);
    const out = res.items.map(
      (item, i) => (item.status > 0 ? item.outputs[0] : undefined) ?? (parts[i] as string),
    );
    return [{ type: 'text', text: reassemble(segs, out), replyTo }, ...notices];
  },
});
