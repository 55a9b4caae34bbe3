// The web chat on loopback as an attacker and an unlucky user would use it (issue 9): uploads kept
// on disk under quotas and expiry (not in Redis), a full Redis answered clearly, members changing
// only their own messages, attachments that cannot run script, a page under a CSP, and unknown
// commands that do not grow /metrics.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentStore } from '../../../adapters/local/attachments.js';
import { type Harness, startHarness, wavOf } from './harness.js';

const KB = 1024;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ files: { workspaceQuotaBytes: 1024 * KB, totalQuotaBytes: 4096 * KB } });
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

const blob = (n: number, byte = 0x41) => Buffer.alloc(n, byte);
const fileUrl = async (ws: string, ch: string, id: string) => {
  const msg = (await h.messages(ws, ch)).find((m) => m.id === id);
  return `${h.url}${msg?.attachments[0]?.url}`;
};
/** The biggest value Redis holds, in bytes. */
async function largestKey(): Promise<number> {
  let largest = 0;
  let cursor = '0';
  do {
    const [next, keys] = await h.redis.scan(cursor, 'COUNT', 500);
    cursor = next;
    for (const key of keys) largest = Math.max(largest, (await h.redis.memory('USAGE', key)) ?? 0);
  } while (cursor !== '0');
  return largest;
}

