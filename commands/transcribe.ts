// /transcribe [language hi] — on a voice note (attached, or the message replied to). The work is a
// job: file STT for short clips, batch STT (with progress) for audio over a minute.
import { type Command, UsageError } from '../src/core/command.js';
import type { Reply } from '../src/core/reply.js';
import { FILE_STT_MAX_S } from '../src/jobs/payloads.js';
import { STT_LANGUAGES } from '../src/language/codes.js';
import { sttLanguage } from '../src/translation/names.js';
import { enqueueWithProgress, mediaOf, meter, parseLanguage, takeOptions } from './shared.js';

export interface TranscribeArgs {
  language?: string;
}

export const transcribe: Command<TranscribeArgs> = {
  name: 'transcribe',
  description: 'Turn a voice note or audio file into text',
  descriptions: {
    hi: 'वॉइस नोट या ऑडियो फ़ाइल को लिखित पाठ में बदलें',
    ta: 'குரல் குறிப்பு அல்லது ஒலிக் கோப்பை உரையாக மாற்று',
    bn: 'ভয়েস নোট বা অডিও ফাইলকে লেখায় রূপান্তর করুন',
    te: 'వాయిస్ నోట్ లేదా ఆడియో ఫైల్‌ను వచనంగా మార్చు',
    mr: 'व्हॉइस नोट किंवा ऑडिओ फाइल मजकुरात बदला',
    kn: 'ಧ್ವನಿ ಟಿಪ್ಪಣಿ ಅಥವಾ ಆಡಿಯೊ ಫೈಲ್ ಅನ್ನು ಪಠ್ಯವಾಗಿ ಬದಲಿಸಿ',
    ml: 'വോയ്‌സ് നോട്ടോ ഓഡിയോ ഫയലോ എഴുത്താക്കി മാറ്റുക',
    gu: 'વૉઇસ નોટ કે ઑડિયો ફાઇલને લખાણમાં ફેરવો',
    pa: 'ਵੌਇਸ ਨੋਟ ਜਾਂ ਆਡੀਓ ਫ਼ਾਈਲ ਨੂੰ ਲਿਖਤ ਵਿੱਚ ਬਦਲੋ',
  },
  usage: '[language hi]  (attach audio, or reply to a voice note)',
  options: [
    { name: 'language', description: `spoken language: ${STT_LANGUAGES.join(', ')} (default: yours)` },
  ],
  mode: 'job',
  parse(args) {
    const { options, rest } = takeOptions(args, ['language']);
    if (rest) throw new UsageError('Attach a voice note or reply to one; the only option is `language`.');
    return { language: options.language ? parseLanguage(options.language, STT_LANGUAGES) : undefined };
  },
  async run(ctx, args) {
    const media = mediaOf(ctx.event, ['voice', 'audio']);
    if (!media) throw new UsageError('Reply to a voice note (or attach audio) with /transcribe.');
    const notices: Reply[] = [];
    const seconds = Math.ceil(media.durationS ?? 0);
    const hooks = meter(ctx, 'audioSeconds', notices);
    await hooks.before(seconds);
    // Audio the platform says is long goes straight to batch STT.
    const long = (media.durationS ?? 0) > FILE_STT_MAX_S;
    const replies = await enqueueWithProgress(
      ctx,
      long ? 'batch-stt' : 'transcribe',
      long ? '🎙️ Transcribing a long recording; this can take a few minutes…' : '🎙️ Transcribing…',
      {
        media,
        language: args.language ?? sttLanguage(ctx.settings.language),
        logging: ctx.settings.apiLogging,
        moderation: ctx.settings.moderation,
      },
    );
    await hooks.after(seconds);
    return [...replies, ...notices];
  },
};
