// Translate by reaction on Discord: the real discord.js gateway client and REST against the
// Discord emulator, which sends MESSAGE_REACTION_ADD as Discord does (ids and the emoji, only to a
// session with the reactions intent; the bot fetches the message). Glossary translations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordAdapter } from '../../../adapters/discord/index.js';
import type { StoredMessage } from '../../fakes/discord-emulator.js';
import { type BridgeHarness, DISCORD, startBridgeHarness } from '../bridge/harness.js';

let b: BridgeHarness;
let discord: NonNullable<BridgeHarness['discord']>;
let adapter: DiscordAdapter;
const STRING = 3;

beforeAll(async () => {
  b = await startBridgeHarness({ all: true });
  if (!b.discord) throw new Error('no Discord emulator');
  discord = b.discord;
  adapter = b.web.bot.adapters.find((a) => a.name === 'discord') as DiscordAdapter;
}, 90_000);
afterAll(async () => {
  await b?.close();
}, 60_000);

/** The bot's replies to a message, once every gateway event taken in has been handled. */
async function repliesTo(id: string): Promise<string[]> {
  await adapter.idle();
  return discord.emulator
    .botMessages(discord.channel)
    .filter(
      (m: StoredMessage) => (m.message_reference as { message_id?: string } | undefined)?.message_id === id,
    )
    .map((m) => m.content);
}

/** Polls until the bot has replied to `id` (gateway events arrive over a socket). */
async function waitReply(id: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await repliesTo(id)).length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reply to ${id}; errors: ${b.errors.join(' | ')}`);
}

describe('translate by reaction on Discord', () => {
  it('🇮🇳 on an English message is answered with the Hindi translation, replying to it', async () => {
    const m = discord.emulator.post(discord.channel, DISCORD.kavin, 'good morning');
    discord.emulator.react(discord.channel, DISCORD.admin, m.id, '🇮🇳');
    await waitReply(m.id);
    expect(await repliesTo(m.id)).toEqual(['सुप्रभात']);
  });

  it('the same flag twice and by another member answers once; unmapped emoji answer nothing', async () => {
    const m = discord.emulator.post(discord.channel, DISCORD.kavin, 'thank you very much');
    discord.emulator.react(discord.channel, DISCORD.admin, m.id, '🇮🇳');
    discord.emulator.react(discord.channel, DISCORD.admin, m.id, '🇮🇳');
    discord.emulator.react(discord.channel, DISCORD.kavin, m.id, '🇮🇳');
    discord.emulator.react(discord.channel, DISCORD.kavin, m.id, '👍');
    discord.emulator.react(discord.channel, DISCORD.kavin, m.id, { id: '424299000000000001', name: 'party' });
    // the gateway delivers in order: once this last one is answered, every one before was taken in
    discord.emulator.react(discord.channel, DISCORD.kavin, m.id, '🇱🇰');
    for (let n = 0; n < 200 && (await repliesTo(m.id)).length < 2; n++)
      await new Promise((r) => setTimeout(r, 100));
    // (events are handled concurrently: the two answers may land in either order)
    expect((await repliesTo(m.id)).sort()).toEqual(['बहुत बहुत धन्यवाद', 'மிக்க நன்றி'].sort());
  });

  it('/settings workspace reactions maps a server emoji (as Discord types it, <:name:id>), which then translates', async () => {
    const i = discord.emulator.slash(discord.channel, DISCORD.admin, 'settings', [
      { name: 'change', type: STRING, value: 'workspace reactions <:tamil:424299000000000002> ta' },
    ]);
    for (let n = 0; n < 200; n++) {
      await adapter.idle();
      const done = discord.emulator
        .visible(discord.channel, DISCORD.admin.id)
        .find((m) => (m.interaction_metadata as { id?: string } | undefined)?.id === i.id);
      if (done) {
        expect(done.content).toMatch(/^Done\./);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const m = discord.emulator.post(discord.channel, DISCORD.kavin, 'see you tomorrow');
    discord.emulator.react(discord.channel, DISCORD.kavin, m.id, { id: '424299000000000002', name: 'tamil' });
    await waitReply(m.id);
    expect(await repliesTo(m.id)).toEqual(['நாளை சந்திப்போம்']);
  });

  it('a reaction to a deleted message answers nothing and is one warning for the operator, not an error', async () => {
    const m = discord.emulator.post(discord.channel, DISCORD.kavin, 'this will be gone');
    discord.emulator.remove(discord.channel, m.id);
    const before = b.errors.length;
    discord.emulator.react(discord.channel, DISCORD.admin, m.id, '🇮🇳');
    for (let n = 0; n < 100 && !b.warnings.some((w) => w.includes('reacted-to')); n++) {
      await adapter.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(b.warnings.filter((w) => w.includes('reacted-to'))).toEqual([
      'Discord: reading a reacted-to message: the message is gone (deleted), nothing to translate',
    ]);
    expect(b.errors.slice(before)).toEqual([]);
    expect(await repliesTo(m.id)).toEqual([]);
  });
});
