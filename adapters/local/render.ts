// Reply → what the local chat stores, and stored message → what one member sees (in their
// language, when the bot translated it for them).
import type { Reply, ReplyActions } from '../../src/core/reply.js';
import { toOggOpus } from '../../src/media/voice-notes.js';
import { noRoomForReply, StorageFullError } from './attachments.js';
import type { LocalStore, StoredAttachment, StoredMessage } from './store.js';

const WAV = /^audio\/(?:x-)?wav(?:e)?\b/i;

/**
 * Speech as OGG/Opus, not WAV: a tenth of the bytes on disk and under the quotas (issue 18: one
 * /speak reply was 10.4 MB of WAV). Without ffmpeg the WAV is kept as it is.
 */
async function compactAudio(
  audio: Buffer,
  mimeType: string,
  filename: string,
): Promise<{ data: Buffer; mimeType: string; name: string }> {
  if (!WAV.test(mimeType)) return { data: audio, mimeType, name: filename };
  try {
    const data = await toOggOpus(audio);
    return { data, mimeType: 'audio/ogg', name: `${filename.replace(/\.wav$/i, '')}.ogg` };
  } catch {
    return { data: audio, mimeType, name: filename };
  }
}

export interface MessageContent {
  kind: StoredMessage['kind'];
  text: string;
  attachments: StoredAttachment[];
  /** buttons, drawn by the page; a press comes back as an action event */
  actions?: ReplyActions;
}

/**
 * Stores a reply's bytes as a file of `workspace` (under its quota and the total) and returns the
 * message content that shows it; with no room left, a sentence saying so instead, in the language
 * `reader` gives (asked only then).
 */
export async function renderReply(
  store: LocalStore,
  reply: Exclude<Reply, { type: 'remove' }>,
  workspace?: string,
  reader: () => Promise<string> = async () => 'en',
): Promise<MessageContent> {
  switch (reply.type) {
    case 'text':
      return {
        kind: 'text',
        text: reply.text,
        attachments: [],
        ...(reply.actions ? { actions: reply.actions } : {}),
      };
    case 'notice':
      return { kind: 'notice', text: reply.text, attachments: [] };
    case 'error':
      return { kind: 'error', text: reply.text, attachments: [] };
    case 'audio':
    case 'image':
    case 'file': {
      const { data, mimeType, name } =
        reply.type === 'audio'
          ? await compactAudio(reply.audio, reply.mimeType, reply.filename)
          : {
              data: reply.type === 'image' ? reply.image : reply.file,
              mimeType: reply.mimeType,
              name: reply.filename,
            };
      const kind: StoredAttachment['kind'] =
        reply.type === 'audio' ? 'audio' : reply.type === 'image' ? 'image' : 'document';
      let fileId: string;
      try {
        fileId = await store.saveFile(data, { mimeType, name, size: data.length }, workspace);
      } catch (err) {
        if (!(err instanceof StorageFullError)) throw err;
        return { kind: 'error', text: noRoomForReply(kind, err, await reader()), attachments: [] };
      }
      return {
        kind: 'text',
        text: reply.caption ?? '',
        attachments: [{ kind, fileId, mimeType, name, size: data.length }],
      };
    }
  }
}

export interface WireAttachment {
  kind: StoredAttachment['kind'];
  url: string;
  mimeType: string;
  name: string;
}

/** A message as the HTTP API and the page show it. */
export interface WireMessage {
  id: string;
  user: string;
  bot: boolean;
  kind: StoredMessage['kind'];
  text: string;
  replyTo: string | null;
  attachments: WireAttachment[];
  createdAt: number;
  editedAt?: number;
  /** the original text when `text` is a translation for this member */
  original?: string;
  /** the language `text` was translated into for this member */
  translatedTo?: string;
  /** `text` is only sounded out in that language's script, not translated: what to tell the reader */
  soundedOut?: string;
  /** buttons: POST /local/api/actions {messageId, user, id, value} presses one */
  actions?: ReplyActions;
  /** only these members see it, the viewer among them: a personal answer (just them), an admins' notice */
  visibleTo?: string[];
}

/** Hash field of the note beside a translation that is only sounded out (no language code has ':'). */
const noteField = (language: string) => `note:${language}`;

/** What the store keeps of an auto-translation: language → text, and the sounded-out notes. */
export function storedTranslations(reply: {
  translations?: Record<string, string>;
  soundedOut?: Record<string, string>;
}): Record<string, string> {
  const notes = Object.entries(reply.soundedOut ?? {}).map(([lang, note]) => [noteField(lang), note]);
  return { ...reply.translations, ...Object.fromEntries(notes) };
}

export function fileUrl(fileId: string): string {
  return `/local/api/files/${encodeURIComponent(fileId)}`;
}

/**
 * The message as `viewer` sees it: others' messages in the viewer's language when the bot stored
 * a translation into it; messages meant for others (ephemeral replies, admin notices) left out.
 */
export function viewOf(
  m: StoredMessage,
  viewer: { user?: string; language?: string },
  translations?: Record<string, string>,
): WireMessage | undefined {
  if (m.visibleTo && !(viewer.user && m.visibleTo.includes(viewer.user))) return undefined;
  const out: WireMessage = {
    id: m.id,
    user: m.user,
    bot: m.bot,
    kind: m.kind,
    text: m.text,
    replyTo: m.replyTo,
    attachments: m.attachments.map((a) => ({
      kind: a.kind,
      url: fileUrl(a.fileId),
      mimeType: a.mimeType,
      name: a.name,
    })),
    createdAt: m.createdAt,
    ...(m.editedAt ? { editedAt: m.editedAt } : {}),
    ...(m.actions ? { actions: m.actions } : {}),
    ...(m.visibleTo ? { visibleTo: m.visibleTo } : {}),
  };
  const lang = viewer.language;
  const translated = lang && translations?.[lang];
  if (translated && m.user !== viewer.user && m.language !== lang && translated !== m.text) {
    out.original = m.text;
    out.text = translated;
    out.translatedTo = lang;
    const note = translations?.[noteField(lang)];
    if (note) out.soundedOut = note;
  }
  return out;
}
