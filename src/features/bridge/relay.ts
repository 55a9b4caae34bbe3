// Carries a member's message across a bridge: moderated and metered once on the way in (it runs
// inside the automatic features, after moderation), translated once per destination LANGUAGE (one
// API call for all of them, cached), posted in each other channel as "Name (Platform): …", replies
// kept as replies, edits and deletes followed. A destination that refuses (PermanentError: kicked,
// missing rights, deleted channel) pauses that leg only and its admins hear it once.
import type { PlatformAdapter } from '../../core/adapter.js';
import { sendToAudience } from '../../core/audience.js';
import type { BridgedNote, BridgeTranscripts } from '../../core/bridge-transcripts.js';
import type {
  CommandContext,
  Metered,
  TranslationOutcome,
  TranslationService,
  UsageMeter,
} from '../../core/command.js';
import { deliverReplies } from '../../core/deliver.js';
import { PermanentError } from '../../core/errors.js';
import type { MediaRef } from '../../core/event.js';
import { channelReaderOf, say } from '../../core/i18n.js';
import { type ConversationRef, encodeConversation, type Platform } from '../../core/ids.js';
import { HINDI_LATIN } from '../../core/languages.js';
import type { PostAs, Reply } from '../../core/reply.js';
import type { SettingsStore } from '../../core/settings-store.js';
import { budgetHooks } from '../../core/usage.js';
import type { PartialSettings } from '../../settings/schema.js';
import { isSound, mediaReply, readBridgedImage, transcriptOf, transcriptReplies } from './media.js';
import type { BridgeNames } from './names.js';
import type { BridgePosts, Origin } from './posts.js';
import { bodyFor, tellDestinationAdmins } from './sounded-out.js';
import { type BridgeStore, channelOf, type Leg } from './store.js';

export const PLATFORM_LABEL: Record<Platform, string> = {
  local: 'Web chat',
  telegram: 'Telegram',
  slack: 'Slack',
  discord: 'Discord',
};

export const describeChannel = (ref: ConversationRef) => `${PLATFORM_LABEL[ref.platform]} ${ref.channelId}`;

export interface RelayDeps {
  store: BridgeStore;
  names: BridgeNames;
  posts: BridgePosts;
  settings: SettingsStore;
  adapter(platform: Platform): PlatformAdapter | undefined;
  onError?(err: unknown, what: string): void;
  /** the distinct languages a channel's members read, for legs in `members` mode */
  memberLanguages?(ref: ConversationRef): Promise<string[]>;
}

const same = (a: ConversationRef, b: ConversationRef) =>
  encodeConversation(channelOf(a)) === encodeConversation(channelOf(b));

/** Every language any destination reads: one API call for all of them. */
const targetsOf = (languages: Map<string, string[]>) => [...new Set([...languages.values()].flat())];

export class BridgeRelay implements BridgeTranscripts {
  constructor(private readonly deps: RelayDeps) {}

  /** The live legs of the channel's bridge other than the channel itself (none: not bridged or paused). */
  private async route(ref: ConversationRef): Promise<{ bridge: string; dests: Leg[] } | undefined> {
    const bridge = await this.deps.store.bridgeOf(ref);
    if (!bridge) return undefined;
    const legs = await this.deps.store.legs(bridge);
    const self = legs.find((l) => same(l.conversation, ref));
    if (!self || self.paused) return undefined;
    const dests = legs.filter((l) => !same(l.conversation, ref) && !l.paused);
    return dests.length ? { bridge, dests } : undefined;
  }

