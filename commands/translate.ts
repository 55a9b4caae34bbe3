// /translate [to hi,ta] [from en] TEXT — or on the message it replies to. Without `to`, into the
// member's own language. Goes through the shared ChatTranslator: masked spans, cache, one API call.
import { type Command, UsageError } from '../src/core/command.js';
import { workspaceKey } from '../src/core/ids.js';
import type { Reply } from '../src/core/reply.js';
import { TRANSLATION_LANGUAGES } from '../src/language/codes.js';
import { soundedOutReplies, translationLabel } from '../src/translation/sounded-out.js';
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
  descriptions: {
    hi: 'पाठ (या जिस संदेश का जवाब दें) का एक या अधिक भाषाओं में अनुवाद',
    ta: 'உரையை (அல்லது நீங்கள் பதிலளிக்கும் செய்தியை) ஒன்று அல்லது பல மொழிகளில் மொழிபெயர்',
    bn: 'লেখা (বা যে বার্তার উত্তর দিচ্ছেন) এক বা একাধিক ভাষায় অনুবাদ করুন',
    te: 'వచనాన్ని (లేదా మీరు జవాబిచ్చే సందేశాన్ని) ఒకటి లేదా ఎక్కువ భాషల్లోకి అనువదించు',
    mr: 'मजकुराचे (किंवा ज्या संदेशाला उत्तर देता त्याचे) एक किंवा अधिक भाषांत भाषांतर',
    kn: 'ಪಠ್ಯವನ್ನು (ಅಥವಾ ನೀವು ಉತ್ತರಿಸುವ ಸಂದೇಶವನ್ನು) ಒಂದು ಅಥವಾ ಹೆಚ್ಚು ಭಾಷೆಗಳಿಗೆ ಅನುವಾದಿಸಿ',
    ml: 'എഴുത്ത് (അല്ലെങ്കിൽ മറുപടി നൽകുന്ന സന്ദേശം) ഒന്നോ അതിലധികമോ ഭാഷകളിലേക്ക് വിവർത്തനം ചെയ്യുക',
    gu: 'લખાણ (અથવા જે સંદેશનો જવાબ આપો તે)નો એક કે વધુ ભાષાઓમાં અનુવાદ',
    pa: 'ਲਿਖਤ (ਜਾਂ ਜਿਸ ਸੁਨੇਹੇ ਦਾ ਜਵਾਬ ਦਿਓ) ਦਾ ਇੱਕ ਜਾਂ ਵੱਧ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਅਨੁਵਾਦ',
  },
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
    const wanted = targets ?? [ctx.settings.language];
    const notices: Reply[] = [];
    const out = await ctx.translator.translateDetailed(text, from, wanted, ctx.settings.domain, {
      characters: meter(ctx, 'characters', notices),
      workspace: workspaceKey(ctx.event.conversation),
    });
    if (out.skipped === 'nothing-to-translate') {
      return [{ type: 'notice', text: 'Nothing to translate: that is only emoji, links or code.', replyTo }];
    }
    if (out.skipped === 'unknown-language') {
      throw new UsageError(
        "I can't tell which language that is. Say it with `from`, e.g. /translate from en to hi …",
      );
    }
    const lines: string[] = [];
    const notes: string[] = [];
    for (const t of wanted) {
      const translated = out.translations.get(t);
      if (translated !== undefined)
        lines.push(wanted.length > 1 ? `${translationLabel(t, out)}: ${translated}` : translated);
      else if (out.already.includes(t)) notes.push(`That is already in ${languageName(t)}.`);
      else notes.push(`I could not translate that into ${languageName(t)}; try again later.`);
    }
    const replies: Reply[] = [];
    if (lines.length) replies.push({ type: 'text', text: lines.join('\n'), replyTo });
    if (notes.length) replies.push({ type: 'notice', text: notes.join(' '), replyTo });
    // a transliteration standing in for a translation is said to be one
    replies.push(...soundedOutReplies(out, replyTo));
    return [...replies, ...notices];
  },
};
