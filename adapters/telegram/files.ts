// Fetching a MediaRef's bytes in the worker: getFile, then the file URL of the configured API
// server (or the disk path a local Bot API server in --local mode answers with). Videos come back
// as their sound track. Files over the server's limit fail at once with a sentence for the person.
import { readFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { type Api, GrammyError } from 'grammy';
import { PermanentError } from '../../src/core/errors.js';
import type { MediaRef } from '../../src/core/event.js';
import type { Message } from '../../src/core/i18n.js';
import { extractAudio } from '../../src/media/voice-notes.js';
import { decodeFileRef } from './ids.js';

/** Over the Bot API's download limit: said in the reader's language by whoever catches it. */
export function tooLarge(maxBytes: number): Message {
  return { key: 'file.tooLargeTelegram', params: { mb: Math.round(maxBytes / (1024 * 1024)) } };
}

export async function downloadFile(
  api: Api,
  opts: { apiRoot: string; token: string; maxBytes: number },
  media: MediaRef,
): Promise<Buffer> {
  const { fileId, extractAudio: fromVideo } = decodeFileRef(media.ref);
  if ((media.size ?? 0) > opts.maxBytes) throw new PermanentError(tooLarge(opts.maxBytes));
  let path: string | undefined;
  try {
    path = (await api.getFile(fileId)).file_path;
  } catch (err) {
    if (err instanceof GrammyError && /too big/i.test(err.description))
      throw new PermanentError(tooLarge(opts.maxBytes));
    if (err instanceof GrammyError && err.error_code === 400)
      throw new PermanentError({ key: 'file.gone', params: { platform: 'Telegram' } });
    throw err;
  }
  if (!path) throw new PermanentError({ key: 'file.noWay', params: { platform: 'Telegram' } });
  let data: Buffer;
  if (isAbsolute(path)) {
    // A local Bot API server (--local) answers with the file's path on its disk.
    data = await readFile(path);
  } else {
    const url = `${opts.apiRoot.replace(/\/+$/, '')}/file/bot${opts.token}/${path}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    // The URL holds the token: never put it in an error.
    if (!res.ok) throw new Error(`Telegram file download failed with HTTP ${res.status}`);
    data = Buffer.from(await res.arrayBuffer());
  }
  return fromVideo ? extractAudio(data) : data;
}
