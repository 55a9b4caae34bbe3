// What the bot does with plain messages, by the channel's settings: moderation first (so hidden
// text is never translated, and redacted text is translated redacted), then auto-translate (into
// listed languages, or into each member's language), auto-transcribe voice notes and auto-OCR
// images (both as jobs). Over budget, automatic work stops quietly: admins were warned at 80%.
import type { CommandContext } from '../core/command.js';
import type { MediaRef } from '../core/event.js';
import { channelReaderOf, say } from '../core/i18n.js';
import { type ConversationRef, workspaceKey } from '../core/ids.js';
import { FILE_STT_MAX_S } from '../core/jobs.js';
import { HINDI_LATIN, ocrLanguagesFor, sttLanguageFor } from '../core/languages.js';
import type { Reply } from '../core/reply.js';
import { BudgetExceededError, budgetHooks as meter } from '../core/usage.js';
import { soundedOutAdminNotice, soundedOutNotes, translationLabel } from '../translation/sounded-out.js';
import { modeFor, moderate, moderationReplies } from './moderation.js';

export interface AutomaticDeps {
  /**
   * The distinct view languages of the channel's members (mode 'members'), see
   * `memberViewLanguages`. Without it, the channel's own language stands in.
   */
  memberLanguages?(ref: ConversationRef): Promise<string[]>;
  /**
   * The translating bridge (src/features/bridge): gets the text after moderation (hidden text never
   * crosses, redacted text crosses redacted) and returns notices for this channel. `undefined`: an
   * edit moderation hides (its copies are taken back).
   */
  bridge?(ctx: CommandContext, text: string | undefined): Promise<Reply[]>;
  /** the bridge's voice notes and images (after the message's text, so its copy comes first) */
  bridgeMedia?(ctx: CommandContext, media: MediaRef[]): Promise<Reply[]>;
  /**
   * true when the bridge carries this voice note or image and reads it anyway: auto-transcribe and
   * auto-OCR then leave it to the bridge, which answers here too (one STT or OCR, metered once)
   */
  bridgeCarries?(ctx: CommandContext, media: MediaRef): Promise<boolean>;
}

export function createAutomatic(deps: AutomaticDeps): (ctx: CommandContext) => Promise<Reply[]> {
  return async (ctx) => {
    const { event } = ctx;
    if (event.kind !== 'message' && event.kind !== 'edit') return [];
    try {
      const replies: Reply[] = [];
      const media = event.kind === 'message' ? (event.media ?? []) : [];
      for (const m of media) if (!(await leftToBridge(ctx, deps, m))) await mediaJob(ctx, m);
      const said = event.text?.trim() ? await onText(ctx, deps, event.text) : { replies: [], hidden: false };
      replies.push(...said.replies);
      // a message whose text moderation hides does not cross the bridge with its media either
      if (media.length && deps.bridgeMedia && !said.hidden)
        replies.push(...(await deps.bridgeMedia(ctx, media)));
      return replies;
    } catch (err) {
      if (!(err instanceof BudgetExceededError)) throw err;
      // Members see nothing (automatic work stops quietly); admins hear it once a month.
      const notice = err.kind
        ? await ctx.usage.refused?.(event.conversation, ctx.settings.budget, err.kind, channelReaderOf(ctx))
        : undefined;
      return notice ? [notice] : [];
    }
  };
}

/** A voice note or image the bridge reads as it crosses: auto-transcribe / auto-OCR leave it to it. */
async function leftToBridge(ctx: CommandContext, deps: AutomaticDeps, media: MediaRef): Promise<boolean> {
  const sound = media.kind === 'voice' || media.kind === 'audio';
  const wanted = sound ? ctx.settings.autoTranscribe : media.kind === 'image' && ctx.settings.autoOcr;
  return wanted && (await deps.bridgeCarries?.(ctx, media)) === true;
}

async function onText(
  ctx: CommandContext,
  deps: AutomaticDeps,
  original: string,
): Promise<{ replies: Reply[]; hidden: boolean }> {
  const { settings, event } = ctx;
  const replies: Reply[] = [];
  let text = original;
  const policy = settings.moderation;
  if (policy.mode !== 'off') {
    const notices: Reply[] = [];
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(text.length);
    const finding = await moderate(ctx.language, text, policy);
    await hooks.after(text.length);
    replies.push(...notices);
    if (finding) {
      replies.push(
        ...moderationReplies(finding, policy, event.messageId, 'message', { lang: channelReaderOf(ctx) }),
      );
      const mode = modeFor(finding, policy);
      if (!policy.dryRun && mode === 'hide') {
        if (deps.bridge && event.kind === 'edit') replies.push(...(await deps.bridge(ctx, undefined)));
        return { replies, hidden: true };
      }
      if (!policy.dryRun && mode === 'redact') text = finding.cleaned;
    }
  }
  if (deps.bridge) replies.push(...(await deps.bridge(ctx, text)));
  replies.push(...(await autoTranslate(ctx, deps, text)));
  return { replies, hidden: false };
}

