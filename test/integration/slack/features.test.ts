// The Slack adapter end to end through the local Language Services API: admin refusals, the
// member's Slack locale as their language, auto-translation in threads following edits and
// deletes with mrkdwn intact, shortcuts on a voice clip (progress updated in place), an image
// (OCR) and text (speech uploaded with the external upload flow), Slack's sign-in page instead of
// a file, and Web API faults (429, missing_scope, not_in_channel).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const C = 'C0GENERAL1';

let h: SlackHarness;
let voice: Buffer;
let photo: Buffer;
let clip: Buffer;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dubash-slack-media-'));
  const ogg = join(dir, 'goforward.ogg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1'],
    ...['-i', '/usr/share/pocketsphinx/test/data/goforward.raw', '-c:a', 'libopus', '-b:a', '32k', ogg],
  ]);
  voice = readFileSync(ogg);
  const png = join(dir, 'hello.png');
  execFileSync('convert', [
    ...['-size', '600x120', 'xc:white', '-font', '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf'],
    ...['-fill', 'black', '-pointsize', '48', '-annotate', '+20+80', 'Hello Team', png],
  ]);
  photo = readFileSync(png);
  const mp4 = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=240x240:d=3'],
    ...['-f', 's16le', '-ar', '16000', '-ac', '1', '-i', '/usr/share/pocketsphinx/test/data/goforward.raw'],
    ...['-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-movflags', '+faststart', mp4],
  ]);
  clip = readFileSync(mp4);
  rmSync(dir, { recursive: true, force: true });
  h = await startSlackHarness();
}, 60_000);
afterAll(() => h?.close());

const bot = () => h.emulator.team().botUserId;
const inThread = (ts: string) => h.emulator.botMessages(C).filter((m) => m.thread_ts === ts && !m.visibleTo);

describe('Slack: members, admins and settings', () => {
  it('a member who is not an admin is refused channel settings, ephemerally; an admin is not', async () => {
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'settings channel transcribe off');
    const refusal = await until(() => h.emulator.responses.find((r) => r.url === responseUrl), 'the refusal');
    expect(refusal.body.response_type).toBe('ephemeral');
    expect(String(refusal.body.text)).toMatch(/Only workspace admins can change channel settings/);
    // Typed as a mention in the channel, the refusal is still for the member alone.
    const { ts } = await h.emulator.post(MEMBERS.asha.id, `<@${bot()}> settings channel ocr on`);
    const eph = await until(
      () =>
        h.emulator.messages.find(
          (m) =>
            m.visibleTo === MEMBERS.asha.id && m.thread_ts === ts && /Only workspace admins/.test(m.text),
        ),
      'the ephemeral refusal',
    );
    expect(eph.text).toMatch(/^:warning:/);
    expect(inThread(ts)).toHaveLength(0);
    const ok = await h.emulator.slash(MEMBERS.admin.id, 'settings channel transcribe off');
    const done = await until(
      () => h.emulator.responses.find((r) => r.url === ok.responseUrl),
      'the admin answer',
    );
    expect(String(done.body.text)).toMatch(/^Done\./);
  }, 30_000);

  it("a member's Slack locale (users.info with include_locale) is their language until they choose one", async () => {
    const { responseUrl } = await h.emulator.slash(MEMBERS.ravi.id, 'translate good morning friends');
    const answer = await until(
      () => h.emulator.responses.find((r) => r.url === responseUrl && DEVANAGARI.test(String(r.body.text))),
      "Ravi's answer in Hindi",
    );
    expect(answer.body.response_type).toBe('ephemeral');
    const info = h.emulator.calls.filter(
      (c) => c.method === 'users.info' && c.params.user === MEMBERS.ravi.id,
    );
    expect(info.length).toBeGreaterThan(0);
    expect(info.every((c) => String(c.params.include_locale) === 'true')).toBe(true);
  }, 30_000);
});

