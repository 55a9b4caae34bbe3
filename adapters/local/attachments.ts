// The local chat's attachments, as files on disk (never in Redis): uploads and the bot's audio and
// documents, each with an expiry, under a quota per workspace and one for the whole store. Every
// file counts: the bot's replies go under their workspace like uploads (`bot` holds replies with
// no workspace), and no file is written past the total, whatever workspace name asks.
// What the files take is counted in an AttachmentUsage (src/state/stores/attachment-usage.ts): in
// Redis when processes share the folder, so every web process and worker counts every file at
// once; a file's room is reserved before it is written and given back when it goes.
//
// Layout: DIR/<bucket>/<name>.bin holds the bytes and DIR/<bucket>/<name>.json its metadata
// (written last: a file without it does not exist yet). A bucket is a workspace (a hash of its
// name) or `bot` for replies made outside one. The id `<bucket>-<name>` says where a file is, and is
// checked against a strict pattern before it comes near a path.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Message, say } from '../../src/core/i18n.js';
import {
  type AttachmentUsage,
  type FileRef,
  MemoryAttachmentUsage,
} from '../../src/state/stores/attachment-usage.js';
import { RequestError } from './ids.js';

export interface FileMeta {
  mimeType: string;
  name: string;
  size: number;
}

interface StoredMeta extends FileMeta {
  expiresAt: number;
}

export interface AttachmentStoreOptions {
  /** where the files go (DATA_DIR/attachments) */
  dir: string;
  /** how long a file is kept, default 7 days */
  ttlMs?: number;
  /** bytes of files (uploads and the bot's replies) one workspace may keep, default 200 MB */
  workspaceQuotaBytes?: number;
  /** bytes all files together may take, default 2 GB */
  totalQuotaBytes?: number;
  /** how often expired files are removed and the count checked against the folder, default 10 minutes */
  sweepIntervalMs?: number;
  /**
   * where the bytes are counted: shared (Redis) when several processes use the folder; default
   * this process alone
   */
  usage?: AttachmentUsage;
  /** how long room reserved for a file being written holds if its process dies, default 5 minutes */
  reservationTtlMs?: number;
}

/**
 * A file refused for lack of room: a RequestError (answered with its status and catalog message
 * like any refusal) that the bot's own replies tell apart, to say so instead of keeping the file.
 */
export class StorageFullError extends RequestError {
  declare readonly why: Message;

  constructor(why: Message, status: number) {
    super(why, status);
    this.name = 'StorageFullError';
  }
}

const NO_ROOM = {
  audio: 'file.room.audio',
  image: 'file.room.image',
  document: 'file.room.document',
} as const;

/** What a member reads (in `lang`) when the bot made a file but the chat had no room to keep it. */
export function noRoomForReply(kind: keyof typeof NO_ROOM, err: StorageFullError, lang = 'en'): string {
  return say(lang, NO_ROOM[kind], { why: err.in(lang) });
}

const DAY_MS = 86_400_000;
const MB = 1024 * 1024;
const ID = /^(bot|w[0-9a-f]{16})-([A-Za-z0-9_-]{16})$/;
/** Temporary upload files older than this are leftovers of a crash. */
const STALE_TEMP_MS = 3_600_000;

const bucketOf = (workspace: string | undefined) =>
  workspace === undefined ? 'bot' : `w${createHash('sha256').update(workspace).digest('hex').slice(0, 16)}`;

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** `bucket/name` (how the count names a file) → its parts */
const refOf = (key: string): FileRef => {
  const at = key.indexOf('/');
  return { bucket: key.slice(0, at), name: key.slice(at + 1) };
};

export class AttachmentStore {
  readonly dir: string;
  readonly ttlMs: number;
  readonly workspaceQuotaBytes: number;
  readonly totalQuotaBytes: number;
  private readonly usage: AttachmentUsage;
  private readonly reservationTtlMs: number;
  private loaded?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private readonly sweepIntervalMs: number;

  constructor(opts: AttachmentStoreOptions) {
    this.dir = opts.dir;
    this.ttlMs = opts.ttlMs ?? 7 * DAY_MS;
    this.workspaceQuotaBytes = opts.workspaceQuotaBytes ?? 200 * MB;
    this.totalQuotaBytes = opts.totalQuotaBytes ?? 2048 * MB;
    this.sweepIntervalMs = opts.sweepIntervalMs ?? 600_000;
    this.usage = opts.usage ?? new MemoryAttachmentUsage();
    this.reservationTtlMs = opts.reservationTtlMs ?? 300_000;
  }

