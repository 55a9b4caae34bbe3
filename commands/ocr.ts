// /ocr [translate] [language hi,en] — text from an image or PDF (attached, or the message replied
// to), optionally translated into the reader's language. The work is an 'ocr' job.
import { type Command, UsageError } from '../src/core/command.js';
import { OCR_LANGUAGES } from '../src/language/codes.js';
import { ocrLanguages } from '../src/translation/names.js';
import { enqueueWithProgress, mediaOf, parseLanguages } from './shared.js';

export interface OcrArgs {
  translate: boolean;
  languages?: string[];
}

export const ocr: Command<OcrArgs> = {
  name: 'ocr',
  description: 'Read the text in an image or PDF (and optionally translate it)',
  usage: '[translate] [language hi,en]  (attach an image/PDF, or reply to one)',
  options: [
    { name: 'translate', description: 'also translate the text into your language' },
    { name: 'language', description: `languages in the image: ${OCR_LANGUAGES.join(', ')}` },
  ],
  mode: 'job',
  parse(args) {
    const words = args.trim().split(/\s+/).filter(Boolean);
    const out: OcrArgs = { translate: false };
    for (let i = 0; i < words.length; i++) {
      const w = (words[i] as string).toLowerCase();
      if (w === 'translate') out.translate = true;
      else if ((w === 'language' || w === 'languages') && words[i + 1]) {
        out.languages = parseLanguages(words[++i] as string, OCR_LANGUAGES);
      } else throw new UsageError(`I don't understand "${w.slice(0, 30)}".`);
    }
    return out;
  },
  async run(ctx, args) {
    const media = mediaOf(ctx.event, ['image', 'document']);
    if (!media) throw new UsageError('Attach an image or PDF (or reply to one) with /ocr.');
    const reader = ctx.settings.language;
    return enqueueWithProgress(ctx, 'ocr', '🔎 Reading the text…', {
      media,
      languages: args.languages ?? ocrLanguages(reader),
      translateTo: args.translate ? reader : undefined,
      domain: ctx.settings.domain,
      moderation: ctx.settings.moderation,
    });
  },
};