  /**
   * A message or an edit, after moderation (`text` is what may be shown; undefined: hidden, so an
   * edit takes its copies back, as the source loses the message). Returns notices for the source.
   */
  async relay(ctx: CommandContext, text: string | undefined): Promise<Reply[]> {
    const { event } = ctx;
    const conv = event.conversation;
    if (!event.messageId || (event.kind !== 'message' && event.kind !== 'edit')) return [];
    if (text === undefined && event.kind !== 'edit') return [];
    const route = await this.route(conv);
    if (!route) return [];
    // An edit is its own event (a new id each time); a message crosses once per message id.
    const crossing = event.kind === 'edit' ? `edit:${event.id}` : event.messageId;
    if (!(await this.deps.posts.firstCrossing(route.bridge, conv, crossing))) return [];
    if (text === undefined) {
      await this.withdraw(route.dests, { conversation: channelOf(conv), messageId: event.messageId });
      return [];
    }

    await this.deps.names.remember(conv, event.author.id, event.author.name);
    const shown = await this.deps.names.render(conv, text);
    const languages = await this.languagesOf(route.dests);
    const notices: Reply[] = [];
    const outcome = await this.translate(ctx, shown, targetsOf(languages), notices);
    const origin: Origin = { conversation: channelOf(conv), messageId: event.messageId };
    // Slack replies are threads: a message in a thread answers the thread's first message.
    const answers = event.replyTo?.messageId ?? (conv.platform === 'slack' ? conv.threadId : undefined);
    const replyOrigin = answers ? await this.deps.posts.originOf(conv, answers) : undefined;
    const previous =
      event.kind === 'edit' ? await this.deps.posts.copies(origin) : new Map<string, string[]>();
    const author = event.author.name || event.author.id;
    const readers = await this.readersOf(route.dests, outcome);
    for (const leg of route.dests) {
      const dest = leg.conversation;
      const reads = languages.get(encodeConversation(dest)) ?? [];
      const body = bodyFor(reads, outcome, shown, readers.get(encodeConversation(dest)));
      const replyTo = replyOrigin ? await this.deps.posts.counterpart(replyOrigin, dest) : undefined;
      const name = `${author} (${PLATFORM_LABEL[conv.platform]})`;
      const reply: Reply = {
        type: 'text',
        // several languages (members mode): one labelled line each, under the name
        text: reads.length > 1 ? `${name}:\n${body}` : `${name}: ${body}`,
        // members' words from another platform: their mention markup notifies nobody here
        noPings: true,
        // the author's picture where their platform gives a public one (Discord, Slack)
        postAs: { name, body, ...(event.author.avatarUrl ? { avatarUrl: event.author.avatarUrl } : {}) },
        ...(replyTo ? { replyTo } : {}),
      };
      await this.post(
        route.bridge,
        conv,
        dest,
        reply,
        previous.get(encodeConversation(dest)) ?? [],
        origin,
        notices,
      );
      await this.soundedOut(ctx.translator, dest, reads, outcome);
    }
    return notices;
  }

  /** Posts one reply into one leg (editing `previous` copies); a refusal pauses that leg. */
  private async post(
    bridge: string,
    source: ConversationRef,
    dest: ConversationRef,
    reply: Reply | Reply[],
    previous: string[],
    origin: Origin,
    notices: Reply[],
  ): Promise<void> {
    try {
      const adapter = this.deps.adapter(dest.platform);
      if (!adapter)
        throw new PermanentError(`dubash is not connected to ${PLATFORM_LABEL[dest.platform]} here`);
      const ids: string[] = [];
      const replies = [reply].flat();
      // On Slack a reply goes into the thread of the message it answers.
      const answers = replies[0]?.replyTo;
      const where = answers && dest.platform === 'slack' ? { ...dest, threadId: answers } : dest;
      await deliverReplies(adapter, where, replies, { previous, onSent: (id) => ids.push(id) });
      await this.deps.posts.record(origin, dest, ids);
    } catch (err) {
      if (err instanceof PermanentError) notices.push(...(await this.refused(bridge, source, dest, err)));
      else this.deps.onError?.(err, `bridging into ${describeChannel(dest)}`);
    }
  }

  /**
   * Whether the bridge will carry this voice note (with its transcript) or image (read where OCR is
   * on): then auto-transcribe and auto-OCR leave it to the bridge (one speech-to-text or OCR call,
   * metered once), which answers in the source channel too. A note longer than file STT takes is
   * the bridge's batch job's (src/jobs/bridge-stt.ts), which answers there as well.
   */
  async carries(ctx: CommandContext, media: MediaRef): Promise<boolean> {
    const { event } = ctx;
    if (!(isSound(media) || media.kind === 'image') || event.kind !== 'message' || !event.messageId)
      return false;
    if (!this.deps.adapter(event.conversation.platform)) return false;
    return (await this.route(event.conversation)) !== undefined;
  }