  /** A fresh path for streaming an upload to, before `commitUpload` files it. */
  async tempPath(): Promise<string> {
    const tmp = join(this.dir, 'tmp');
    await mkdir(tmp, { recursive: true });
    return join(tmp, `${randomBytes(12).toString('base64url')}.part`);
  }

  /**
   * Files a streamed upload of `workspace` under its quota and the store's; refused with
   * StorageFullError (the temporary file removed) when there is no room.
   */
  async commitUpload(tempPath: string, meta: FileMeta, workspace: string): Promise<string> {
    try {
      await this.ready();
      const file = await this.reserve(bucketOf(workspace), meta.size);
      const { bucket, name } = file;
      try {
        await mkdir(join(this.dir, bucket), { recursive: true });
        await rename(tempPath, join(this.dir, bucket, `${name}.bin`));
        await this.writeMeta(bucket, name, meta);
        await this.usage.confirm(file, meta.size);
      } catch (err) {
        await this.removeFile(bucket, name).catch(() => undefined);
        throw err;
      }
      return `${bucket}-${name}`;
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  /**
   * Files the bot's reply (audio, a translated document) under the same quotas as uploads: in its
   * workspace, and in the total (issue 18: three /speak replies took the store to 44 MB against a
   * 12 MB total). Refused with StorageFullError when there is no room.
   */
  async put(data: Buffer, meta: FileMeta, workspace?: string): Promise<string> {
    await this.ready();
    const file = await this.reserve(bucketOf(workspace), data.length);
    const { bucket, name } = file;
    try {
      await mkdir(join(this.dir, bucket), { recursive: true });
      await writeFile(join(this.dir, bucket, `${name}.bin`), data);
      await this.writeMeta(bucket, name, { ...meta, size: data.length });
      await this.usage.confirm(file, data.length);
    } catch (err) {
      await this.removeFile(bucket, name).catch(() => undefined);
      throw err;
    }
    return `${bucket}-${name}`;
  }

  /**
   * A fresh file name in `bucket` with `size` counted at once, in one step of the count every
   * process shares: two files at once (in this process or another) cannot both take the last room.
   * StorageFullError past the workspace's quota or the total.
   */
  private async reserve(bucket: string, size: number): Promise<FileRef> {
    const file = { bucket, name: randomBytes(12).toString('base64url') };
    const got = await this.usage.reserve(file, size, {
      ...(bucket === 'bot' ? {} : { bucketBytes: this.workspaceQuotaBytes }),
      totalBytes: this.totalQuotaBytes,
      ttlMs: this.reservationTtlMs,
    });
    if (got.ok) return file;
    if (got.over === 'bucket')
      throw new StorageFullError(
        {
          key: 'file.room.workspace',
          params: {
            used: mb(got.used),
            limit: mb(this.workspaceQuotaBytes),
            days: Math.round(this.ttlMs / DAY_MS) || 1,
          },
        },
        413,
      );
    throw new StorageFullError({ key: 'file.room.chat' }, 507);
  }

  /** The file and its metadata; undefined when there is none, or it expired. */
  async get(id: string): Promise<{ data: Buffer; meta: FileMeta } | undefined> {
    const where = this.locate(id);
    if (!where) return undefined;
    const meta = await this.readMeta(where.bucket, where.name);
    if (!meta) return undefined;
    if (meta.expiresAt <= Date.now()) {
      await this.removeFile(where.bucket, where.name);
      return undefined;
    }
    const data = await readFile(join(this.dir, where.bucket, `${where.name}.bin`)).catch(() => undefined);
    if (!data) return undefined;
    const { expiresAt: _, ...plain } = meta;
    return { data, meta: plain };
  }

  async remove(id: string): Promise<void> {
    const where = this.locate(id);
    if (where) await this.removeFile(where.bucket, where.name);
  }

  /** Whether `id` names a file of this store (ids of the old Redis-held files do not). */
  owns(id: string): boolean {
    return ID.test(id);
  }

  /** Bytes kept by one workspace, or by the whole store. */
  async usedBytes(workspace?: string): Promise<number> {
    await this.ready();
    return this.usage.used(workspace === undefined ? undefined : bucketOf(workspace));
  }

  /**
   * Removes expired files and crash leftovers, and puts the count right where a process died
   * between writing (or removing) a file and counting it: a file on disk that is not counted
   * counts, a counted file no longer on disk does not.
   */
  async sweep(): Promise<void> {
    const now = Date.now();
    const onDisk = new Map<string, number>();
    for (const bucket of await readdir(this.dir).catch(() => [] as string[])) {
      if (bucket === 'tmp') {
        await this.removeStaleTemps(now);
        continue;
      }
      if (bucket !== 'bot' && !/^w[0-9a-f]{16}$/.test(bucket)) continue;
      const entries = await readdir(join(this.dir, bucket)).catch(() => [] as string[]);
      const described = new Set(entries.filter((e) => e.endsWith('.json')).map((e) => e.slice(0, -5)));
      for (const entry of entries) {
        // Bytes whose metadata was never written (a crash in between) go once they are old.
        if (entry.endsWith('.bin') && !described.has(entry.slice(0, -4))) {
          const info = await stat(join(this.dir, bucket, entry)).catch(() => undefined);
          if (info && now - info.mtimeMs > STALE_TEMP_MS)
            await rm(join(this.dir, bucket, entry), { force: true });
        }
        if (!entry.endsWith('.json')) continue;
        const name = entry.slice(0, -5);
        const meta = await this.readMeta(bucket, name);
        if (!meta || meta.expiresAt <= now) await this.removeFile(bucket, name);
        else onDisk.set(`${bucket}/${name}`, meta.size);
      }
    }
    await this.reconcile(onDisk, now);
  }

  /** The count against what the sweep found on disk (`bucket/name` → bytes), listed before it is read. */
  private async reconcile(onDisk: Map<string, number>, now: number): Promise<void> {
    const { files, pending } = await this.usage.counted();
    const described = (bucket: string, name: string) => stat(join(this.dir, bucket, `${name}.json`));
    for (const [key, size] of onDisk) {
      if (files.has(key)) continue;
      const file = refOf(key);
      // A file younger than a reservation may be one being filed right now: the next sweep sees it.
      const info = await described(file.bucket, file.name).catch(() => undefined);
      if (info && now - info.mtimeMs > this.reservationTtlMs) await this.usage.confirm(file, size);
    }
    for (const key of files.keys()) {
      if (onDisk.has(key) || pending.has(key)) continue;
      const file = refOf(key);
      // Confirmed after the folder was listed: it is on disk by now.
      if (
        await described(file.bucket, file.name).then(
          () => false,
          () => true,
        )
      )
        await this.usage.release(file);
    }
  }

  /** Stops the periodic sweep. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private ready(): Promise<void> {
    this.loaded ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      await this.sweep();
      this.timer = setInterval(() => void this.sweep().catch(() => undefined), this.sweepIntervalMs);
      this.timer.unref();
    })();
    return this.loaded;
  }

  private locate(id: string): { bucket: string; name: string } | undefined {
    const m = ID.exec(id);
    return m ? { bucket: m[1] as string, name: m[2] as string } : undefined;
  }

  private async writeMeta(bucket: string, name: string, meta: FileMeta): Promise<void> {
    const stored: StoredMeta = {
      mimeType: meta.mimeType,
      name: meta.name,
      size: meta.size,
      expiresAt: Date.now() + this.ttlMs,
    };
    await writeFile(join(this.dir, bucket, `${name}.json`), JSON.stringify(stored));
  }

  private async readMeta(bucket: string, name: string): Promise<StoredMeta | undefined> {
    try {
      return JSON.parse(await readFile(join(this.dir, bucket, `${name}.json`), 'utf8')) as StoredMeta;
    } catch {
      return undefined;
    }
  }

  private async removeFile(bucket: string, name: string): Promise<void> {
    // The metadata first: without it the file no longer exists for readers.
    await rm(join(this.dir, bucket, `${name}.json`), { force: true });
    await rm(join(this.dir, bucket, `${name}.bin`), { force: true });
    // Then its room (once, whichever process removes it); a crash before this, the sweep makes good.
    await this.usage.release({ bucket, name });
  }

  private async removeStaleTemps(now: number): Promise<void> {
    const tmp = join(this.dir, 'tmp');
    for (const entry of await readdir(tmp).catch(() => [] as string[])) {
      const info = await stat(join(tmp, entry)).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(join(tmp, entry), { force: true });
    }
  }
}
