// /transliterate [to hi] [from en] TEXT — the same words in another script (kaise ho → कैसे हो).
// The source script is detected when `from` is not given; links, code and emoji pass untouched.
import { type Command, UsageError } from '../src/core/command.js';
import { detectLanguage } from '../src/core/langid.js';
import type { Reply } from '../src/core/reply.js';
import { reassemble, segmentMessage, translatableParts } from '../src/core/segments.js';
import { TRANSLITERATION_LANGUAGES } from '../src/language/codes.js';
import { languageName, meter, parseLanguage, takeOptions, textOf } from './shared.js';

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

export const transliterate: Command<TransliterateArgs> = {
  name: 'transliterate',
  description: 'Write text in another script (e.g. romanized Hindi in Devanagari)',
  descriptions: {
    hi: 'पाठ को दूसरी लिपि में लिखें (जैसे रोमन हिंदी को देवनागरी में)',
    ta: 'உரையை வேறு எழுத்துமுறையில் எழுது (எ.கா. ரோமன் தமிழைத் தமிழ் எழுத்தில்)',
    bn: 'লেখা অন্য লিপিতে লিখুন (যেমন রোমান হরফের বাংলা বাংলা লিপিতে)',
    te: 'వచనాన్ని మరో లిపిలో రాయి (ఉదా. రోమన్ తెలుగును తెలుగు లిపిలో)',
    mr: 'मजकूर दुसऱ्या लिपीत लिहा (उदा. रोमन मराठी देवनागरीत)',
    kn: 'ಪಠ್ಯವನ್ನು ಬೇರೆ ಲಿಪಿಯಲ್ಲಿ ಬರೆಯಿರಿ (ಉದಾ. ರೋಮನ್ ಕನ್ನಡವನ್ನು ಕನ್ನಡ ಲಿಪಿಯಲ್ಲಿ)',
    ml: 'എഴുത്ത് മറ്റൊരു ലിപിയിലാക്കുക (ഉദാ. റോമൻ മലയാളം മലയാളം ലിപിയിൽ)',
    gu: 'લખાણ બીજી લિપિમાં લખો (દા.ત. રોમન ગુજરાતી ગુજરાતી લિપિમાં)',
    pa: 'ਲਿਖਤ ਨੂੰ ਦੂਜੀ ਲਿਪੀ ਵਿੱਚ ਲਿਖੋ (ਜਿਵੇਂ ਰੋਮਨ ਪੰਜਾਬੀ ਗੁਰਮੁਖੀ ਵਿੱਚ)',
  },
  usage: '[to hi] [from en] TEXT',
  options: [
    { name: 'to', description: 'target script language (default: yours, or English for Indian scripts)' },
    { name: 'from', description: 'source script language (default: detected)' },
    { name: 'text', description: 'what to transliterate (or reply to a message)' },
  ],
  mode: 'inline',
  parse(args, event) {
    const { options, rest } = takeOptions(args, ['to', 'from']);
    return {
      to: options.to ? parseLanguage(options.to, TRANSLITERATION_LANGUAGES) : undefined,
      from: options.from ? parseLanguage(options.from, TRANSLITERATION_LANGUAGES) : undefined,
      text: textOf(rest, event, 'some text to transliterate'),
    };
  },
  async run(ctx, args) {
    const replyTo = ctx.event.messageId;
    const segs = segmentMessage(args.text);
    const parts = translatableParts(segs);
    const from = args.from ?? scriptOf(parts.join(' '));
    if (!parts.length || !from) {
      throw new UsageError(
        "I can't tell which script that is. Say it with `from`, e.g. /transliterate from en to hi …",
      );
    }
    const member = ctx.settings.language;
    const to = args.to ?? (from === 'en' ? (member === 'en' ? 'hi' : member) : 'en');
    if (to === from) {
      return [{ type: 'notice', text: `That is already in the ${languageName(to)} script.`, replyTo }];
    }
    const notices: Reply[] = [];
    const characters = parts.reduce((n, p) => n + p.length, 0);
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(characters);
    const res = await ctx.language.transliterate({ text: parts, from, to });
    await hooks.after(characters);
    const out = res.items.map(
      (item, i) => (item.status > 0 ? item.outputs[0] : undefined) ?? (parts[i] as string),
    );
    return [{ type: 'text', text: reassemble(segs, out), replyTo }, ...notices];
  },
};