describe('Slack: auto-translation in threads', () => {
  it('translates into the thread, keeps mrkdwn, re-translates an edit in place and deletes with the source', async () => {
    await h.emulator.slash(MEMBERS.admin.id, 'settings channel translate hi');
    await until(
      () =>
        h.emulator.responses.find(
          (r) => /translat/i.test(String(r.body.text)) && /^Done/.test(String(r.body.text)),
        ),
      'the setting',
    );
    const text =
      'Good morning <@U0RAVI0001>, see <#C0GENERAL1|general> and <https://example.com|the site> :smile: `npm start` <!here>';
    const { ts } = await h.emulator.post(MEMBERS.asha.id, text);
    const answer = await until(() => inThread(ts).find((m) => DEVANAGARI.test(m.text)), 'the translation');
    for (const token of [
      '<@U0RAVI0001>',
      '<#C0GENERAL1|general>',
      '<https://example.com|the site>',
      ':smile:',
      '`npm start`',
      '<!here>',
    ])
      expect(answer.text).toContain(token);
    const before = answer.text;
    await h.emulator.edit(MEMBERS.asha.id, ts, 'Good night <@U0RAVI0001>, sleep well');
    await until(
      () => (answer.text !== before && DEVANAGARI.test(answer.text) ? true : undefined),
      'the edit',
    );
    expect(inThread(ts)).toHaveLength(1);
    expect(h.emulator.calls.some((c) => c.method === 'chat.update' && c.params.ts === answer.ts)).toBe(true);
    await h.emulator.remove(ts);
    await until(() => (inThread(ts).length === 0 ? true : undefined), 'the answer deleted');
    await h.emulator.slash(MEMBERS.admin.id, 'settings channel translate off');
  }, 40_000);
});

describe('Slack: shortcuts and files', () => {
  it('the transcribe shortcut on a voice clip: a progress notice in the thread, updated in place with the transcript', async () => {
    const file = h.emulator.addFile(voice, {
      name: 'audio_message.ogg',
      mimetype: 'audio/ogg',
      subtype: 'slack_audio',
    });
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, '', { files: [file] });
    const { delivery } = await h.emulator.shortcut(MEMBERS.asha.id, 'transcribe', ts);
    expect(delivery.status).toBe(200);
    const transcript = await until(
      () => inThread(ts).find((m) => /go forward/i.test(m.text)),
      'the transcript',
      40_000,
    );
    expect(transcript.text).toMatch(/^🎙️/);
    const update = h.emulator.calls.find((c) => c.method === 'chat.update' && c.params.ts === transcript.ts);
    expect(update).toBeDefined();
    // The file was fetched with the bot token.
    expect(inThread(ts)).toHaveLength(1);
  }, 45_000);

  it('a huddle or video clip (mp4) has its sound transcribed', async () => {
    const file = h.emulator.addFile(clip, {
      name: 'huddle_clip.mp4',
      mimetype: 'video/mp4',
      subtype: 'slack_video',
    });
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, '', { files: [file] });
    await h.emulator.shortcut(MEMBERS.asha.id, 'transcribe', ts);
    await until(() => inThread(ts).find((m) => /go forward/i.test(m.text)), 'the clip transcript', 40_000);
  }, 45_000);

  it('the ocr shortcut on an image answers with its text in the thread', async () => {
    const file = h.emulator.addFile(photo, { name: 'hello.png', mimetype: 'image/png' });
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, '', { files: [file] });
    await h.emulator.shortcut(MEMBERS.asha.id, 'ocr', ts);
    await until(() => inThread(ts).find((m) => /Hello Team/i.test(m.text)), 'the OCR text', 40_000);
  }, 45_000);

  it('the speak shortcut uploads speech into the thread with the external upload flow', async () => {
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, 'Good morning everyone');
    await h.emulator.shortcut(MEMBERS.asha.id, 'speak', ts);
    const complete = await until(
      () =>
        h.emulator.calls.find(
          (c) => c.method === 'files.completeUploadExternal' && c.params.thread_ts === ts,
        ),
      'the upload',
      40_000,
    );
    expect(h.emulator.calls.some((c) => c.method === 'files.getUploadURLExternal')).toBe(true);
    const [file] = JSON.parse(String(complete.params.files)) as { id: string }[];
    const bytes = h.emulator.uploaded(file?.id ?? '');
    expect(bytes?.length).toBeGreaterThan(1000);
    expect(['OggS', 'RIFF', 'ID3\u0003', 'fLaC']).toContain(bytes?.toString('latin1', 0, 4));
    expect(complete.params.channel_id).toBe(C);
  }, 45_000);

  it("Slack's sign-in page instead of a file is told as such, never transcribed", async () => {
    h.emulator.addTeam('T0OTHER001');
    const file = h.emulator.addFile(voice, {
      team: 'T0OTHER001',
      name: 'audio_message.ogg',
      mimetype: 'audio/ogg',
      subtype: 'slack_audio',
    });
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, '', { files: [file] });
    await h.emulator.shortcut(MEMBERS.asha.id, 'transcribe', ts);
    // The failure takes the place of the progress notice everyone saw in the thread.
    const said = await until(
      () => inThread(ts).find((m) => /sign-in page/.test(m.text)),
      'the sign-in page sentence',
      40_000,
    );
    expect(said.text).toMatch(/files:read/);
    expect(inThread(ts)).toHaveLength(1);
  }, 45_000);

  it('a shortcut that cannot act on its message tells the member alone', async () => {
    const { ts } = await h.emulator.post(MEMBERS.ravi.id, 'just words, no recording');
    const { responseUrl } = await h.emulator.shortcut(MEMBERS.asha.id, 'transcribe', ts);
    const said = await until(() => h.emulator.responses.find((r) => r.url === responseUrl), 'the answer');
    expect(String(said.body.text)).toMatch(/^:warning:/);
    expect(said.body.response_type).toBe('ephemeral');
    expect(inThread(ts)).toHaveLength(0);
  }, 45_000);
});

