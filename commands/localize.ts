// /localize [to hi,ta] [from en] — an attached .docx/.txt/.srt/.html comes back translated, as a
// file per language. The work is a 'localize' job (the API translates documents asynchronously).
import { extname } from 'node:path';
import { defineCommand, UsageError } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { LOCALIZE_TYPES } from '../src/core/jobs.js';
import { DOC_LANGUAGE_NAMES } from '../src/language/codes.js';
import { docLanguageName } from '../src/language/names.js';
import { enqueueWithProgress } from './shared.js';

const CODES = Object.values(DOC_LANGUAGE_NAMES) as string[];

export const localize = defineCommand({
  name: 'localize',
  usage: '[to hi,ta] [from en]  (attach a document, or reply to one)',
  options: [
    { name: 'to', type: 'languages', allowed: CODES },
    { name: 'from', type: 'language', allowed: CODES },
    { name: 'document', type: 'attachment', kinds: ['document'] },
  ],
  async run(ctx, args) {
    const media = args.document;
    if (!media) throw new UsageError('localize.noDocument');
    const from = args.from ?? 'en';
    const ext = extname(media.name ?? '').toLowerCase();
    if (media.name && !Object.hasOwn(LOCALIZE_TYPES, ext))
      throw new UsageError('localize.badType', { ext: ext || { key: 'localize.thatKind' } });
    const targets = (args.to ?? [ctx.settings.language]).filter((t) => t !== from);
    if (targets.length === 0) throw new UsageError('localize.alreadyIn', { language: { language: from } });
    return enqueueWithProgress(
      ctx,
      'localize',
      say(readerOf(ctx), 'localize.progress', {
        name: media.name ?? { key: 'localize.theDocument' },
        languages: { languages: targets },
      }),
      {
        media,
        from: docLanguageName(from) ?? 'english',
        to: targets.flatMap((t) => docLanguageName(t) ?? []),
      },
    );
  },
});
