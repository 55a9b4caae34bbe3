// The web chat's file quotas bind the bot's own files too (issue 18: three /speak replies of
// 10.4 MB WAV each took the store to 44 MB against a 12 MB total, and every new workspace name got
// a fresh quota): speech is kept as OGG/Opus, every reply's file counts under its workspace and in
// the total, and past either a member reads why there is no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type WireMessage } from './harness.js';

const KB = 1024;
const WORKSPACE_QUOTA = 32 * KB;
const TOTAL_QUOTA = 80 * KB;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ files: { workspaceQuotaBytes: WORKSPACE_QUOTA, totalQuotaBytes: TOTAL_QUOTA } });
}, 60_000);

afterAll(async () => {
  await h?.close();
}, 60_000);

const files = () => h.bot.local.store.files;
const upload = (workspace: string, bytes: number) =>
  h.upload(
    { workspace, channel: 'files', user: 'asha', text: '' },
    { data: Buffer.alloc(bytes, 1), name: 'filler.bin', type: 'application/octet-stream' },
  );

/** Posts /speak hello in `workspace` and returns the bot's answer. */
async function speak(workspace: string): Promise<WireMessage> {
  const { body } = await h.post({ workspace, channel: 'c', user: 'asha', text: '/speak hello' });
  return h.waitFor(workspace, 'c', (msgs) => msgs.find((m) => m.bot && m.replyTo === body.id));
}

describe('the bot’s files under the quotas', () => {
  it('keeps speech as OGG/Opus, counted under the workspace', async () => {
    const reply = await speak('counted');
    const audio = reply.attachments[0];
    expect(audio?.mimeType).toBe('audio/ogg');
    expect(audio?.name).toMatch(/\.ogg$/);
    const res = await fetch(`${h.url}${audio?.url}`);
    const data = Buffer.from(await res.arrayBuffer());
    expect(data.toString('latin1', 0, 4)).toBe('OggS');
    expect(data.subarray(0, 200).includes('OpusHead')).toBe(true);
    expect(await files().usedBytes('counted')).toBe(data.length);
  });

  it('a reply past the workspace quota says so instead of keeping the file', async () => {
    expect((await upload('full-ws', WORKSPACE_QUOTA - 256)).status).toBe(201);
    const reply = await speak('full-ws');
    expect(reply.kind).toBe('error');
    expect(reply.attachments).toEqual([]);
    expect(reply.text).toMatch(/^I made the audio, but could not keep it: this workspace already keeps/);
    expect(await files().usedBytes('full-ws')).toBe(WORKSPACE_QUOTA - 256);
  });

  it('a member who reads Hindi reads why in Hindi, for a reply and for an upload', async () => {
    const ref = { platform: 'local', workspaceId: 'full-ws', channelId: 'c' } as const;
    await h.bot.settings.set('member', ref, { language: 'hi' }, 'ravi');
    const { body } = await h.post({ workspace: 'full-ws', channel: 'c', user: 'ravi', text: '/speak hello' });
    const reply = await h.waitFor(
      'full-ws',
      'c',
      (msgs) => msgs.find((m) => m.bot && m.replyTo === body.id),
      {
        user: 'ravi',
      },
    );
    expect(reply.kind).toBe('error');
    expect(reply.text).toMatch(
      /^मैंने ऑडियो बना दिया, पर उसे रख नहीं सका: इस वर्कस्पेस में पहले से 0 MB की फ़ाइलें रखी हैं \(ज़्यादा से ज़्यादा 0 MB\): .+ \(7 दिन बाद\)।$/,
    );
    const refused = await h.upload(
      { workspace: 'full-ws', channel: 'files', user: 'ravi', text: '' },
      { data: Buffer.alloc(KB, 1), name: 'more.bin', type: 'application/octet-stream' },
    );
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatch(/^इस वर्कस्पेस में पहले से 0 MB की फ़ाइलें रखी हैं/);
    // an English reader's refusal is as it was
    const english = await upload('full-ws', KB);
    expect(english.body.error).toMatch(/^this workspace already keeps 0 MB of files \(at most 0 MB\)/);
  });

  it('the total binds whatever new workspace name asks, for replies and uploads', async () => {
    // Fresh workspace names, each under its own quota, until the total is nearly taken.
    for (let n = 0; TOTAL_QUOTA - (await files().usedBytes()) > 512; n++) {
      const room = TOTAL_QUOTA - (await files().usedBytes());
      expect((await upload(`fresh-${n}`, Math.min(room - 256, WORKSPACE_QUOTA - 256))).status).toBe(201);
    }
    const reply = await speak('fresh-speaker');
    expect([reply.kind, reply.text]).toEqual([
      'error',
      'I made the audio, but could not keep it: the chat has no room for more files right now: try again later, or ask its operator to make room.',
    ]);
    const late = await upload('fresh-late', KB);
    expect(late.status).toBe(507);
    expect(await files().usedBytes()).toBeLessThanOrEqual(TOTAL_QUOTA);
  });
});
