// The platform-neutral answer a command returns; each adapter renders it natively.
export type Visibility = 'channel' | 'thread' | 'ephemeral' | 'dm';

interface ReplyBase {
  /** Platform id of the message this answers (threads the reply). */
  replyTo?: string;
  visibility?: Visibility;
}
export type Reply =
  | (ReplyBase & { type: 'text'; text: string })
  | (ReplyBase & { type: 'audio'; audio: Buffer; mimeType: string; filename: string; caption?: string })
  | (ReplyBase & { type: 'image'; image: Buffer; mimeType: string; filename: string; caption?: string })
  | (ReplyBase & { type: 'file'; file: Buffer; mimeType: string; filename: string; caption?: string })
  /** Progress or information that may later be edited into the result. */
  | (ReplyBase & { type: 'notice'; text: string })
  /** A problem told to a person: short, says what to do next. */
  | (ReplyBase & { type: 'error'; text: string });

export const textReply = (text: string, replyTo?: string): Reply => ({ type: 'text', text, replyTo });
export const errorReply = (text: string, replyTo?: string): Reply => ({ type: 'error', text, replyTo });
