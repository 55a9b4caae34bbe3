// `/dubash settings` alone opens the settings modal; saving it runs the settings commands through
// the core (admin check included), answered to the member alone. App Home: the member's language,
// and for admins the workspace, this month's usage bar and privacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeData } from '../../../adapters/slack/build.js';
import { SettingsStore } from '../../../src/settings/store.js';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({
    adapter: (_e, redis) => ({ home: homeData(redis, new SettingsStore(redis)) }),
  });
}, 60_000);
afterAll(() => h?.close());

const blocksText = (view: Record<string, unknown>) => JSON.stringify(view.blocks);

describe('Slack settings modal and App Home', () => {
  it('/dubash settings alone opens the modal; saving it applies what the member may change and refuses the rest', async () => {
    const { responseUrl, delivery } = await h.emulator.slash(MEMBERS.asha.id, 'settings');
    expect(delivery.status).toBe(200);
    const opened = await until(() => h.emulator.views('views.open')[0], 'views.open');
    expect(opened.view.callback_id).toBe('dubash_settings');
    expect(String(opened.params.trigger_id)).toMatch(/\./);
    const saved = await h.emulator.submitView(MEMBERS.asha.id, opened.view, {
      me_language: 'ta',
      channel_ocr: 'on',
    });
    expect(saved.status).toBe(200);
    const done = await until(
      () =>
        h.emulator.responses.find(
          (r) => r.url === responseUrl && /Your language is now Tamil/.test(String(r.body.text)),
        ),
      'the change said',
    );
    expect(done.body.response_type).toBe('ephemeral');
    const refused = await until(
      () =>
        h.emulator.responses.find(
          (r) => r.url === responseUrl && /Only workspace admins/.test(String(r.body.text)),
        ),
      'the refusal',
    );
    expect(refused.body.response_type).toBe('ephemeral');
    // Nothing about it in the channel for everyone.
    expect(h.emulator.botMessages('C0GENERAL1').filter((m) => !m.visibleTo)).toHaveLength(0);
  }, 30_000);

  it("App Home shows the member's language; an admin also sees the workspace, usage and privacy", async () => {
    await h.emulator.deliver(
      h.emulator.eventBody({
        type: 'app_home_opened',
        user: MEMBERS.asha.id,
        channel: 'D0ASHA0001',
        tab: 'home',
      }),
    );
    const asha = await until(
      () => h.emulator.views('views.publish').find((v) => v.params.user_id === MEMBERS.asha.id),
      "Asha's home",
    );
    expect(asha.view.type).toBe('home');
    expect(blocksText(asha.view)).toMatch(/My language:\*? ta/);
    expect(blocksText(asha.view)).not.toMatch(/Workspace \(admins\)/);
    await h.emulator.slash(MEMBERS.admin.id, 'settings workspace budget characters 1000');
    await until(
      () =>
        h.emulator.responses.find(
          (r) => /budget/i.test(String(r.body.text)) && /^Done/.test(String(r.body.text)),
        ),
      'the budget',
    );
    await h.emulator.deliver(
      h.emulator.eventBody({
        type: 'app_home_opened',
        user: MEMBERS.admin.id,
        channel: 'D0ADMIN001',
        tab: 'home',
      }),
    );
    const admin = await until(
      () => h.emulator.views('views.publish').find((v) => v.params.user_id === MEMBERS.admin.id),
      "the admin's home",
    );
    const text = blocksText(admin.view);
    expect(text).toMatch(/Workspace \(admins\)/);
    expect(text).toMatch(/Characters translated: [▓░]{10} \d+% \([\d,]+ of 1,000\)/);
    expect(text).toMatch(/API logging/);
  }, 30_000);
});
