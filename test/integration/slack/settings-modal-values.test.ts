// `/dubash settings` opens the modal with the settings in force already chosen (the member's
// language and script, the channel's translation, transcription and OCR); saving it with only one
// field changed changes only that one (a member is not refused for channel fields left alone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formInput } from '../../../adapters/slack/build.js';
import { slackConversation } from '../../../adapters/slack/ids.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

const CHANNEL = 'C0GENERAL1';
let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({
    adapter: (_e, redis) => ({ formInput: formInput(new SettingsStore(redis)) }),
  });
}, 60_000);
afterAll(() => h?.close());

type Block = { block_id?: string; element?: { initial_option?: { value: string; text: { text: string } } } };
const initial = (view: Record<string, unknown>) =>
  Object.fromEntries(
    ((view.blocks ?? []) as Block[])
      .filter((b) => b.block_id)
      .map((b) => [b.block_id, b.element?.initial_option?.text.text]),
  );

describe('Slack settings modal: the values in force', () => {
  it('opens with the member’s and the channel’s settings chosen; one change saves only that', async () => {
    const ref = slackConversation('T0TEAM0001', CHANNEL);
    await h.bot.settings.set('member', ref, { language: 'ta' }, MEMBERS.asha.id);
    await h.bot.settings.set('channel', ref, {
      autoTranslate: { mode: 'languages', languages: ['hi'] },
      autoOcr: true,
      autoTranscribe: false,
    });
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'settings');
    const opened = await until(() => h.emulator.views('views.open')[0], 'views.open');
    expect(initial(opened.view)).toEqual({
      me_language: 'Tamil',
      me_script: 'Its own script',
      channel_translate: 'Hindi',
      channel_transcribe: 'Off',
      channel_ocr: 'On',
    });

    // Asha changes her language only; the channel fields are submitted at their values.
    const saved = await h.emulator.submitView(MEMBERS.asha.id, opened.view, { me_language: 'hi' });
    expect(saved.status).toBe(200);
    await until(
      () =>
        h.emulator.responses.find(
          // Asha reads Tamil (her setting when she saved): the confirmation is in Tamil
          (r) => r.url === responseUrl && /மொழி: இந்தி/.test(String(r.body.text)),
        ),
      'the change said',
    );
    await new Promise((r) => setTimeout(r, 1_000));
    const texts = h.emulator.responses.filter((r) => r.url === responseUrl).map((r) => String(r.body.text));
    expect(
      texts.some((t) => /Only workspace admins|நிர்வாகிகள் மட்டுமே/.test(t)),
      texts.join(' | '),
    ).toBe(false);
    expect(texts).toHaveLength(1);
    expect((await h.bot.settings.get('member', ref, MEMBERS.asha.id)).language).toBe('hi');
  }, 30_000);
});
