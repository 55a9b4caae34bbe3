// `/dubash settings` alone opens the settings modal; saving it runs the settings commands through
// the core (admin check included), answered to the member alone. App Home: the member's language,
// and for admins the workspace, this month's usage bar and privacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeData } from '../../../adapters/slack/build.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({
    adapter: (_e, redis) => ({ home: homeData(new RedisUsageMeter(redis), new SettingsStore(redis)) }),
  });
}, 60_000);
afterAll(() => h?.close());

const blocksText = (view: Record<string, unknown>) => JSON.stringify(view.blocks);

describe('Slack settings modal and App Home', () => {
  it('/dubash settings alone opens the modal; saving it applies what the member may change and refuses the rest', async () => {
    const { responseUrl, delivery } = await h.emulator.slash(MEMBERS.asha.id, 'settings');
    expect(delivery.status).toBe(200);
    const opened = await until(() => h.emulator.views('views.open')[0], 'views.open');
    expect(opened.view.callback_id).toBe('dubash_form');
    expect(String(opened.params.trigger_id)).toMatch(/\./);
    const saved = await h.emulator.submitView(MEMBERS.asha.id, opened.view, {
      me_language: 'ta',
      channel_ocr: 'on',
    });
    expect(saved.status).toBe(200);
    const done = await until(
      () => h.emulator.responses.find((r) => r.url === responseUrl && /மொழி: தமிழ்/.test(String(r.body.text))),
      'the change said',
    );
    expect(done.body.response_type).toBe('ephemeral');
    const refused = await until(
      () =>
        h.emulator.responses.find(
          // in Tamil once her own change (me_language ta) is saved before it
          (r) => r.url === responseUrl && /Only workspace admins|நிர்வாகிகள் மட்டுமே/.test(String(r.body.text)),
        ),
      'the refusal',
    );
    expect(refused.body.response_type).toBe('ephemeral');
    // Nothing about it in the channel for everyone.
    expect(h.emulator.botMessages('C0GENERAL1').filter((m) => !m.visibleTo)).toHaveLength(0);
  }, 30_000);

  it('the App Home button opens the settings modal; saving it answers in the DM and redraws the home', async () => {
    const payload = {
      type: 'block_actions',
      user: { id: MEMBERS.ravi.id, username: 'ravi', name: 'Ravi', team_id: 'T0TEAM0001' },
      api_app_id: 'A0DUBASH01',
      token: 'ZZZZZZWSxiZZZ2yIvs3peJ',
      container: { type: 'view', view_id: 'V0HOME0001' },
      trigger_id: '7777777777.2222222222.0011223344556677',
      team: { id: 'T0TEAM0001', domain: 'dubash-test' },
      view: { id: 'V0HOME0001', type: 'home', blocks: [] },
      actions: [
        { action_id: 'home_settings', block_id: 'h1', type: 'button', action_ts: '1700000400.000100' },
      ],
    };
    const r = await h.emulator.deliverRaw(
      new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(r.status).toBe(200);
    const opened = await until(
      () => h.emulator.views('views.open').find((v) => v.params.trigger_id === payload.trigger_id),
      'the modal from App Home',
    );
    const dm = `D${MEMBERS.ravi.id.slice(1)}`;
    expect(JSON.parse(String(opened.view.private_metadata)).channel).toBe(dm);
    await h.emulator.submitView(MEMBERS.ravi.id, opened.view, { me_language: 'bn' });
    await until(
      // Ravi's Slack is in Hindi (locale hi-IN), but he chose Bengali: the confirmation is in Bengali
      () => h.emulator.botMessages(dm).find((m) => /ভাষা: বাংলা/.test(m.text)),
      'the answer in the DM',
    );
    const home = await until(
      () => h.emulator.views('views.publish').find((v) => v.params.user_id === MEMBERS.ravi.id),
      "Ravi's home redrawn",
    );
    // in the language Ravi now reads dubash in: Bengali
    expect(blocksText(home.view)).toMatch(/আমার ভাষা:\*? bn/);
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
    // Asha chose Tamil (her Slack is in English): her home is in Tamil
    expect(blocksText(asha.view)).toMatch(/என் மொழி:\*? ta/);
    expect(blocksText(asha.view)).toMatch(/என் அமைப்புகளை மாற்று/);
    expect(blocksText(asha.view)).not.toMatch(/வொர்க்ஸ்பேஸ் \(நிர்வாகிகள்\)|Workspace \(admins\)/);
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
