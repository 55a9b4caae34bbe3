// The platform-neutral answer a command returns; each adapter renders it natively.
export type Visibility = 'channel' | 'thread' | 'ephemeral' | 'dm';

interface ReplyBase {
  /** Platform id of the message this answers (threads the reply). */
  replyTo?: string;
  visibility?: Visibility;
}
export type Reply =
  | (ReplyBase & {
      type: 'text';
      text: string;
      /** auto-translation: language → text, so an adapter can show each member their own language */
      translations?: Record<string, string>;
      /** languages of `translations` only sounded out in their script (no translation engine) → the note */
      soundedOut?: Record<string, string>;
      sourceLanguage?: string;
      /** auto-translation in a forum group: each language's text posted into that language's topic */
      perLanguageTopics?: boolean;
      /** longer than the platform's limit: also sent whole as this .txt file (long transcripts) */
      longFile?: { filename: string; caption: string };
    })
  | (ReplyBase & { type: 'audio'; audio: Buffer; mimeType: string; filename: string; caption?: string })
  | (ReplyBase & { type: 'image'; image: Buffer; mimeType: string; filename: string; caption?: string })
  | (ReplyBase & { type: 'file'; file: Buffer; mimeType: string; filename: string; caption?: string })
  /** Progress or information that may later be edited into the result. */
  | (ReplyBase & {
      type: 'notice';
      text: string;
      /** only admins should see it (budget warnings, moderation dry runs) */
      audience?: 'admins';
      /** moderation: what the adapter should do to the flagged message */
      action?: { type: 'delete' | 'replace'; messageId: string; text?: string };
    })
  /** A problem told to a person: short, says what to do next. */
  | (ReplyBase & { type: 'error'; text: string });

export const textReply = (text: string, replyTo?: string): Reply => ({ type: 'text', text, replyTo });
export const errorReply = (text: string, replyTo?: string): Reply => ({ type: 'error', text, replyTo });
