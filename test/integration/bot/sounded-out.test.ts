// Without a glossary entry or an MT server the local API answers English → Hindi with a
// transliteration (apiStatus 10). The reader is told it was only sounded out, never that it was
// translated; admins hear once per workspace how to get real translation.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type WireMessage } from './harness.js';

let h: Harness;
let dir: string;
const WS = 'newcomers';
const NOTE =
  'sounded out in Devanagari; no translation engine for en→hi here — set LOCAL_MT_URL or use the Language Services API';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dubash-sounded-out-'));
  const glossary = join(dir, 'glossary.csv');
  await writeFile(glossary, 'source,target,src,tgt,domain,moderated\nthank you,धन्यवाद,en,hi,generic,true\n');
  h = await startHarness({ localApi: { lookupFile: glossary } });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

const repliesTo = (id: string) => (msgs: WireMessage[]) => msgs.filter((m) => m.bot && m.replyTo === id);
const adminNotices = (msgs: WireMessage[]) => msgs.filter((m) => m.bot && m.text.startsWith('Admins:'));

async function say(channel: string, user: string, text: string, count = 1): Promise<WireMessage[]> {
  const { body } = await h.post({ workspace: WS, channel, user, text });
  return h.waitFor(
    WS,
    channel,
    (msgs) => {
      const got = repliesTo(body.id as string)(msgs);
      return got.length >= count ? got : undefined;
    },
    { user },
  );
}

describe('a transliteration standing in for a translation', () => {
  it('/translate says the Hindi was sounded out, not translated, and tells admins once', async () => {
    // one message: the transliteration, and under it what it is
    const replies = await say('general', 'admin', '/translate to hi good morning team');
    const [text, note] = replies[0]?.text.split('\n') ?? [];
    expect(text).toMatch(/^[\u0900-\u097F ]+$/);
    expect(note).toBe(`(${NOTE[0]?.toUpperCase()}${NOTE.slice(1)}.)`);
    const admins = adminNotices(await h.messages(WS, 'general', 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.text).toContain('English → Hindi was only sounded out');
    expect(admins[0]?.text).toContain('LOCAL_MT_URL');
    // a member who is not an admin does not see the admins' notice
    expect(adminNotices(await h.messages(WS, 'general', 'asha'))).toHaveLength(0);

    // once per workspace: another channel, another sentence, no second admin notice
    const again = await say('random', 'admin', '/translate to hi,ta where is the report');
    expect(again[0]?.text).toMatch(
      /^Hindi \(sounded out, not translated\): .+\nTamil \(sounded out, not translated\): .+\n\(Hindi: /,
    );
    expect(again[0]?.text).toContain(
      `(Hindi: ${NOTE}.\nTamil: sounded out in Tamil script; no translation engine for en→ta here — set LOCAL_MT_URL or use the Language Services API.)`,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(adminNotices(await h.messages(WS, 'random', 'admin'))).toHaveLength(0);
  });

  it('a cached transliteration is still reported as one', async () => {
    const [reply] = await say('general', 'asha', '/translate to hi good morning team');
    expect(reply?.text.split('\n')[1]).toBe(`(${NOTE[0]?.toUpperCase()}${NOTE.slice(1)}.)`);
  });

  it('a member who reads Tamil gets the note in Tamil, and the labels too', async () => {
    await say('general', 'ravi', '/settings me language ta');
    const [one] = await say('general', 'ravi', '/translate to hi good morning team');
    expect(one?.text.split('\n')[1]).toBe(
      '(தேவநாகரி எழுத்தில் ஒலிபெயர்ப்பு மட்டுமே, மொழிபெயர்ப்பு அல்ல; இங்கே en→hi இணைக்கு மொழிபெயர்ப்பு இயந்திரம் இல்லை — LOCAL_MT_URL அமையுங்கள் அல்லது Language Services API-ஐப் பயன்படுத்துங்கள்.)',
    );
    const [two] = await say('general', 'ravi', '/translate to hi,bn good morning team');
    expect(two?.text).toMatch(
      /^இந்தி \(ஒலிபெயர்ப்பு மட்டும், மொழிபெயர்ப்பு அல்ல\): .+\nவங்காளம் \(ஒலிபெயர்ப்பு மட்டும், மொழிபெயர்ப்பு அல்ல\): .+\n\(இந்தி: தேவநாகரி எழுத்தில் /,
    );
    expect(two?.text).toContain('\nவங்காளம்: வங்காளம் எழுத்தில் ஒலிபெயர்ப்பு மட்டுமே');
  });

  it('a real translation (a glossary entry) carries no note', async () => {
    const replies = await say('general', 'asha', '/translate to hi thank you');
    await new Promise((r) => setTimeout(r, 300));
    const all = repliesTo(replies[0]?.replyTo as string)(await h.messages(WS, 'general', 'asha'));
    expect(all.map((m) => m.text)).toEqual(['धन्यवाद']);
  });

  it("the web chat labels a member's sounded-out view as such, not as translated", async () => {
    const ch = 'mixed';
    await say(ch, 'admin', '/settings channel translate members');
    await say(ch, 'meera', '/settings me language hi');
    await say(ch, 'john', '/settings me language en');
    const { body } = await h.post({
      workspace: WS,
      channel: ch,
      user: 'john',
      text: 'good evening everyone',
    });
    const seen = await h.waitFor(
      WS,
      ch,
      (msgs) => msgs.find((m) => m.id === body.id && m.text !== m.original && m.original),
      {
        user: 'meera',
      },
    );
    expect(seen.text).toMatch(/[\u0900-\u097F]/);
    expect((seen as WireMessage & { soundedOut?: string }).soundedOut).toBe(NOTE);

    const thanks = await h.post({ workspace: WS, channel: ch, user: 'john', text: 'thank you' });
    const translated = await h.waitFor(
      WS,
      ch,
      (msgs) => msgs.find((m) => m.id === thanks.body.id && m.original),
      {
        user: 'meera',
      },
    );
    expect(translated.text).toBe('धन्यवाद');
    expect((translated as WireMessage & { soundedOut?: string }).soundedOut).toBeUndefined();
  });
});
