// /ocr [translate] [language hi,en] — text from an image or PDF (attached, or the message replied
// to), optionally translated into the reader's language. The work is an 'ocr' job. Without
// `language`, the image is read in the languages the conversation uses (src/core/languages.ts).
import { defineCommand, UsageError } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { isOcrLanguage, ocrLanguagesFor } from '../src/core/languages.js';
import { OCR_LANGUAGES } from '../src/language/codes.js';
import { enqueueWithProgress } from './shared.js';

export const ocr = defineCommand({
  name: 'ocr',
  usage: '[translate] [language hi,en]  (attach an image/PDF, or reply to one)',
  target: 'message',
  // on a message's menu (Discord's Apps menu, Slack's shortcuts)
  menu: 'Read text',
  options: [
    { name: 'translate', type: 'flag' },
    { name: 'language', type: 'languages', allowed: OCR_LANGUAGES, aliases: ['languages'] },
    { name: 'file', type: 'attachment', kinds: ['image', 'document'] },
  ],
  async run(ctx, args) {
    const media = args.file;
    if (!media) throw new UsageError('ocr.noImage');
    const reader = ctx.settings.language;
    const languages = (args.language ?? (await ocrLanguagesFor(ctx.languages, reader))).filter(isOcrLanguage);
    return enqueueWithProgress(ctx, 'ocr', say(readerOf(ctx), 'ocr.progress'), {
      media,
      languages,
      translateTo: args.translate ? reader : undefined,
      domain: ctx.settings.domain,
      budget: ctx.settings.budget,
      moderation: ctx.settings.moderation,
    });
  },
});