async function autoTranslate(ctx: CommandContext, deps: AutomaticDeps, text: string): Promise<Reply[]> {
  const at = ctx.settings.autoTranslate;
  if (at.mode === 'off') return [];
  const targets =
    at.mode === 'languages'
      ? at.languages
      : deps.memberLanguages
        ? await deps.memberLanguages(ctx.event.conversation)
        : [(await ctx.settingsStore.resolve(ctx.event.conversation)).language];
  if (targets.length === 0) return [];
  const latin = targets.includes(HINDI_LATIN) && ctx.translator.romanize !== undefined;
  const languages = targets.filter((t) => t !== HINDI_LATIN);
  // Romanized Hindi is made from the Hindi translation, so Hindi is asked for when they read it.
  const asked = latin && !languages.includes('hi') ? [...languages, 'hi'] : languages;
  const notices: Reply[] = [];
  const characters = meter(ctx, 'characters', notices);
  const detailed = await ctx.translator.translateDetailed(text, 'auto', asked, ctx.settings.domain, {
    characters,
    workspace: workspaceKey(ctx.event.conversation),
  });
  const out = new Map(detailed.translations);
  if (latin) {
    const hindi = detailed.source === 'hi' ? text : out.get('hi');
    // Hinglish stays as it was written for them; Devanagari (source or translation) is romanized.
    const romanized =
      !detailed.romanized && hindi ? await ctx.translator.romanize?.(hindi, { characters }) : undefined;
    if (romanized) out.set(HINDI_LATIN, romanized);
    if (!languages.includes('hi')) out.delete('hi');
  }
  if (out.size === 0) return notices;
  const translations = Object.fromEntries(out);
  // said in the channel's reader's language: the workspace's (no one member's)
  const reader = channelReaderOf(ctx);
  const labels = Object.fromEntries(
    [...out.keys()].map((lang) => [lang, translationLabel(lang, detailed, reader)]),
  );
  const lines = [...out].map(([lang, t]) => `${labels[lang]}: ${t}`);
  const { name, avatarUrl } = ctx.event.author;
  // only sounded out (no translation engine for the pair): the reader's view says so
  const soundedOut = Object.entries(soundedOutNotes(detailed, reader)).filter(([lang]) => out.has(lang));
  return [
    {
      type: 'text',
      text: lines.join('\n'),
      translations,
      labels,
      // a mirror channel's post shows the source's author (src/features/language-destinations)
      author: { name: name ?? say(reader, 'author.unnamed'), ...(avatarUrl ? { avatarUrl } : {}) },
      ...(soundedOut.length ? { soundedOut: Object.fromEntries(soundedOut) } : {}),
      replyTo: ctx.event.messageId,
      ...(at.topics ? { perLanguageTopics: true } : {}),
    },
    // admins hear once per workspace how to get real translation
    ...soundedOutAdminNotice(detailed, reader),
    ...notices,
  ];
}

async function mediaJob(ctx: CommandContext, media: MediaRef): Promise<void> {
  const { settings, event } = ctx;
  if ((media.kind === 'voice' || media.kind === 'audio') && settings.autoTranscribe) {
    // Refused (quietly) when the platform's duration is already over budget; the job meters what it
    // transcribed, the recording's own length where the platform gave none.
    await ctx.usage.ensure(
      event.conversation,
      settings.budget,
      'audioSeconds',
      Math.ceil(media.durationS ?? 0),
    );
    const queue = (media.durationS ?? 0) > FILE_STT_MAX_S ? 'batch-stt' : 'transcribe';
    await ctx.jobs.enqueue(
      queue,
      {
        event,
        media,
        language: await sttLanguageFor(ctx.languages),
        logging: settings.apiLogging,
        moderation: settings.moderation,
        budget: settings.budget,
        automatic: true,
        workspaceLanguage: channelReaderOf(ctx),
      },
      { dedupeKey: `${event.id}:auto-${queue}:${media.ref}` },
    );
  } else if (media.kind === 'image' && settings.autoOcr) {
    await ctx.jobs.enqueue(
      'ocr',
      {
        event,
        media,
        languages: await ocrLanguagesFor(ctx.languages, settings.language),
        domain: settings.domain,
        moderation: settings.moderation,
        workspaceLanguage: channelReaderOf(ctx),
      },
      { dedupeKey: `${event.id}:auto-ocr:${media.ref}` },
    );
  }
}
