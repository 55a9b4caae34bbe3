// A Hindi reader's /transcribe of English speech, in the web chat against the local API (whose
// pocketsphinx hears English only): the English transcript, marked as heard in English, where
// it used to be "I could not transcribe that audio (no decoder for given args)". Speech that is in
// no language the engine serves gets one sentence naming what it cannot hear.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Harness, startHarness, type WireMessage, wavOf } from './harness.js';

let h: Harness;
const WS = 'first-hour';

beforeAll(async () => {
  h = await startHarness();
  await h.post({ workspace: WS, channel: 'voice', user: 'meera', text: '/settings me language hi' });
}, 60_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

const answerTo = (id: string) => (msgs: WireMessage[]) =>
  msgs.find((m) => m.bot && m.replyTo === id && m.kind !== 'notice');

async function transcribe(pcm: Buffer): Promise<string> {
  const { status, body } = await h.upload(
    { workspace: WS, channel: 'voice', user: 'meera', text: '/transcribe' },
    { data: wavOf(pcm), name: 'voice-note.wav', type: 'audio/wav' },
  );
  expect(status).toBe(201);
  const reply = await h.waitFor(WS, 'voice', answerTo(body.id as string), {
    user: 'meera',
    timeoutMs: 60_000,
  });
  return reply.text;
}

it("a Hindi reader's English voice note is transcribed in English, and says so", async () => {
  const text = await transcribe(await readFile('/usr/share/pocketsphinx/test/data/goforward.raw'));
  expect(text.toLowerCase()).toContain('forward');
  // Meera reads Hindi, so the note is in Hindi (catalog key transcribe.heardAs).
  expect(text).toContain('(अंग्रेज़ी मानकर लिखा गया: बोली पहचानने वाली सेवा हिन्दी नहीं पहचानती।)');
  expect(text).not.toMatch(/no decoder/);
}, 90_000);

it('speech in no language the engine serves: one sentence naming what it cannot hear', async () => {
  const silence = Buffer.alloc(16_000 * 2 * 2); // 2 s: nothing to identify
  const text = await transcribe(silence);
  // in Meera's Hindi (catalog key transcribe.cannotHear)
  expect(text).toMatch(/^मैं यह रिकॉर्डिंग लिख नहीं सका: बोली पहचानने वाली सेवा हिन्दी नहीं पहचानती/);
  expect(text).toContain('सिर्फ़ अंग्रेज़ी');
  expect(text).not.toMatch(/no decoder|clearer or longer/);
}, 90_000);

it("auto-transcribe of a Hindi member's English voice note gives the English transcript", async () => {
  await h.post({ workspace: WS, channel: 'auto', user: 'admin', text: '/settings channel transcribe on' });
  await h.post({ workspace: WS, channel: 'auto', user: 'meera', text: '/settings me language hi' });
  const pcm = await readFile('/usr/share/pocketsphinx/test/data/goforward.raw');
  const { body } = await h.upload(
    { workspace: WS, channel: 'auto', user: 'meera', text: '' },
    { data: wavOf(pcm), name: 'voice-note.wav', type: 'audio/wav' },
  );
  const reply = await h.waitFor(WS, 'auto', answerTo(body.id as string), {
    user: 'meera',
    timeoutMs: 60_000,
  });
  expect(reply.text.toLowerCase()).toContain('forward');
  expect(reply.text).not.toMatch(/no decoder/);
}, 90_000);
