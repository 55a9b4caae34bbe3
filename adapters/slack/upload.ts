// Files into a conversation with Slack's external upload flow (files.upload is retired):
// files.getUploadURLExternal → the bytes POSTed to its upload_url → files.completeUploadExternal
// shares the file into the channel (and thread) with its caption.
import type { webApi } from '@slack/bolt';

type WebClient = webApi.WebClient;

export interface Upload {
  bytes: Buffer;
  filename: string;
  title?: string;
  caption?: string;
  channel: string;
  threadTs?: string;
}

/** Returns the file's id. */
export async function uploadFile(client: WebClient, token: string, u: Upload): Promise<string> {
  const target = await client.files.getUploadURLExternal({ filename: u.filename, length: u.bytes.length });
  if (!target.upload_url || !target.file_id) throw new Error('Slack gave no upload URL');
  const res = await fetch(target.upload_url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(u.bytes),
  });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`Slack's upload URL answered ${res.status}`);
  await client.files.completeUploadExternal({
    files: [{ id: target.file_id, title: u.title ?? u.filename }],
    channel_id: u.channel,
    ...(u.threadTs ? { thread_ts: u.threadTs } : {}),
    ...(u.caption ? { initial_comment: u.caption } : {}),
  });
  return target.file_id;
}

/** A shared file's handle: `file:F…`, and `@ts` of the message it was shared in once Slack told it. */
export const fileHandle = (id: string, ts?: string) => `file:${id}${ts ? `@${ts}` : ''}`;

export function parseFileHandle(handle: string): { file: string; ts?: string } | undefined {
  const m = /^file:([^@]+)(?:@(\d+\.\d+))?$/.exec(handle);
  if (!m?.[1]) return undefined;
  return { file: m[1], ...(m[2] ? { ts: m[2] } : {}) };
}

type Shares = Record<string, Record<string, { ts?: string }[] | undefined> | undefined>;

/**
 * The ts of the message Slack shared a file in (files.info `shares`), so a thread reply to it can be
 * told apart. Sharing is asynchronous: asked a few times; undefined when Slack has not said yet.
 */
export async function sharedTs(
  client: WebClient,
  file: string,
  channel: string,
  waitsMs = [0, 250, 750],
): Promise<string | undefined> {
  for (const wait of waitsMs) {
    if (wait) await new Promise((r) => setTimeout(r, wait));
    const info = await client.files.info({ file }).catch(() => undefined);
    const shares = info?.file?.shares as Shares | undefined;
    const ts = (shares?.public?.[channel] ?? shares?.private?.[channel])?.[0]?.ts;
    if (ts) return ts;
  }
  return undefined;
}