describe('attachments', () => {
  it('keeps uploads on disk, not in Redis, and refuses past the workspace quota', async () => {
    const a = await h.upload(
      { workspace: 'quota', channel: 'files', user: 'asha', text: '' },
      { data: blob(400 * KB), name: 'a.bin', type: 'application/octet-stream' },
    );
    const b = await h.upload(
      { workspace: 'quota', channel: 'files', user: 'asha', text: '' },
      { data: blob(400 * KB, 0x42), name: 'b.bin', type: 'application/octet-stream' },
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    // 800 KB uploaded: on disk, under the workspace; Redis holds the two messages only.
    expect(await h.bot.local.store.files.usedBytes('quota')).toBe(800 * KB);
    expect(await largestKey()).toBeLessThan(64 * KB);
    const res = await fetch(await fileUrl('quota', 'files', b.body.id as string));
    expect(Buffer.from(await res.arrayBuffer()).equals(blob(400 * KB, 0x42))).toBe(true);

    const c = await h.upload(
      { workspace: 'quota', channel: 'files', user: 'asha', text: '' },
      { data: blob(400 * KB), name: 'c.bin', type: 'application/octet-stream' },
    );
    expect(c.status).toBe(413);
    expect(c.body.error).toMatch(/this workspace already keeps 1 MB of files \(at most 1 MB\)/);
    // Another workspace has its own quota.
    const other = await h.upload(
      { workspace: 'elsewhere', channel: 'files', user: 'asha', text: '' },
      { data: blob(400 * KB), name: 'c.bin', type: 'application/octet-stream' },
    );
    expect(other.status).toBe(201);

    // Deleting a message with an attachment gives its room back.
    const del = await fetch(`${h.url}/local/api/messages/${a.body.id}?user=asha`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    const again = await h.upload(
      { workspace: 'quota', channel: 'files', user: 'asha', text: '' },
      { data: blob(400 * KB), name: 'c.bin', type: 'application/octet-stream' },
    );
    expect(again.status).toBe(201);
  });

  it('a redelivered upload (same clientId) keeps one copy', async () => {
    const fields = { workspace: 'redeliver', channel: 'files', user: 'asha', text: '', clientId: 'up-1' };
    const file = { data: blob(100 * KB), name: 'a.bin', type: 'application/octet-stream' };
    const first = await h.upload(fields, file);
    const again = await h.upload(fields, file);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(await h.bot.local.store.files.usedBytes('redeliver')).toBe(100 * KB);
  });

  it('expires files', async () => {
    const store = h.bot.local.store;
    const kept = store.files;
    store.useFiles(new AttachmentStore({ dir: join(kept.dir, '..', 'short-lived'), ttlMs: 300 }));
    try {
      const up = await h.upload(
        { workspace: 'expiry', channel: 'files', user: 'asha', text: '' },
        { data: wavOf(Buffer.alloc(3200)), name: 'note.wav', type: 'audio/wav' },
      );
      expect(up.status).toBe(201);
      const url = await fileUrl('expiry', 'files', up.body.id as string);
      expect((await fetch(url)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      const gone = await fetch(url);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: string }).error).toMatch(/deleted or expired/);
      await store.files.sweep();
      expect(await store.files.usedBytes()).toBe(0);
    } finally {
      store.useFiles(kept);
    }
  });

  it('answers 507 with a sentence when Redis is full', async () => {
    const [, was] = (await h.redis.config('GET', 'maxmemory')) as string[];
    await h.redis.config('SET', 'maxmemory', '1');
    let res: Awaited<ReturnType<Harness['post']>>;
    try {
      res = await h.post({ workspace: 'full', channel: 'c', user: 'asha', text: 'hello' });
    } finally {
      await h.redis.config('SET', 'maxmemory', was ?? '0');
    }
    expect(res.status).toBe(507);
    expect(res.body.error).toMatch(/storage is full/);
  });

  it('says Redis is full in the language of the member who posts (Hindi)', async () => {
    const set = await h.post({
      workspace: 'full',
      channel: 'c',
      user: 'ravi',
      text: '/settings me language hi',
    });
    await h.waitFor('full', 'c', (ms) => ms.find((m) => m.bot && m.replyTo === set.body.id), {
      user: 'ravi',
    });
    const [, was] = (await h.redis.config('GET', 'maxmemory')) as string[];
    await h.redis.config('SET', 'maxmemory', '1');
    let res: Awaited<ReturnType<Harness['post']>>;
    try {
      res = await h.post({ workspace: 'full', channel: 'c', user: 'ravi', text: 'hello' });
    } finally {
      await h.redis.config('SET', 'maxmemory', was ?? '0');
    }
    expect(res.status).toBe(507);
    expect(res.body.error).toBe(
      'चैट की स्टोरेज भर गई है, इसलिए अब कुछ भी नया सहेजा नहीं जा सकता: इसे चलाने वाले से जगह बनाने को कहिए',
    );
  });

  it('/readyz says so while Redis is full', async () => {
    const [, was] = (await h.redis.config('GET', 'maxmemory')) as string[];
    await h.redis.config('SET', 'maxmemory', '1');
    let res: Response;
    try {
      res = await fetch(`${h.url}/readyz`);
    } finally {
      await h.redis.config('SET', 'maxmemory', was ?? '0');
    }
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/^not ready: redis is full/);
    expect((await fetch(`${h.url}/readyz`)).status).toBe(200);
  });

  it('serves HTML and SVG uploads as sandboxed downloads, images and audio inline', async () => {
    const evil = '<script>fetch("/local/api/messages",{method:"POST"})</script>';
    const html = await h.upload(
      { workspace: 'xss', channel: 'c', user: 'mallory', text: '' },
      { data: Buffer.from(`<html>${evil}</html>`), name: 'page.html', type: 'text/html' },
    );
    const svg = await h.upload(
      { workspace: 'xss', channel: 'c', user: 'mallory', text: '' },
      {
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${evil}</svg>`),
        name: 'x.svg',
        type: 'image/svg+xml',
      },
    );
    for (const up of [html, svg]) {
      const res = await fetch(await fileUrl('xss', 'c', up.body.id as string));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; sandbox/);
    }
    const wav = await h.upload(
      { workspace: 'xss', channel: 'c', user: 'asha', text: '' },
      { data: wavOf(Buffer.alloc(3200)), name: 'note.wav', type: 'audio/wav' },
    );
    const res = await fetch(await fileUrl('xss', 'c', wav.body.id as string));
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the page under a CSP that runs only its own scripts', async () => {
    const res = await fetch(`${h.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('members change only their own messages', () => {
  it('refuses edits and deletes of another member’s message, admins included', async () => {
    const { body } = await h.post({ workspace: 'own', channel: 'c', user: 'asha', text: 'mine' });
    const id = body.id as string;
    const asAdmin = await fetch(`${h.url}/local/api/messages/${id}?user=admin`, { method: 'DELETE' });
    expect(asAdmin.status).toBe(403);
    expect(((await asAdmin.json()) as { error: string }).error).toBe('only its author can delete a message');
    const edit = await fetch(`${h.url}/local/api/messages/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'bob', text: 'not yours' }),
    });
    expect(edit.status).toBe(403);
    expect((await h.messages('own', 'c')).find((m) => m.id === id)?.text).toBe('mine');
    const mine = await fetch(`${h.url}/local/api/messages/${id}?user=asha`, { method: 'DELETE' });
    expect(mine.status).toBe(204);
  });
});

describe('metrics', () => {
  it('counts unknown commands under one label', async () => {
    for (const name of ['nosuchcmd1', 'nosuchcmd2', 'nosuchcmd3']) {
      const { body } = await h.post({ workspace: 'metrics', channel: 'c', user: 'asha', text: `/${name}` });
      await h.waitFor('metrics', 'c', (msgs) => msgs.find((m) => m.bot && m.replyTo === body.id));
    }
    const text = await (await fetch(`${h.url}/metrics`)).text();
    expect(text).not.toMatch(/nosuchcmd/);
    expect(text).toMatch(/dubash_commands_total\{name="unknown",outcome="error"\} [3-9]/);
  });
});

describe('long voice notes', () => {
  it('a 65 s MP3 goes to batch STT (its length read from its frames) and is answered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dubash-long-'));
    const path = join(dir, 'long.mp3');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '65',
      path,
    ]);
    const mp3 = readFileSync(path);
    rmSync(dir, { recursive: true, force: true });
    const calls = async (operation: string) => {
      const text = await (await fetch(`${h.url}/metrics`)).text();
      const m = new RegExp(`dubash_api_calls_total\\{operation="${operation}",status="200"\\} (\\d+)`).exec(
        text,
      );
      return Number(m?.[1] ?? 0);
    };
    const [batchBefore, fileBefore] = [await calls('transcribeBatch'), await calls('transcribeFile')];
    const up = await h.upload(
      { workspace: 'voice', channel: 'long', user: 'asha', text: '/transcribe' },
      { data: mp3, name: 'long.mp3', type: 'audio/mpeg' },
    );
    expect(up.status).toBe(201);
    const answer = await h.waitFor(
      'voice',
      'long',
      (msgs) => msgs.find((m) => m.bot && m.replyTo === up.body.id && m.kind !== 'notice'),
      { timeoutMs: 120_000 },
    );
    expect(answer.text).toBe('I heard no speech in that recording.');
    expect(await calls('transcribeBatch')).toBe(batchBefore + 1);
    expect(await calls('transcribeFile')).toBe(fileBefore);
  }, 150_000);
});
