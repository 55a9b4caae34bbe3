// The channel's moderation policy acting on severity, as a channel sees it: "hide from high"
// hides a message with a high-severity finding and only flags a milder one; /settings shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, texts } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const admin = { id: 'boss', isBot: false, isSelf: false, isAdmin: true };

describe('moderation by severity', () => {
  it('hide from high: a slur is hidden, a mild swear word only flagged, and /settings says so', async () => {
    expect(
      texts(
        await h.send('/settings channel moderation hide profanity,hate_speech from high', { author: admin }),
      ),
    ).toEqual([
      "Done. This channel's moderation is now hide (profanity, hate_speech), from high severity (milder findings flagged).",
    ]);
    expect(texts(await h.send('/settings'))[0]).toMatch(
      /Moderation: hide \(profanity, hate_speech\), from high severity \(milder findings flagged\)/,
    );

    const slur = await h.send('तू भड़वा है');
    expect(slur).toMatchObject([{ type: 'notice', action: { type: 'delete' } }]);
    expect(texts(slur)[0]).toMatch(/hidden because it contains profanity/);

    const mild = await h.send('साले, फिर देर से आया');
    expect(mild).toMatchObject([{ type: 'notice' }]);
    expect(mild[0]).not.toHaveProperty('action');
    expect(texts(mild)[0]).toMatch(/may contain profanity/);

    // without a threshold the same mild word is hidden, as before
    await h.send('/settings channel moderation hide profanity,hate_speech', { author: admin });
    expect(await h.send('साले, फिर देर से आया')).toMatchObject([{ type: 'notice', action: { type: 'delete' } }]);
    await h.send('/settings channel moderation off', { author: admin });
  });

  it('a post about dogs is not touched', async () => {
    await h.send('/settings channel moderation hide profanity,hate_speech', { author: admin });
    expect(await h.send('आज गली के कुत्तों को खाना खिलाया')).toEqual([]);
    await h.send('/settings channel moderation off', { author: admin });
  });

  it('/analyse safety names each word with its severity', async () => {
    expect(texts(await h.send('/analyse safety साले भडवे, तेरी औकात क्या है'))[0]).toContain(
      'Safety: contains profanity ("साले" low, "भडवे" high, "औकात" low)',
    );
  });

  it('a bad severity word is explained', async () => {
    expect(
      texts(await h.send('/settings channel moderation hide from severe', { author: admin }))[0],
    ).toMatch(/After "from" comes a severity: low, medium or high/);
  });
});
