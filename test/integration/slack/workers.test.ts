// A worker in another process (its own Slack adapter, never receiving) follows up on a slash
// command through the job's interaction handle: `/dubash speak` of a long text shows a progress
// notice through response_url, then the worker uploads the speech and removes the notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({ separateWorkers: true });
}, 60_000);
afterAll(() => h?.close());

describe('Slack with separate workers', () => {
  it('/dubash speak of a long text: progress through response_url, speech uploaded by the worker, progress removed', async () => {
    const text = 'The quarterly review is on Friday and everyone should bring their notes. '.repeat(6);
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, `speak ${text}`);
    const progress = await until(
      () => h.emulator.responses.find((r) => r.url === responseUrl && /Recording/.test(String(r.body.text))),
      'the progress notice',
    );
    expect(progress.body.response_type).toBe('in_channel');
    const complete = await until(
      () => h.emulator.calls.find((c) => c.method === 'files.completeUploadExternal' && c.ok),
      'the upload by the worker',
      40_000,
    );
    expect(complete.params.channel_id).toBe('C0GENERAL1');
    await until(
      () => h.emulator.responses.find((r) => r.url === responseUrl && r.body.delete_original === true),
      'the notice removed',
    );
    expect(h.emulator.visible('C0GENERAL1', MEMBERS.ravi.id).some((m) => /Recording/.test(m.text))).toBe(
      false,
    );
    expect(h.errors).toEqual([]);
  }, 45_000);
});