describe('Slack: Web API faults', () => {
  it('a 429 is retried after Retry-After and the answer still arrives', async () => {
    h.emulator.fail('chat.postMessage', { retryAfter: 1 });
    const { ts } = await h.emulator.post(MEMBERS.asha.id, `<@${bot()}> translate to hi thank you`);
    await until(() => inThread(ts).find((m) => DEVANAGARI.test(m.text)), 'the answer after a 429');
    expect(h.emulator.calls.some((c) => c.method === 'chat.postMessage' && c.status === 429)).toBe(true);
  }, 30_000);

  it('missing_scope is told once to an admin, naming the scope', async () => {
    h.emulator.fail(
      'chat.postMessage',
      { error: 'missing_scope', extra: { needed: 'chat:write.public', provided: 'chat:write' } },
      2,
    );
    await h.emulator.post(MEMBERS.asha.id, `<@${bot()}> translate to hi one`);
    await h.emulator.post(MEMBERS.asha.id, `<@${bot()}> translate to hi two`);
    const dm = await until(
      () =>
        h.emulator.messages.find(
          (m) => m.channel === `D${MEMBERS.admin.id.slice(1)}` && /chat:write\.public/.test(m.text),
        ),
      'the admin notice',
    );
    expect(dm.text).toMatch(/reinstall/);
    await h.slack.idle();
    expect(h.emulator.messages.filter((m) => /chat:write\.public/.test(m.text))).toHaveLength(1);
  }, 30_000);

  it('not_in_channel: a slash command whose answer is a file tells the member to /invite @dubash', async () => {
    h.emulator.fail('files.completeUploadExternal', { error: 'not_in_channel' });
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'speak hello friends');
    const told = await until(
      () =>
        h.emulator.responses.find(
          (r) => r.url === responseUrl && /\/invite @dubash/.test(String(r.body.text)),
        ),
      'the invite hint',
      40_000,
    );
    expect(told.body.response_type).toBe('ephemeral');
  }, 45_000);

  it('not_in_channel: the hint is in the asker’s Slack language (Ravi: hi-IN)', async () => {
    h.emulator.fail('files.completeUploadExternal', { error: 'not_in_channel' });
    const { responseUrl } = await h.emulator.slash(MEMBERS.ravi.id, 'speak hello friends');
    const told = await until(
      () =>
        h.emulator.responses.find(
          (r) => r.url === responseUrl && /\/invite @dubash/.test(String(r.body.text)),
        ),
      'the invite hint',
      40_000,
    );
    expect(String(told.body.text)).toContain('मैं इस चैनल में नहीं हूँ, इसलिए यहाँ पोस्ट नहीं कर सकता।');
  }, 45_000);
});
