// `/dubash settings` opens the modal with the settings in force already chosen (the member's
// language and script, the channel's translation, transcription and OCR); saving it with only one
// field changed changes only that one (a member is not refused for channel fields left alone).
// The modal speaks the member's language: their setting, else their Slack locale, else English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formInput } from '../../../adapters/slack/build.js';
import { slackConversation } from '../../../adapters/slack/ids.js';
import { SettingsStore } from '../../../src/core/settings-store.js';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

const CHANNEL = 'C0GENERAL1';
/** A member whose Slack is in Tamil, who never chose a language in dubash. */
const KAMALA = { id: 'U0KAMALA01', name: 'Kamala', locale: 'ta-IN' };
let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({
    adapter: (_e, redis) => ({ formInput: formInput(new SettingsStore(redis)) }),
  });
  h.emulator.addUser(KAMALA);
}, 60_000);
afterAll(() => h?.close());

type Text = { text: string };
type Block = {
  block_id?: string;
  text?: Text;
  label?: Text;
  hint?: Text;
  element?: {
    placeholder?: Text;
    initial_option?: { value: string; text: Text };
    options?: { value: string; text: Text }[];
  };
};
const initial = (view: Record<string, unknown>) =>
  Object.fromEntries(
    ((view.blocks ?? []) as Block[])
      .filter((b) => b.block_id)
      .map((b) => [b.block_id, b.element?.initial_option?.text.text]),
  );

/** Every word the modal shows, as the member reads it. */
function words(view: Record<string, unknown>) {
  const blocks = (view.blocks ?? []) as Block[];
  const inputs = blocks.filter((b) => b.block_id);
  return {
    title: (view.title as Text).text,
    submit: (view.submit as Text).text,
    close: (view.close as Text).text,
    headers: blocks.filter((b) => !b.block_id).map((b) => b.text?.text),
    labels: inputs.map((b) => b.label?.text),
    hints: inputs.map((b) => b.hint?.text).filter(Boolean),
    keep: inputs[0]?.element?.placeholder?.text,
    choices: Object.fromEntries(inputs.map((b) => [b.block_id, b.element?.options?.map((o) => o.text.text)])),
  };
}

const opened = async (user: string) => {
  const before = h.emulator.views('views.open').length;
  await h.emulator.slash(user, 'settings');
  return (await until(() => h.emulator.views('views.open')[before], 'views.open')).view;
};

describe('Slack settings modal: in the member’s language', () => {
  it('a member whose Slack is in Tamil (locale ta-IN) reads it in Tamil', async () => {
    const w = words(await opened(KAMALA.id));
    expect(w.title).toBe('dubash அமைப்புகள்');
    expect([w.submit, w.close, w.keep]).toEqual(['சேமி', 'ரத்துசெய்', 'இப்போது உள்ளபடியே வை']);
    expect(w.headers).toEqual(['உங்களுக்கு', 'இந்தச் சேனல் (நிர்வாகிகள்)']);
    expect(w.labels).toEqual([
      'என் மொழி',
      'ரோமன் எழுத்தில் உள்ள இந்தியைக் காட்டும் எழுத்துமுறை',
      'ஒவ்வொரு செய்தியையும் இந்த மொழியில் மொழிபெயர்',
      'குரல், ஹடில் கிளிப்புகளை எழுத்தாக்கு',
      'பகிரப்படும் படங்களில் உள்ள உரையைப் படி',
    ]);
    expect(w.hints).toEqual([
      'உங்களுக்கான மொழிபெயர்ப்புகள் இந்த மொழியில் வரும்.',
      'மொழிபெயர்ப்புகள் ஒவ்வொரு செய்தியின் திரியிலும் வரும்.',
    ]);
    // The languages are named in Tamil too; the choices' values stay the codes the command takes.
    expect(w.choices.me_language?.slice(0, 4)).toEqual(['ஆங்கிலம்', 'இந்தி', 'அஸ்ஸாமீஸ்', 'வங்காளம்']);
    expect(w.choices.me_language).toContain('தமிழ்');
    expect(w.choices.channel_translate?.slice(0, 3)).toEqual([
      'நிறுத்தம்',
      'ஒவ்வொரு உறுப்பினரின் மொழியிலும்',
      'ஆங்கிலம்',
    ]);
    expect(w.choices.channel_ocr).toEqual(['இயக்கம்', 'நிறுத்தம்']);
    // No English word left but the product's name.
    const shown = [w.title, w.submit, w.close, w.keep, ...w.headers, ...w.labels, ...w.hints];
    shown.push(...(Object.values(w.choices) as (string[] | undefined)[]).flatMap((c) => c ?? []));
    expect(shown.join(' ').replace(/dubash/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  }, 30_000);

  it('a member’s own choice comes before their Slack locale; with neither, English', async () => {
    const ref = slackConversation('T0TEAM0001', CHANNEL);
    // Ravi's Slack is in Hindi, but he chose Bengali
    await h.bot.settings.set('member', ref, { language: 'bn' }, MEMBERS.ravi.id);
    const bengali = words(await opened(MEMBERS.ravi.id));
    expect(bengali.title).toBe('dubash সেটিংস');
    expect(bengali.labels[0]).toBe('আমার ভাষা');
    expect(bengali.choices.me_language?.[1]).toBe('হিন্দি');
    // The admin's Slack is in English and he chose nothing
    const english = words(await opened(MEMBERS.admin.id));
    expect(english.title).toBe('dubash settings');
    expect(english.labels).toEqual([
      'My language',
      'Show romanized Hindi in',
      'Translate every message into',
      'Transcribe voice and huddle clips',
      'Read text in posted images',
    ]);
    expect(english.choices.me_language?.slice(0, 3)).toEqual(['English', 'Hindi', 'Assamese']);
    expect(english.choices.channel_ocr).toEqual(['On', 'Off']);
  }, 30_000);
});

describe('Slack settings modal: the values in force', () => {
  it('opens with the member’s and the channel’s settings chosen; one change saves only that', async () => {
    const ref = slackConversation('T0TEAM0001', CHANNEL);
    await h.bot.settings.set('member', ref, { language: 'ta' }, MEMBERS.asha.id);
    await h.bot.settings.set('channel', ref, {
      autoTranslate: { mode: 'languages', languages: ['hi'] },
      autoOcr: true,
      autoTranscribe: false,
    });
    const before = h.emulator.views('views.open').length;
    const { responseUrl } = await h.emulator.slash(MEMBERS.asha.id, 'settings');
    const opened = await until(() => h.emulator.views('views.open')[before], 'views.open');
    // Asha chose Tamil: the values in force are named in Tamil
    expect(initial(opened.view)).toEqual({
      me_language: 'தமிழ்',
      me_script: 'அதன் சொந்த எழுத்தில்',
      channel_translate: 'இந்தி',
      channel_transcribe: 'நிறுத்தம்',
      channel_ocr: 'இயக்கம்',
    });

    // Asha changes her language only; the channel fields are submitted at their values.
    const saved = await h.emulator.submitView(MEMBERS.asha.id, opened.view, { me_language: 'hi' });
    expect(saved.status).toBe(200);
    await until(
      () =>
        h.emulator.responses.find(
          // Asha read Tamil when she saved, but chose Hindi: the confirmation is in Hindi
          (r) => r.url === responseUrl && /भाषा: हिन्दी/.test(String(r.body.text)),
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
