// An interaction whose answer is slow is deferred in time (Discord's limit is 3 s) and completed by
// editing the deferred response: the member sees "thinking…", then the answer in its place.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LanguageClient } from '../../../src/language/types.js';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const STRING = 3;
let h: DiscordHarness;

beforeAll(async () => {
  // Translation answers late; everything else as it is.
  const slow = (client: LanguageClient): LanguageClient =>
    new Proxy(client, {
      get(target, key, receiver) {
        const v = Reflect.get(target, key, receiver);
        if (key === 'translate' && typeof v === 'function')
          return async (...args: unknown[]) => {
            await new Promise((r) => setTimeout(r, 1_500));
            return (v as (...a: unknown[]) => unknown).apply(target, args);
          };
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
  h = await startDiscordHarness({ language: slow, adapter: { deferAfterMs: 300 } });
}, 60_000);
afterAll(() => h?.close());

it('deferred first, then the deferred response becomes the answer', async () => {
  const i = h.emulator.slash(h.channels.general, MEMBERS.asha, 'translate', [
    { name: 'text', type: STRING, value: 'a slow sentence to translate' },
    { name: 'to', type: STRING, value: 'hi' },
  ]);
  const mine = (m: StoredMessage) => (m.interaction_metadata as { id?: string } | undefined)?.id === i.id;
  const answer = await until(
    () =>
      h.emulator
        .visible(h.channels.general, MEMBERS.ravi.id)
        .find((m) => mine(m) && DEVANAGARI.test(m.content)),
    'the answer',
  );
  const callbacks = h.emulator.interactionCallbacks().filter((c) => c.path.includes(`/${i.id}/`));
  expect(callbacks.map((c) => c.body.type)).toEqual([5]);
  expect(answer.flags & 128).toBe(0);
  expect(h.emulator.visible(h.channels.general, MEMBERS.ravi.id).filter(mine)).toHaveLength(1);
}, 30_000);
