// Answering Discord interactions: the first answer within Discord's 3 seconds (the reply itself
// when ready, else a deferral), then edits of the original response or follow-ups through the
// interaction token, from this process or a worker without a gateway (no local state there: the
// token is enough). Personal answers are ephemeral; one interaction's answers go out in order.
import { DiscordAPIError, type REST } from 'discord.js';
import type { SentMessage } from '../../src/core/adapter.js';
import { PermanentError } from '../../src/core/errors.js';
import type { Interaction } from '../../src/core/event.js';
import { say } from '../../src/core/i18n.js';
import type { ConversationRef } from '../../src/core/ids.js';
import type { Reply } from '../../src/core/reply.js';
import { bodiesOf, EPHEMERAL, editBody, type MessageBody } from './render.js';
import { voiceMessage } from './voice.js';

interface AckState {
  acked: boolean;
  /** something was said (a deferral alone is not an answer) */
  answered?: boolean;
  /** the interaction's first response is ephemeral */
  ephemeral: boolean;
  timer?: NodeJS.Timeout;
  chain: Promise<unknown>;
}

type InteractionData = { app: string; token: string; type: number; ephemeral?: boolean; user?: string };
type Json = Record<string, unknown>;

/** An interaction's handle lives this long in the receiving process (Discord's token lifetime). */
const TOKEN_LIFETIME_MS = 15 * 60_000;

export class Responder {
  private readonly acks = new Map<string, AckState>();

  constructor(
    private readonly rest: REST,
    private readonly deps: {
      /** a message in the conversation's channel (the voice message of a public /speak) */
      post(conversation: ConversationRef, body: MessageBody): Promise<SentMessage>;
      report(err: unknown, what: string): void;
    },
  ) {}

  /** An interaction arrived: deferred after `deferAfterMs` unless answered before. */
  open(handle: Interaction, deferAfterMs: number): void {
    const st: AckState = { acked: false, ephemeral: !!handle.data.ephemeral, chain: Promise.resolve() };
    st.timer = setTimeout(() => void this.defer(handle, st), deferAfterMs);
    this.acks.set(handle.id, st);
  }

  /** A redelivery of an interaction this process took in already (a replay after a resume). */
  seen(id: string): boolean {
    return this.acks.has(id);
  }

  /**
   * Its event was handled here. Every command that leaves work to a worker answers first (its
   * progress notice), so still unanswered means the bot said nothing: the server's rate limit.
   * The member hears it, rather than "thinking…" for 15 minutes.
   */
  async settle(handle: Interaction): Promise<void> {
    const st = this.acks.get(handle.id);
    if (!st || st.answered) return;
    // Said before the pipeline knew the member's settings: in their Discord's language.
    const lang = typeof handle.data.locale === 'string' ? handle.data.locale : 'en';
    await this.respond(
      handle,
      {
        type: 'error',
        text: say(lang, 'pipeline.busy'),
        audience: { member: String(handle.data.user ?? '') },
      },
      { replace: true },
    );
  }

  /** Stops the timer; the state is forgotten after the token's lifetime. */
  close(handle: Interaction): void {
    clearTimeout(this.acks.get(handle.id)?.timer);
    setTimeout(() => this.acks.delete(handle.id), TOKEN_LIFETIME_MS).unref();
  }

  clear(): void {
    for (const st of this.acks.values()) clearTimeout(st.timer);
    this.acks.clear();
  }

  async respond(
    interaction: Interaction,
    reply: Reply,
    opts: { replace: boolean },
  ): Promise<SentMessage | undefined> {
    if (interaction.platform !== 'discord' || reply.type === 'remove') return undefined;
    const data = interaction.data as InteractionData;
    if (!data.token || !data.app) return undefined;
    const audience = reply.audience ?? 'channel';
    // Someone else's answer, or the admins': posted the normal way.
    if (audience === 'admins') return undefined;
    if (typeof audience === 'object' && data.user && audience.member !== data.user) return undefined;
    const st = this.acks.get(interaction.id);
    const personal = !!data.ephemeral || audience !== 'channel';
    if (st) st.answered = true;
    return this.serial(interaction.id, st, async () => {
      if (st && !st.acked) {
        clearTimeout(st.timer);
        return this.firstResponse(interaction, data, st, reply, personal);
      }
      return this.later(interaction, data, reply, personal, opts.replace);
    });
  }

  private async defer(handle: Interaction, st: AckState): Promise<void> {
    await this.serial(handle.id, st, async () => {
      if (st.acked) return;
      const data = handle.data as InteractionData;
      // A button press: the message stays as it is until the answer edits it.
      const body =
        data.type === 3 ? { type: 6 } : { type: 5, data: st.ephemeral ? { flags: EPHEMERAL } : {} };
      st.acked = true;
      await this.callback(handle.id, data.token, body).catch((err) =>
        this.deps.report(err, 'deferring an interaction'),
      );
    });
  }

  private serial<T>(id: string, st: AckState | undefined, fn: () => Promise<T>): Promise<T> {
    if (!st) return fn();
    const next = st.chain.then(fn, fn);
    st.chain = next.catch(() => undefined);
    void id;
    return next;
  }

