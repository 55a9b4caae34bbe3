// /speak [voice ta_female] [speed 1.2] [rate 16000] TEXT — text to speech as an audio reply (WAV).
// Short text is spoken at once; long text goes to the 'speak' job with a progress notice.
import { defineCommand } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { detectLanguage, identifyLanguage, type LanguageGuess } from '../src/core/langid.js';
import { textTooLong } from '../src/core/messages.js';
import type { Reply } from '../src/core/reply.js';
import { speechReply } from '../src/core/speech.js';
import { TTS_SAMPLE_RATES, TTS_SPEAKERS, type TtsSpeaker } from '../src/language/codes.js';
import { enqueueWithProgress, meter, textOf } from './shared.js';

export interface SpeakArgs {
  voice?: TtsSpeaker;
  speed?: number;
  sampleRate?: number;
  text: string;
}

/** Longer text than this is spoken by a worker, not while the person waits. */
export const INLINE_SPEAK_MAX_CHARS = 300;
export const SPEAK_MAX_CHARS = 5_000;

const isSpeaker = (v: string): v is TtsSpeaker => (TTS_SPEAKERS as readonly string[]).includes(v);

/** The settings' voice, unless the text is plainly in another language that has voices of its own. */
export function voiceFor(text: string, preferred: TtsSpeaker): TtsSpeaker {
  return voiceForLanguage(detectLanguage(text), preferred);
}

function voiceForLanguage(lang: LanguageGuess | undefined, preferred: TtsSpeaker): TtsSpeaker {
  if (!lang || lang.confidence < 0.8 || lang.language === 'hi-Latn') return preferred;
  if (preferred.startsWith(`${lang.language}_`)) return preferred;
  const gender = preferred.includes('_male') ? 'male' : 'female';
  const same = `${lang.language}_${gender}`;
  if (isSpeaker(same)) return same;
  return TTS_SPEAKERS.find((s) => s.startsWith(`${lang.language}_`)) ?? preferred;
}

export const speak = defineCommand({
  name: 'speak',
  usage: '[voice ta_female] [speed 1.2] [rate 22050] TEXT',
  target: 'message',
  // on a message's menu (Discord's Apps menu, Slack's shortcuts)
  menu: 'Read aloud',
  options: [
    { name: 'voice', type: 'voice' },
    { name: 'speed', type: 'number', min: 0.5, max: 1.5 },
    { name: 'rate', type: 'choice', choices: TTS_SAMPLE_RATES.map(String) },
    { name: 'text', type: 'text' },
  ],
  parse(v, ctx): SpeakArgs {
    const out: SpeakArgs = { text: textOf(v.text, ctx, 'usage.text.speak') };
    if (v.voice && isSpeaker(v.voice)) out.voice = v.voice;
    if (v.speed !== undefined) out.speed = v.speed;
    if (v.rate) out.sampleRate = Number(v.rate);
    if (out.text.length > SPEAK_MAX_CHARS) throw textTooLong('speak', out.text.length, SPEAK_MAX_CHARS);
    return out;
  },
  async run(ctx, args) {
    const req = {
      text: args.text,
      // The API identifies the language (a Marathi text gets a Marathi voice); script rules otherwise.
      voice:
        args.voice ?? voiceForLanguage(await identifyLanguage(ctx.language, args.text), ctx.settings.voice),
      speed: args.speed ?? ctx.settings.speed,
      sampleRate: args.sampleRate,
    };
    const notices: Reply[] = [];
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(req.text.length);
    if (req.text.length >= INLINE_SPEAK_MAX_CHARS) {
      const replies = await enqueueWithProgress(ctx, 'speak', say(readerOf(ctx), 'speak.progress'), req);
      await hooks.after(req.text.length);
      return [...replies, ...notices];
    }
    const reply = await speechReply(ctx.language, req, ctx.event.messageId);
    await hooks.after(req.text.length);
    return [reply, ...notices];
  },
});
