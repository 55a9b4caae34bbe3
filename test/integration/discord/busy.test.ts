// Past the server's rate limit the bot says nothing to an event; an interaction still gets an
// answer (ephemeral, saying to try again), not "thinking…" until Discord gives up.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const STRING = 3;
let h: DiscordHarness;
beforeAll(async () => {
  h = await startDiscordHarness({ rateLimitPerMinute: 1 });
}, 60_000);
afterAll(() => h?.close());

it('the second interaction in the minute is told to try again', async () => {
  const ask = () =>
    h.emulator.slash(h.channels.general, MEMBERS.asha, 'translate', [
      { name: 'text', type: STRING, value: 'good morning' },
      { name: 'to', type: STRING, value: 'hi' },
    ]);
  const first = ask();
  const mine = (id: unknown) => (m: StoredMessage) =>
    (m.interaction_metadata as { id?: string } | undefined)?.id === id;
  await until(
    () => h.emulator.visible(h.channels.general, MEMBERS.asha.id).find(mine(first.id)),
    'the first answer',
  );
  const second = ask();
  const busy = await until(
    () => h.emulator.visible(h.channels.general, MEMBERS.asha.id).find(mine(second.id)),
    'the second answer',
  );
  expect(busy.content).toMatch(/too many requests this minute\. Try again in a minute/);
  expect(busy.flags & 64).toBe(64);
});

it('a member whose Discord is in Hindi is told so in Hindi (said before the pipeline knows them)', async () => {
  // two in a row: past the limit of one a minute whichever minute they fall in
  const asked = [1, 2].map(() =>
    h.emulator.slash(h.channels.general, MEMBERS.ravi, 'translate', [
      { name: 'text', type: STRING, value: 'good evening' },
      { name: 'to', type: STRING, value: 'ta' },
    ]),
  );
  const ids = asked.map((a) => a.id);
  const busy = await until(
    () =>
      h.emulator
        .visible(h.channels.general, MEMBERS.ravi.id)
        .find(
          (m) =>
            ids.includes((m.interaction_metadata as { id?: string } | undefined)?.id ?? '') &&
            m.content.includes('dubash'),
        ),
    "Ravi's busy answer",
  );
  expect(busy.content).toBe(
    '⚠️ यह सर्वर इस मिनट dubash को बहुत ज़्यादा अनुरोध भेज रहा है। एक मिनट बाद फिर कोशिश कीजिए।',
  );
});
