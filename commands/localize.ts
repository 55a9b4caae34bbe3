// /localize [to hi,ta] [from en] — an attached .docx/.txt/.srt/.html comes back translated, as a
// file per language. The work is a 'localize' job (the API translates documents asynchronously).
import { extname } from 'node:path';
import { type Command, UsageError } from '../src/core/command.js';
import { LOCALIZE_TYPES } from '../src/jobs/payloads.js';
import { DOC_LANGUAGE_NAMES } from '../src/language/codes.js';
import { docLanguageName } from '../src/translation/names.js';
import {
  enqueueWithProgress,
  languageName,
  mediaOf,
  parseLanguage,
  parseLanguages,
  takeOptions,
} from './shared.js';

export interface LocalizeArgs {
  to?: string[];
  from: string;
}

const CODES = Object.values(DOC_LANGUAGE_NAMES) as string[];

export const localize: Command<LocalizeArgs> = {
  name: 'localize',
  description: 'Translate an attached document (.docx, .txt, .srt, .html)',
  descriptions: {
    hi: 'संलग्न दस्तावेज़ का अनुवाद (.docx, .txt, .srt, .html)',
    ta: 'இணைத்த ஆவணத்தை மொழிபெயர் (.docx, .txt, .srt, .html)',
    bn: 'সংযুক্ত নথি অনুবাদ করুন (.docx, .txt, .srt, .html)',
    te: 'జత చేసిన పత్రాన్ని అనువదించు (.docx, .txt, .srt, .html)',
    mr: 'जोडलेल्या दस्तऐवजाचे भाषांतर (.docx, .txt, .srt, .html)',
    kn: 'ಲಗತ್ತಿಸಿದ ದಾಖಲೆಯನ್ನು ಅನುವಾದಿಸಿ (.docx, .txt, .srt, .html)',
    ml: 'ചേർത്ത പ്രമാണം വിവർത്തനം ചെയ്യുക (.docx, .txt, .srt, .html)',
    gu: 'જોડેલા દસ્તાવેજનો અનુવાદ (.docx, .txt, .srt, .html)',
    pa: 'ਨੱਥੀ ਦਸਤਾਵੇਜ਼ ਦਾ ਅਨੁਵਾਦ (.docx, .txt, .srt, .html)',
  },
  usage: '[to hi,ta] [from en]  (attach a document, or reply to one)',
  options: [
    { name: 'to', description: 'target languages (default: yours)' },
    { name: 'from', description: 'the document language (default: en)' },
  ],
  mode: 'job',
  parse(args) {
    const { options, rest } = takeOptions(args, ['to', 'from']);
    if (rest) throw new UsageError('Attach the document; the only options are `to` and `from`.');
    return {
      to: options.to ? parseLanguages(options.to, CODES) : undefined,
      from: options.from ? parseLanguage(options.from, CODES) : 'en',
    };
  },
  async run(ctx, args) {
    const media = mediaOf(ctx.event, ['document']);
    if (!media)
      throw new UsageError('Attach a .docx, .txt, .srt or .html file (or reply to one) with /localize.');
    const ext = extname(media.name ?? '').toLowerCase();
    if (media.name && !Object.hasOwn(LOCALIZE_TYPES, ext))
      throw new UsageError(
        `I can't localize ${ext || 'that kind of'} files. Attach a .docx, .txt, .srt or .html file.`,
      );
    const targets = (args.to ?? [ctx.settings.language]).filter((t) => t !== args.from);
    if (targets.length === 0)
      throw new UsageError(
        `The document is already in ${languageName(args.from)}. Say which language you want with \`to\`.`,
      );
    return enqueueWithProgress(
      ctx,
      'localize',
      `📑 Translating ${media.name ?? 'the document'} into ${targets.map(languageName).join(', ')}…`,
      { media, from: docLanguageName(args.from), to: targets.map(docLanguageName) },
    );
  },
};
