// The local chat's own "platform": its messages, translations and members in the web chat store
// (src/state/stores/web-chat.ts, shared by every process) and its attachments on disk.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredMessage, WebChatStore } from '../../src/state/stores/web-chat.js';
import { AttachmentStore, type FileMeta } from './attachments.js';
import { newId } from './ids.js';

export type {
  AttachmentKind,
  StoredAttachment,
  StoredMessage,
  WebChatChange,
} from '../../src/state/stores/web-chat.js';
export type { FileMeta } from './attachments.js';

type Chat = Omit<WebChatStore, 'add' | 'remove' | 'legacyFile'>;

export class LocalStore implements Chat {
  /** Where attachments live (on disk, never in Redis); `npm start` puts them under DATA_DIR. */
  files = new AttachmentStore({ dir: join(tmpdir(), 'dubash-attachments') });

  readonly get: Chat['get'];
  readonly update: Chat['update'];
  readonly list: Chat['list'];
  readonly addTranslations: Chat['addTranslations'];
  readonly replaceTranslations: Chat['replaceTranslations'];
  readonly translations: Chat['translations'];
  readonly addMember: Chat['addMember'];
  readonly announceMembers: Chat['announceMembers'];
  readonly members: Chat['members'];
  readonly subscribe: Chat['subscribe'];

  constructor(readonly chat: WebChatStore) {
    this.get = (id) => chat.get(id);
    this.update = (id, patch) => chat.update(id, patch);
    this.list = (ws, ch, limit) => chat.list(ws, ch, limit);
    this.addTranslations = (m, t) => chat.addTranslations(m, t);
    this.replaceTranslations = (id, t) => chat.replaceTranslations(id, t);
    this.translations = (ids) => chat.translations(ids);
    this.addMember = (ws, ch, user) => chat.addMember(ws, ch, user);
    this.announceMembers = (ws, ch) => chat.announceMembers(ws, ch);
    this.members = (ws, ch) => chat.members(ws, ch);
    this.subscribe = (onChange, onResync) => chat.subscribe(onChange, onResync);
  }

  /** Keeps attachments in `files` from now on (the composition root's DATA_DIR and quotas). */
  useFiles(files: AttachmentStore): void {
    this.files.close();
    this.files = files;
  }

  /** Files the bot's reply bytes in `workspace` (they expire, and count, like uploads). */
  async saveFile(data: Buffer, meta: FileMeta, workspace?: string): Promise<string> {
    return this.files.put(data, meta, workspace);
  }

  async file(id: string): Promise<{ data: Buffer; meta: FileMeta } | undefined> {
    if (this.files.owns(id)) return this.files.get(id);
    // Files of chats from before attachments moved to disk.
    const old = await this.chat.legacyFile(id);
    return old ? { data: old.data, meta: JSON.parse(old.meta) as FileMeta } : undefined;
  }

  /**
   * Stores a new message. With `clientId` (a sender's idempotency key) a second post of the same
   * clientId returns the first message instead of storing another: `created` tells which.
   */
  add(
    msg: Omit<StoredMessage, 'id' | 'createdAt'>,
    clientId?: string,
  ): Promise<{ message: StoredMessage; created: boolean }> {
    return this.chat.add({ ...msg, id: newId('m'), createdAt: Date.now() }, clientId);
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.chat.remove(id);
    if (!removed) return false;
    // A deleted message's files go with it (and give their room back to the workspace).
    for (const a of removed.attachments) await this.files.remove(a.fileId);
    return true;
  }
}
