// /speak [voice ta_female] [speed 1.2] [rate 16000] TEXT — text to speech as an audio reply (WAV).
// Short text is spoken at once; long text goes to the 'speak' job with a progress notice.
import { type Command, UsageError } from '../src/core/command.js';
import { detectLanguage } from '../src/core/langid.js';
import type { Reply } from '../src/core/reply.js';
import { speechReply } from '../src/jobs/handlers.js';
import { TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../src/language/codes.js';
import { enqueueWithProgress, meter, parseSpeed, parseVoice, takeOptions, textOf } from './shared.js';

export interface SpeakArgs {
  voice?: string;
  speed?: number;
  sampleRate?: number;
  text: string;
}

/** Longer text than this is spoken by a worker, not while the person waits. */
export const INLINE_SPEAK_MAX_CHARS = 300;
export const SPEAK_MAX_CHARS = 5_000;

/** The settings' voice, unless the text is plainly in another language that has voices of its own. */
export function voiceFor(text: string, preferred: string): string {
  const lang = detectLanguage(text);
  if (!lang || lang.confidence < 0.8 || lang.language === 'hi-Latn') return preferred;
  if (preferred.startsWith(`${lang.language}_`)) return preferred;
  const gender = preferred.includes('_male') ? 'male' : 'female';
  const same = `${lang.language}_${gender}`;
  if ((TTS_SPEAKERS as readonly string[]).includes(same)) return same;
  return TTS_SPEAKERS.find((s) => s.startsWith(`${lang.language}_`)) ?? preferred;
}

export const speak: Command<SpeakArgs> = {
  name: 'speak',
  description: 'Read text aloud as an audio message',
  descriptions: {
    hi: 'पाठ को बोलकर ऑडियो संदेश में सुनाएँ',
    ta: 'உரையை உரக்கப் படித்து ஒலிச் செய்தியாக அனுப்பு',
    bn: 'লেখা জোরে পড়ে অডিও বার্তা হিসেবে পাঠান',
    te: 'వచనాన్ని బిగ్గరగా చదివి ఆడియో సందేశంగా పంపు',
    mr: 'मजकूर मोठ्याने वाचून ऑडिओ संदेश म्हणून पाठवा',
    kn: 'ಪಠ್ಯವನ್ನು ಗಟ್ಟಿಯಾಗಿ ಓದಿ ಧ್ವನಿ ಸಂದೇಶವಾಗಿ ಕಳುಹಿಸಿ',
    ml: 'എഴുത്ത് ഉറക്കെ വായിച്ച് ശബ്ദ സന്ദേശമായി അയയ്ക്കുക',
    gu: 'લખાણ મોટેથી વાંચીને ઑડિયો સંદેશ તરીકે મોકલો',
    pa: 'ਲਿਖਤ ਨੂੰ ਬੋਲ ਕੇ ਆਡੀਓ ਸੁਨੇਹੇ ਵਜੋਂ ਭੇਜੋ',
  },
  usage: '[voice ta_female] [speed 1.2] [rate 22050] TEXT',
  options: [
    { name: 'voice', description: `a voice: ${TTS_SPEAKERS.slice(0, 4).join(', ')}, … (default: yours)` },
    { name: 'speed', description: '0.5 to 1.5 (default 1)' },
    { name: 'rate', description: `sample rate: ${TTS_SAMPLE_RATES.join(', ')}` },
    { name: 'text', description: 'what to say (or reply to a message)' },
  ],
  mode: 'inline',
  parse(args, event) {
    const { options, rest } = takeOptions(args, ['voice', 'speed', 'rate']);
    const out: SpeakArgs = { text: textOf(rest, event, 'some text to speak') };
    if (options.voice) out.voice = parseVoice(options.voice);
    if (options.speed) out.speed = parseSpeed(options.speed);
    if (options.rate) {
      const r = Number(options.rate);
      if (!(TTS_SAMPLE_RATES as readonly number[]).includes(r))
        throw new UsageError(`Sample rate must be one of ${TTS_SAMPLE_RATES.join(', ')}.`);
      out.sampleRate = r;
    }
    if (out.text.length > SPEAK_MAX_CHARS)
      throw new UsageError(
        `That is too long to speak (${out.text.length} characters; the limit is ${SPEAK_MAX_CHARS}).`,
      );
    return out;
  },
  async run(ctx, args) {
    const req = {
      text: args.text,
      voice: args.voice ?? voiceFor(args.text, ctx.settings.voice),
      speed: args.speed ?? ctx.settings.speed,
      sampleRate: args.sampleRate,
    };
    const notices: Reply[] = [];
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(req.text.length);
    if (req.text.length >= INLINE_SPEAK_MAX_CHARS) {
      const replies = await enqueueWithProgress(ctx, 'speak', '🔊 Recording that for you…', req);
      await hooks.after(req.text.length);
      return [...replies, ...notices];
    }
    const reply = await speechReply(ctx.language, req, ctx.event.messageId);
    await hooks.after(req.text.length);
    return [reply, ...notices];
  },
};