  /**
   * Voice notes and images of a message: the bytes once from the source platform, then to every
   * leg; a voice note with its transcript translated into each leg's language (one call for all).
   */
  async relayMedia(ctx: CommandContext, media: MediaRef[]): Promise<Reply[]> {
    const { event } = ctx;
    const conv = event.conversation;
    if (event.kind !== 'message' || !event.messageId || !media.length) return [];
    const route = await this.route(conv);
    const source = this.deps.adapter(conv.platform);
    if (!route || !source) return [];
    if (!(await this.deps.posts.firstCrossing(route.bridge, conv, `media:${event.messageId}`))) return [];
    const languages = await this.languagesOf(route.dests);
    const origin: Origin = { conversation: channelOf(conv), messageId: event.messageId };
    const who = `${event.author.name || event.author.id} (${PLATFORM_LABEL[conv.platform]})`;
    const notices: Reply[] = [];
    for (const m of media) {
      let bytes: Buffer;
      try {
        bytes = await source.download(m);
      } catch (err) {
        this.deps.onError?.(err, 'downloading media to bridge');
        continue;
      }
      const heard = isSound(m) ? await transcriptOf(ctx, m, bytes, notices) : { hidden: false };
      // hidden: the source loses the message, so nothing of it crosses (its text went first)
      if (heard.hidden) {
        await this.withdraw(route.dests, origin);
        return notices;
      }
      // auto-transcribe left this note to the bridge: its transcript, in the source channel too
      if (isSound(m) && ctx.settings.autoTranscribe && !heard.batch)
        notices.push(
          ...transcriptReplies(heard.text, event.messageId, heard.failed, channelReaderOf(ctx), heard.note),
        );
      const said = heard.text
        ? await this.translate(ctx, heard.text, targetsOf(languages), notices)
        : undefined;
      // An image's text, for the channels with OCR on and the source's own auto-OCR answer: read
      // once, translated once per language; what the source's moderation hides does not cross.
      const ocrLegs = m.kind === 'image' ? await this.ocrOn(route.dests) : new Set<string>();
      const seen =
        m.kind === 'image'
          ? await readBridgedImage(ctx, m, bytes, ocrLegs.size > 0, (err) =>
              this.deps.onError?.(err, 'reading the text of a bridged image'),
            )
          : { hidden: false, answer: [] };
      notices.push(...seen.answer);
      if (seen.hidden) {
        await this.withdraw(route.dests, origin);
        return notices;
      }
      const written = seen.text;
      const ocrLanguages = new Map([...languages].filter(([key]) => ocrLegs.has(key)));
      const read = written ? await this.translate(ctx, written, targetsOf(ocrLanguages), notices) : undefined;
      const readers = await this.readersOf(route.dests, said, read);
      for (const leg of route.dests) {
        const dest = leg.conversation;
        const key = encodeConversation(dest);
        const reader = readers.get(key);
        const text =
          written && ocrLegs.has(key)
            ? `\n📄 ${bodyFor(languages.get(key) ?? [], read, written, reader)}`
            : '';
        const transcript = heard.text
          ? bodyFor(languages.get(key) ?? [], said, heard.text, reader)
          : undefined;
        // the caption in the receiving side's language (its workspace's): the whole channel reads it
        const lang = await this.workspaceLanguage(dest);
        const caption = !isSound(m)
          ? `${say(lang, m.kind === 'image' ? 'bridge.media.image' : 'bridge.media.file', { who })}${text}`
          : transcript
            ? `${who} 🎙️: ${transcript}`
            : say(lang, 'bridge.media.voice', { who });
        // As its author where the platform can (a Discord webhook): the caption without the name.
        // Slack shares files as the bot only, and Telegram and the web chat have no such post: the
        // caption there keeps the name (adapters/slack/index.ts says why Slack keeps one message).
        const postAs: PostAs = {
          name: who,
          body: isSound(m) ? `🎙️ ${transcript ?? say(lang, 'bridge.media.voiceNote')}` : text.trim(),
          ...(event.author.avatarUrl ? { avatarUrl: event.author.avatarUrl } : {}),
        };
        // A Discord voice message carries no text, and a webhook cannot send one (webhook-files.ts):
        // its caption is a message of its own, as its author, recorded as a copy too (it goes with a
        // delete; a reply to it answers the note); the voice message itself is the bot's.
        const copy: Reply | Reply[] =
          isSound(m) && dest.platform === 'discord'
            ? [{ type: 'text', text: caption, postAs, noPings: true }, mediaReply(m, bytes, '')]
            : Object.assign(mediaReply(m, bytes, caption), { postAs, noPings: true });
        await this.post(route.bridge, conv, dest, copy, [], origin, notices);
        await this.soundedOut(ctx.translator, dest, languages.get(key) ?? [], said);
        if (ocrLegs.has(key)) await this.soundedOut(ctx.translator, dest, languages.get(key) ?? [], read);
      }
      // a long note: its transcript follows on every side when the batch job has it
      await heard.batch?.();
    }
    return notices;
  }

