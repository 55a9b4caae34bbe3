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
