// The local chat's attachments, as files on disk (never in Redis): uploads and the bot's audio and
// documents, each with an expiry, under a quota per workspace and one for the whole store. Every
// file counts: the bot's replies go under their workspace like uploads (`bot` holds replies with
// no workspace), and no file is written past the total, whatever workspace name asks.
//
// Layout: DIR/<bucket>/<name>.bin holds the bytes and DIR/<bucket>/<name>.json its metadata
// (written last: a file without it does not exist yet). A bucket is a workspace (a hash of its
// name) or `bot` for replies made outside one. The id `<bucket>-<name>` says where a file is, and is
// checked against a strict pattern before it comes near a path.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Message, say } from '../../src/core/i18n.js';
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
  /** how often expired files are removed and usage re-read from disk, default 10 minutes */
  sweepIntervalMs?: number;
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

export class AttachmentStore {
  readonly dir: string;
  readonly ttlMs: number;
  readonly workspaceQuotaBytes: number;
  readonly totalQuotaBytes: number;
  /** bucket → file name → bytes; read from disk at first use and at every sweep */
  private usage = new Map<string, Map<string, number>>();
  private loaded?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private readonly sweepIntervalMs: number;

  constructor(opts: AttachmentStoreOptions) {
    this.dir = opts.dir;
    this.ttlMs = opts.ttlMs ?? 7 * DAY_MS;
    this.workspaceQuotaBytes = opts.workspaceQuotaBytes ?? 200 * MB;
    this.totalQuotaBytes = opts.totalQuotaBytes ?? 2048 * MB;
    this.sweepIntervalMs = opts.sweepIntervalMs ?? 600_000;
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
      const bucket = bucketOf(workspace);
      const name = this.reserve(bucket, meta.size);
      try {
        await mkdir(join(this.dir, bucket), { recursive: true });
        await rename(tempPath, join(this.dir, bucket, `${name}.bin`));
        await this.writeMeta(bucket, name, meta);
      } catch (err) {
        this.forget(bucket, name);
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
    const bucket = bucketOf(workspace);
    const name = this.reserve(bucket, data.length);
    try {
      await mkdir(join(this.dir, bucket), { recursive: true });
      await writeFile(join(this.dir, bucket, `${name}.bin`), data);
      await this.writeMeta(bucket, name, { ...meta, size: data.length });
    } catch (err) {
      this.forget(bucket, name);
      throw err;
    }
    return `${bucket}-${name}`;
  }

  /**
   * A fresh file name in `bucket` with `size` counted at once: no await in between, so two files
   * at once cannot both take the last room. StorageFullError past the workspace's quota or the total.
   */
  private reserve(bucket: string, size: number): string {
    const used = this.bytes(bucket);
    if (bucket !== 'bot' && used + size > this.workspaceQuotaBytes) {
      throw new StorageFullError(
        {
          key: 'file.room.workspace',
          params: {
            used: mb(used),
            limit: mb(this.workspaceQuotaBytes),
            days: Math.round(this.ttlMs / DAY_MS) || 1,
          },
        },
        413,
      );
    }
    if (this.bytes() + size > this.totalQuotaBytes) {
      throw new StorageFullError({ key: 'file.room.chat' }, 507);
    }
    const name = randomBytes(12).toString('base64url');
    this.count(bucket, name, size);
    return name;
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
    return workspace === undefined ? this.bytes() : this.bytes(bucketOf(workspace));
  }

  /** Removes expired files and crash leftovers, and re-reads usage from disk (other processes write too). */
  async sweep(): Promise<void> {
    const now = Date.now();
    const usage = new Map<string, Map<string, number>>();
    for (const bucket of await readdir(this.dir).catch(() => [] as string[])) {
      if (bucket === 'tmp') {
        await this.removeStaleTemps(now);
        continue;
      }
      if (bucket !== 'bot' && !/^w[0-9a-f]{16}$/.test(bucket)) continue;
      const files = new Map<string, number>();
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
        else files.set(name, meta.size);
      }
      usage.set(bucket, files);
    }
    this.usage = usage;
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

  private bytes(bucket?: string): number {
    let total = 0;
    for (const [b, files] of this.usage) {
      if (bucket !== undefined && b !== bucket) continue;
      for (const size of files.values()) total += size;
    }
    return total;
  }

  private count(bucket: string, name: string, size: number): void {
    const files = this.usage.get(bucket) ?? new Map<string, number>();
    this.usage.set(bucket, files);
    files.set(name, size);
  }

  private forget(bucket: string, name: string): void {
    this.usage.get(bucket)?.delete(name);
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
    this.forget(bucket, name);
    // The metadata first: without it the file no longer exists for readers.
    await rm(join(this.dir, bucket, `${name}.json`), { force: true });
    await rm(join(this.dir, bucket, `${name}.bin`), { force: true });
  }

  private async removeStaleTemps(now: number): Promise<void> {
    const tmp = join(this.dir, 'tmp');
    for (const entry of await readdir(tmp).catch(() => [] as string[])) {
      const info = await stat(join(tmp, entry)).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(join(tmp, entry), { force: true });
    }
  }
}