  /**
   * A long voice note's transcript, from its batch job (src/jobs/bridge-stt.ts) after the note
   * crossed: translated once per language, posted on every side as an answer to the note's copy
   * (a copy itself: it goes with a delete). Returns notices for the source.
   */
  async crossTranscript(
    note: BridgedNote,
    heard: string,
    tools: { translator: TranslationService; usage: UsageMeter },
  ): Promise<Reply[]> {
    const { event } = note;
    const conv = event.conversation;
    const route = await this.route(conv);
    if (!route || !event.messageId) return [];
    const once = `transcript:${event.messageId}:${note.media.ref}`;
    if (!(await this.deps.posts.firstCrossing(route.bridge, conv, once))) return [];
    const languages = await this.languagesOf(route.dests);
    const notices: Reply[] = [];
    const budget = note.budget ?? { characters: 0, audioSeconds: 0 };
    const characters: Metered = {
      before: (n) => tools.usage.ensure(conv, budget, 'characters', n),
      after: async (n) => {
        const notice = await tools.usage.record(conv, budget, 'characters', n, note.workspaceLanguage);
        if (notice) notices.push(notice);
      },
    };
    const targets = targetsOf(languages);
    // No workspace: the source's admins are not the ones who see a sounded-out copy (soundedOut).
    const outcome = await tools.translator.translateDetailed(heard, 'auto', targets, note.domain, {
      characters,
    });
    const origin: Origin = { conversation: channelOf(conv), messageId: event.messageId };
    const who = `${event.author.name || event.author.id} (${PLATFORM_LABEL[conv.platform]})`;
    const readers = await this.readersOf(route.dests, outcome);
    for (const leg of route.dests) {
      const dest = leg.conversation;
      const reads = languages.get(encodeConversation(dest)) ?? [];
      const body = bodyFor(reads, outcome, heard, readers.get(encodeConversation(dest)));
      const replyTo = await this.deps.posts.counterpart(origin, dest);
      const reply: Reply = {
        type: 'text',
        text: `${who} 🎙️: ${body}`,
        noPings: true,
        postAs: {
          name: who,
          body: `🎙️ ${body}`,
          ...(event.author.avatarUrl ? { avatarUrl: event.author.avatarUrl } : {}),
        },
        ...(replyTo ? { replyTo } : {}),
      };
      await this.post(route.bridge, conv, dest, reply, [], origin, notices);
      await this.soundedOut(tools.translator, dest, reads, outcome);
    }
    return notices;
  }

  /** A long note whose transcript moderation hides: its copies go on every side. */
  async withdrawNote(note: BridgedNote): Promise<void> {
    const conv = note.event.conversation;
    const route = await this.route(conv);
    if (route && note.event.messageId)
      await this.withdraw(route.dests, { conversation: channelOf(conv), messageId: note.event.messageId });
  }

  /** The destinations (encoded) whose channel has OCR on. */
  private async ocrOn(dests: Leg[]): Promise<Set<string>> {
    const on = new Set<string>();
    for (const leg of dests)
      if ((await this.deps.settings.resolve(leg.conversation)).autoOcr)
        on.add(encodeConversation(leg.conversation));
    return on;
  }

  /** What each destination reads: its one language, or (members mode) the languages its members read. */
  private async languagesOf(dests: Leg[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const leg of dests) {
      const own = (await this.deps.settings.resolve(leg.conversation)).language;
      const members =
        leg.mode === 'members' ? await this.deps.memberLanguages?.(leg.conversation).catch(() => []) : [];
      // Romanized Hindi readers get the Hindi translation (the bridge does not romanize).
      const reads = [...new Set((members ?? []).map((l) => (l === HINDI_LATIN ? 'hi' : l)))];
      out.set(encodeConversation(leg.conversation), reads.length ? reads : [own]);
    }
    return out;
  }