  async callback(
    id: string,
    token: string,
    body: Json,
    files: MessageBody['files'] = [],
  ): Promise<Json | undefined> {
    const res = await this.rest.post(`/interactions/${id}/${token}/callback`, {
      body,
      files: files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType })),
      auth: false,
      query: new URLSearchParams({ with_response: 'true' }),
    });
    return (res ?? undefined) as Json | undefined;
  }

  /** The interaction's first answer, within its 3 seconds. */
  private async firstResponse(
    interaction: Interaction,
    data: InteractionData,
    st: AckState,
    reply: Reply,
    personal: boolean,
  ): Promise<SentMessage | undefined> {
    st.acked = true;
    if (data.type === 3) {
      // A button: its menu is redrawn in place (UPDATE_MESSAGE) when the answer is text.
      const edit = isChannelish(reply) ? editBody(reply) : undefined;
      if (edit) {
        const res = await this.callback(interaction.id, data.token, { type: 7, data: edit });
        return { id: messageIdIn(res) ?? interaction.id };
      }
      await this.callback(interaction.id, data.token, { type: 6 });
      return this.later(interaction, data, reply, personal, false);
    }
    if (reply.type === 'audio') {
      // A voice message cannot be an interaction response: a short answer, then the voice message.
      st.ephemeral = personal;
      await this.callback(interaction.id, data.token, {
        type: 5,
        data: personal ? { flags: EPHEMERAL } : {},
      });
      return this.later(interaction, data, reply, personal, true);
    }
    const [first, ...rest] = await bodiesOf(reply, { ephemeral: personal, withReference: false });
    if (!first) return undefined;
    st.ephemeral = personal;
    const res = await this.callback(interaction.id, data.token, { type: 4, data: first.body }, first.files);
    for (const b of rest) await this.followUp(data, b);
    return { id: messageIdIn(res) ?? interaction.id };
  }

  /** After the first answer: edit the original (`replace`) or follow up; a worker comes here directly. */
  private async later(
    interaction: Interaction,
    data: InteractionData,
    reply: Reply,
    personal: boolean,
    replace: boolean,
  ): Promise<SentMessage | undefined> {
    try {
      if (reply.type === 'audio' && personal) {
        // For one member (Read aloud): the speech as an audio file only they see; a voice message
        // would be posted for the whole channel.
        const voice = await voiceMessage(reply.audio);
        const body: MessageBody = {
          body: {
            content: reply.caption ? reply.caption.slice(0, 2_000) : '🔊',
            attachments: [{ id: 0, filename: 'speech.ogg' }],
            allowed_mentions: { parse: [] },
            ...(replace ? {} : { flags: EPHEMERAL }),
          },
          files: [{ name: 'speech.ogg', data: voice.ogg, contentType: 'audio/ogg' }],
        };
        const res = await this.webhookCall(data, replace ? 'PATCH' : 'POST', body);
        return { id: String(res.id ?? interaction.id) };
      }
      if (reply.type === 'audio') {
        const conversation = this.conversationOfInteraction(interaction);
        const [caption, ...voice] = await bodiesOf(
          { ...reply, caption: reply.caption ?? '🔊' },
          { withReference: false },
        );
        if (caption) await this.webhookCall(data, replace ? 'PATCH' : 'POST', caption);
        // The voice message itself goes to the channel (a voice message is a message of its own).
        let id: string | undefined;
        for (const b of voice) id = (await this.deps.post(conversation, b)).id;
        return id ? { id } : undefined;
      }
      if (replace) {
        const edit = editBody(reply);
        const bodies = edit ? undefined : await bodiesOf(reply, { withReference: false });
        const body: MessageBody = edit ? { body: edit, files: [] } : (bodies?.[0] ?? { body: {}, files: [] });
        const res = await this.webhookCall(data, 'PATCH', body);
        return { id: String(res.id ?? interaction.id) };
      }
      let first: string | undefined;
      for (const b of await bodiesOf(reply, { ephemeral: personal, withReference: false })) {
        const res = await this.followUp(data, b);
        first ??= String(res.id);
      }
      return first ? { id: first } : undefined;
    } catch (err) {
      // Not acknowledged yet (a worker was faster than the receiving process): answer as the first response.
      if (err instanceof DiscordAPIError && err.code === 10015) {
        const st: AckState = { acked: false, ephemeral: personal, chain: Promise.resolve() };
        return this.firstResponse(interaction, data, st, reply, personal).catch(() => undefined);
      }
      // The token expired (15 minutes) or the interaction is gone: the core posts normally.
      if (err instanceof DiscordAPIError && (err.code === 10062 || err.code === 10008 || err.status === 401))
        return undefined;
      throw err;
    }
  }

  private conversationOfInteraction(interaction: Interaction): ConversationRef {
    const c = interaction.data.conversation as ConversationRef | undefined;
    if (!c) throw new PermanentError({ key: 'pipeline.lostChannel' });
    return c;
  }

  private followUp(data: InteractionData, b: MessageBody): Promise<Json> {
    return this.webhookCall(data, 'POST', b);
  }

  private async webhookCall(data: InteractionData, method: 'POST' | 'PATCH', b: MessageBody): Promise<Json> {
    const path =
      method === 'POST'
        ? `/webhooks/${data.app}/${data.token}`
        : `/webhooks/${data.app}/${data.token}/messages/@original`;
    const files = b.files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType }));
    const res =
      method === 'POST'
        ? await this.rest.post(path as `/${string}`, { body: b.body, files, auth: false })
        : await this.rest.patch(path as `/${string}`, { body: b.body, files, auth: false });
    return (res ?? {}) as Json;
  }
}

const isChannelish = (reply: Reply) =>
  (reply.audience ?? 'channel') === 'channel' || typeof reply.audience === 'object';

function messageIdIn(res: Json | undefined): string | undefined {
  const message = (res?.resource as { message?: { id?: string } } | undefined)?.message;
  return message?.id;
}
