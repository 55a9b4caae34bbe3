// The platform-neutral answer a command returns; each adapter renders it natively.

/**
 * Who sees a reply: the channel (default), one member (ephemeral), or the channel's admins.
 * Adapters without ephemeral messages fall back in one place (src/core/audience.ts).
 * `unreachable`: the reply is for the member's eyes only (a bridge code): where the platform can
 * neither show it to them alone nor write to them directly, this sentence is posted instead.
 */
export type Audience = 'channel' | 'admins' | { member: string; name?: string; unreachable?: string };

/** A button on a reply: pressing it sends an `action` event to `command` with this id and value. */
export interface ReplyAction {
  id: string;
  label: string;
  value?: string;
}

interface ReplyBase {
  /** Platform id of the message this answers (threads the reply). */
  replyTo?: string;
  audience?: Audience;
  /** A bot message this reply takes the place of (a menu redrawn after a button press). */
  replaces?: string;
  /**
   * Words members wrote elsewhere (the bridge): no mention markup in them may notify anyone here.
   * The adapter defuses its platform's syntax (Slack: `<!channel>`, `<!here>`, `<@U…>`,
   * `<!subteam^…>` escaped); Discord posts never ping and Telegram's HTML is escaped anyway.
   */
  noPings?: boolean;
  /**
   * The message this answers, when the reply is posted away from it (a per-language topic): a
   * platform that can links to it (Telegram: "↩ original"); nothing replies to it there.
   */
  linksTo?: string;
  /** what that link says, in the language of the post (the catalog's `destinations.original`) */
  linkLabel?: string;
}

/** Moderation of a flagged message: delete it, or replace its text with the cleaned one. */
export interface ModerationAction {
  type: 'delete' | 'replace';
  messageId: string;
  text?: string;
}

/** Buttons, in rows, and the command they report to. Telegram: an inline keyboard; local: buttons. */
export interface ReplyActions {
  command: string;
  rows: ReplyAction[][];
}

/**
 * The bridge: who a bridged post is from. A platform that can post as someone else (a Discord
 * channel webhook, Slack with chat:write.customize) shows `name` (and `avatarUrl`) as the poster
 * and `body` as the message; every other platform posts the reply's own text or caption, which
 * carries the name itself ("Asha (Slack): …").
 */
export interface PostAs {
  name: string;
  body: string;
  avatarUrl?: string;
}

/** Media: a bridged image or file may be posted as its author (`body`: its caption without the name). */
interface MediaBase extends ReplyBase {
  mimeType: string;
  filename: string;
  caption?: string;
  postAs?: PostAs;
}

export type Reply =
  | (ReplyBase & {
      type: 'text';
      text: string;
      /** auto-translation: language → text, so an adapter can show each member their own language */
      translations?: Record<string, string>;
      /** auto-translation: each language's label as the channel reads it ("Tamil", "तमिल"), for a reply of some languages only */
      labels?: Record<string, string>;
      /** languages of `translations` only sounded out in their script (no translation engine) → the note */
      soundedOut?: Record<string, string>;
      /** auto-translation: who wrote the source, for posts showing a language as its author (mirror channels) */
      author?: { name: string; avatarUrl?: string };
      /** auto-translation in a forum group: each language's text posted into that language's topic */
      perLanguageTopics?: boolean;
      /** longer than the platform's limit: also sent whole as this .txt file (long transcripts) */
      longFile?: { filename: string; caption: string };
      actions?: ReplyActions;
      /** the bridge: posted as its author where the platform can (see PostAs) */
      postAs?: PostAs;
    })
  | (MediaBase & { type: 'audio'; audio: Buffer })
  | (MediaBase & { type: 'image'; image: Buffer })
  | (MediaBase & { type: 'file'; file: Buffer })
  /** Progress or information that may later be edited into the result. */
  | (ReplyBase & {
      type: 'notice';
      text: string;
      /** moderation: what the adapter should do to the flagged message (PlatformAdapter.moderate) */
      action?: ModerationAction;
    })
  /** A problem told to a person: short, says what to do next. */
  | (ReplyBase & { type: 'error'; text: string })
  /** Removes one of the bot's messages (a closed menu); never sent as a message. */
  | (ReplyBase & { type: 'remove'; messageId: string });

export const textReply = (text: string, replyTo?: string): Reply => ({ type: 'text', text, replyTo });
export const errorReply = (text: string, replyTo?: string): Reply => ({ type: 'error', text, replyTo });

/** The member an event's author is, as an audience. */
export const toMember = (author: { id: string; name?: string }): Audience => ({
  member: author.id,
  ...(author.name ? { name: author.name } : {}),
});