  /**
   * One API call for every destination language (the translator skips those the text is already
   * in). No workspace: the source's admins are not the ones who see a sounded-out copy (soundedOut).
   */
  private translate(
    ctx: CommandContext,
    text: string,
    targets: string[],
    notices: Reply[],
  ): Promise<TranslationOutcome> {
    return ctx.translator.translateDetailed(text, 'auto', targets, ctx.settings.domain, {
      characters: budgetHooks(ctx, 'characters', notices),
    });
  }

  /**
   * A copy only sounded out: the destination's admins hear once per workspace how to get real
   * translation, in their workspace's language.
   */
  private soundedOut(
    translator: TranslationService,
    dest: ConversationRef,
    reads: string[],
    outcome: TranslationOutcome | undefined,
  ): Promise<void> {
    const adapter = this.deps.adapter(dest.platform);
    const lang = () => this.workspaceLanguage(dest);
    return tellDestinationAdmins(translator, adapter, dest, reads, outcome, lang, this.deps.onError);
  }

  /** The language a destination's whole channel reads dubash in: its workspace's, else English. */
  private async workspaceLanguage(dest: ConversationRef): Promise<string> {
    return (await this.deps.settings.get('workspace', dest)).language ?? 'en';
  }

  /**
   * Each destination's (encoded) workspace language, for the marks of copies only sounded out;
   * read only when one of `outcomes` was (else empty: nothing to mark).
   */
  private async readersOf(
    dests: Leg[],
    ...outcomes: (TranslationOutcome | undefined)[]
  ): Promise<Map<string, string>> {
    if (!outcomes.some((o) => o?.transliterated?.length)) return new Map();
    const langs = await Promise.all(dests.map((leg) => this.workspaceLanguage(leg.conversation)));
    return new Map(dests.map((leg, i) => [encodeConversation(leg.conversation), langs[i] ?? 'en']));
  }

  /** The member deleted a message: its copies go on every side. */
  async remove(ref: ConversationRef, messageId: string): Promise<void> {
    const route = await this.route(ref);
    if (!route) return;
    const origin = await this.deps.posts.originOf(ref, messageId);
    if (!same(origin.conversation, ref) || origin.messageId !== messageId) return; // a copy: not the member's
    if (!(await this.deps.posts.firstCrossing(route.bridge, ref, `delete:${messageId}`))) return;
    await this.withdraw(route.dests, origin);
  }

  /** Deletes every copy of `origin` already posted (a deleted or hidden message). */
  private async withdraw(dests: Leg[], origin: Origin): Promise<void> {
    const copies = await this.deps.posts.copies(origin);
    for (const leg of dests) {
      const adapter = this.deps.adapter(leg.conversation.platform);
      for (const id of copies.get(encodeConversation(leg.conversation)) ?? []) {
        await adapter
          ?.delete?.(leg.conversation, id)
          .catch((err) =>
            this.deps.onError?.(err, `deleting a bridged copy in ${describeChannel(leg.conversation)}`),
          );
      }
    }
    await this.deps.posts.forget(origin);
  }

  /**
   * A destination refused for good: that leg pauses (the others go on) and the admins of both
   * channels hear it once; the state change is the "once" (a paused leg gets no more posts).
   */
  private async refused(bridge: string, source: ConversationRef, dest: ConversationRef, err: PermanentError) {
    if (!(await this.deps.store.setPaused(bridge, dest, 'refused'))) return [];
    // Each side's admins read it in their workspace's language, as the bridge's other notices.
    const noticeFor = async (ref: ConversationRef): Promise<Reply> => {
      const lang = (await this.deps.settings.get('workspace', ref).catch(() => ({}) as PartialSettings))
        .language;
      const channel = {
        key: 'bridge.channel',
        params: { platform: PLATFORM_LABEL[dest.platform], channel: dest.channelId },
      } as const;
      const text = say(lang ?? 'en', 'bridge.pausedRefused', { channel, reason: err.message });
      return { type: 'notice', audience: 'admins', text };
    };
    // The destination's admins, where the platform still lets the bot reach them (a direct message).
    const adapter = this.deps.adapter(dest.platform);
    if (adapter)
      await sendToAudience(adapter, dest, await noticeFor(dest)).catch((e) =>
        this.deps.onError?.(e, `telling the admins of ${describeChannel(dest)}`),
      );
    return same(source, dest) ? [] : [await noticeFor(source)];
  }
}
