// /translate [to hi,ta] [from en] TEXT — or on the message it replies to. Without `to`, into the
// member's own language. Goes through the shared ChatTranslator: masked spans, cache, one API call.
import { type Command, UsageError } from '../src/core/command.js';
import { detectLanguage } from '../src/core/langid.js';
import type { Reply } from '../src/core/reply.js';
import { needsTranslation } from '../src/core/segments.js';
import { TRANSLATION_LANGUAGES } from '../src/language/codes.js';
import { languageName, meter, parseLanguage, parseLanguages, takeOptions, textOf } from './shared.js';

export interface TranslateArgs {
  targets?: string[];
  from: string;
  text: string;
}

const FROM_CODES = [...TRANSLATION_LANGUAGES, 'hi-latn'];

export const translate: Command<TranslateArgs> = {
  name: 'translate',
  description: 'Translate text (or the message you reply to) into one or more languages',
  usage: '[to hi,ta] [from en] TEXT',
  options: [
    { name: 'to', description: 'target languages, comma-separated (default: your language)' },
    { name: 'from', description: 'source language (default: detected)' },
    { name: 'text', description: 'what to translate (or reply to a message)' },
  ],
  mode: 'inline',
  parse(args, event) {
    const { options, rest } = takeOptions(args, ['to', 'from']);
    const targets = options.to ? parseLanguages(options.to, TRANSLATION_LANGUAGES) : undefined;
    const fromCode = options.from ? parseLanguage(options.from, FROM_CODES) : 'auto';
    const from = fromCode === 'hi-latn' ? 'hi-Latn' : fromCode;
    return { targets, from, text: textOf(rest, event, 'some text to translate') };
  },
  async run(ctx, { targets, from, text }) {
    const replyTo = ctx.event.messageId;
    if (!needsTranslation(text)) {
      return [{ type: 'notice', text: 'Nothing to translate: that is only emoji, links or code.', replyTo }];
    }
    const wanted = targets ?? [ctx.settings.language];
    const notices: Reply[] = [];
    const out = await ctx.translator.translate(text, from, wanted, ctx.settings.domain, {
      characters: meter(ctx, 'characters', notices),
    });
    const source = from === 'auto' ? detectLanguage(text)?.language : from;
    const lines: string[] = [];
    const notes: string[] = [];
    for (const t of wanted) {
      const translated = out.get(t);
      if (translated !== undefined)
        lines.push(wanted.length > 1 ? `${languageName(t)}: ${translated}` : translated);
      else if (t === source) notes.push(`That is already in ${languageName(t)}.`);
      else notes.push(`I could not translate that into ${languageName(t)}; try again later.`);
    }
    if (lines.length === 0 && from === 'auto' && !source) {
      throw new UsageError(
        "I can't tell which language that is. Say it with `from`, e.g. /translate from en to hi …",
      );
    }
    const replies: Reply[] = [];
    if (lines.length) replies.push({ type: 'text', text: lines.join('\n'), replyTo });
    if (notes.length) replies.push({ type: 'notice', text: notes.join(' '), replyTo });
    return [...replies, ...notices];
  },
};
