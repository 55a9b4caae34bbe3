// /transcribe [language hi] — on a voice note (attached, or the message replied to). The work is a
// job: file STT for short clips, batch STT (with progress) for audio over a minute.
import { defineCommand, UsageError } from '../src/core/command.js';
import { readerOf, say } from '../src/core/i18n.js';
import { FILE_STT_MAX_S } from '../src/core/jobs.js';
import { isSttLanguage, sttLanguageFor } from '../src/core/languages.js';
import { STT_LANGUAGES } from '../src/language/codes.js';
import { enqueueWithProgress, meter } from './shared.js';

export const transcribe = defineCommand({
  name: 'transcribe',
  usage: '[language hi]  (attach audio, or reply to a voice note)',
  target: 'message',
  // on a message's menu (Discord's Apps menu, Slack's shortcuts)
  menu: 'Transcribe',
  options: [
    { name: 'language', type: 'language', allowed: STT_LANGUAGES },
    { name: 'audio', type: 'attachment', kinds: ['voice', 'audio'] },
  ],
  async run(ctx, args) {
    const media = args.audio;
    if (!media) throw new UsageError('transcribe.noAudio');
    const asked = args.language;
    const language = asked && isSttLanguage(asked) ? asked : await sttLanguageFor(ctx.languages);
    // Refused here when the platform's duration is already over budget; the job meters what it
    // transcribed (the recording's own length where the platform gave none).
    await meter(ctx, 'audioSeconds', []).before(Math.ceil(media.durationS ?? 0));
    // Audio the platform says is long goes straight to batch STT.
    const long = (media.durationS ?? 0) > FILE_STT_MAX_S;
    const replies = await enqueueWithProgress(
      ctx,
      long ? 'batch-stt' : 'transcribe',
      say(readerOf(ctx), long ? 'transcribe.progressLong' : 'transcribe.progress'),
      {
        media,
        language,
        logging: ctx.settings.apiLogging,
        moderation: ctx.settings.moderation,
        budget: ctx.settings.budget,
      },
    );
    return replies;
  },
});
