// Live captions of a Discord voice channel end to end: the real discord.js client and the real
// @discordjs/voice receiver on the emulator's gateway and voice server (encrypted RTP carrying real
// Opus from recordings), the whole bot, the local Language Services API (pocketsphinx, English)
// and Redis. Consent decides who is received at all; the bot leaves when told, when the channel
// empties, and after a voice connection drops twice.
import { getVoiceConnection } from '@discordjs/voice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../src/state/keys.js';
import { type EmulatorUser, PERMS, type StoredMessage, subcommand } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

const STRING = 3;
const BOOLEAN = 5;
/** "go forward ten meters", 16 kHz mono */
const GOFORWARD = '/usr/share/pocketsphinx/test/data/goforward.raw';
const MEERA: EmulatorUser = { id: '424201000000000005', username: 'meera', global_name: 'Meera' };
const FORWARD = /forward (ten|10) meters/i;

let h: DiscordHarness;
let guild = '';
let general = '';
let lounge = '';
/** every member the bot's receiver subscribed to */
const subscribed: string[] = [];

beforeAll(async () => {
  // Joins here take well under a second; a join Discord ignores is given up after 4 s.
  h = await startDiscordHarness({ adapter: { voiceConnectTimeoutMs: 4_000 } });
  const g = h.emulator.addGuild({
    name: 'voice test',
    channels: [{ name: 'general' }, { name: 'Lounge', type: 2 }],
  });
  guild = g.id;
  general = g.channels[0] ?? '';
  lounge = g.channels[1] ?? '';
  await until(() => h.discord.client?.guilds.cache.get(guild)?.channels.cache.has(lounge), 'the guild');
}, 60_000);
afterAll(() => h?.close(), 60_000);

/** An admin denies @everyone (the bot included) Connect in the lounge, or lifts that (CHANNEL_UPDATE). */
async function connectDenied(denied: boolean): Promise<void> {
  h.emulator.overwriteEveryone(lounge, denied ? { deny: PERMS.CONNECT } : null);
  await until(() => {
    const seen = h.discord.client?.channels.cache.get(lounge);
    return (
      (seen && 'permissionOverwrites' in seen && seen.permissionOverwrites.cache.has(guild) === denied) ||
      undefined
    );
  }, 'the channel update');
}

const option = (name: string, value: unknown, type = STRING) => ({ name, type, value });

/**
 * A slash command `/captions <words>` (`consent on`, `start`, with the subcommand's options) as
 * Discord sends it, nested, and the bot's answer to it (the interaction's response).
 */
async function captions(
  user: EmulatorUser,
  words: string,
  options: ReturnType<typeof option>[] = [],
  channel = general,
): Promise<StoredMessage> {
  const i = h.emulator.slash(channel, user, 'captions', subcommand(words, options));
  return until(
    () =>
      h.emulator
        .visible(channel, user.id)
        .find((m) => (m.interaction_metadata as { id?: string } | undefined)?.id === i.id && m.content),
    `the answer to /captions ${words}`,
    40_000,
  );
}

const inLounge = () => h.emulator.botMessages(lounge).map((m) => m.content);

/** The voice states the bot's client knows of in the lounge. */
const membersInLounge = () =>
  [...(h.discord.client?.guilds.cache.get(guild)?.voiceStates.cache.values() ?? [])].filter(
    (s) => s.channelId === lounge,
  ).length;

/** Starts captions as Asha and records whom the receiver subscribes to from then on. */
async function start(extra: ReturnType<typeof option>[] = []): Promise<StoredMessage> {
  const before = h.emulator.botMessages(lounge).length;
  const answer = await captions(MEMBERS.asha, 'start', extra);
  await h.emulator.voice.waitForBotVoice(guild, lounge);
  await h.emulator.voice.waitForConnection(guild);
  const connection = getVoiceConnection(guild);
  if (!connection) throw new Error('the bot has no voice connection');
  const receiver = connection.receiver;
  const subscribe = receiver.subscribe.bind(receiver);
  receiver.subscribe = (userId, opts) => {
    subscribed.push(userId);
    return subscribe(userId, opts);
  };
  await until(() => h.emulator.botMessages(lounge).length > before || undefined, 'the join notice');
  return answer;
}

/** A finalised caption of `name` (no trailing "…") posted after message index `from`. */
function caption(name: string, from = 0): string | undefined {
  return inLounge()
    .slice(from)
    .find((t) => t.startsWith(`**${name}:** `) && !t.endsWith('…'));
}

describe('live captions of a voice channel', () => {
  it('refuses a member who is in no voice channel', async () => {
    const answer = await captions(MEMBERS.asha, 'start');
    expect(answer.content).toMatch(/Join a voice channel first/);
    expect(h.emulator.voice.botVoiceChannel(guild)).toBeNull();
  });

  it('captions the two consenting speakers, receives nothing of the third, and takes a new consent at once', async () => {
    for (const m of [MEMBERS.asha, MEMBERS.ravi]) {
      const answer = await captions(m, 'consent on');
      // Ravi's Discord is in Hindi: his answer is in Hindi
      expect(answer.content).toMatch(/You will be captioned|लाइव कैप्शन चालू रहने पर/);
    }
    for (const m of [MEMBERS.asha, MEMBERS.ravi, MEERA]) h.emulator.voice.joinVoice(m, lounge);
    await until(() => membersInLounge() === 3 || undefined, 'three members in the lounge');

    const answer = await start();
    expect(answer.content).toBe('Live captions are on in Lounge; they appear in its chat.');
    const notice = inLounge().find((t) => t.includes('Live captions are on')) ?? '';
    expect(notice).toMatch(/Captioned: (Asha, Ravi|Ravi, Asha)\./);
    expect(notice).toMatch(/Not captioned: Meera\./);
    expect(notice).toContain('/captions consent on');

    const from = inLounge().length;
    const spoken = await Promise.all(
      [MEMBERS.asha.id, MEMBERS.ravi.id, MEERA.id].map((id) => h.emulator.voice.speak(id, GOFORWARD)),
    );
    // The emulator sent Meera's audio too: the bot just never took it.
    expect(spoken[2]?.delivered).toBeGreaterThan(0);
    const asha = await until(() => caption('Asha', from), "Asha's caption", 40_000);
    const ravi = await until(() => caption('Ravi', from), "Ravi's caption", 40_000);
    expect(asha).toMatch(FORWARD);
    expect(ravi).toMatch(FORWARD);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(inLounge().some((t) => t.startsWith('**Meera:**'))).toBe(false);
    expect(subscribed).not.toContain(MEERA.id);
    expect(subscribed).toEqual(expect.arrayContaining([MEMBERS.asha.id, MEMBERS.ravi.id]));
    // One message per utterance, each finalised: no caption is left with its "…".
    expect(inLounge().filter((t) => t.startsWith('**Asha:**'))).toHaveLength(1);
    expect(inLounge().filter((t) => /^\*\*(Asha|Ravi):\*\*.*…$/.test(t))).toEqual([]);

    // Meera agrees during the session: her next utterance is captioned.
    await captions(MEERA, 'consent on');
    const next = inLounge().length;
    await h.emulator.voice.speak(MEERA.id, GOFORWARD);
    expect(await until(() => caption('Meera', next), "Meera's caption", 40_000)).toMatch(FORWARD);
    expect(subscribed).toContain(MEERA.id);

    // The audio seconds went on the server's meter: three utterances of 2.8 s.
    const month = new Date().toISOString().slice(0, 7);
    const used = Number(
      await h.redis.hget(keys.usage({ platform: 'discord', workspaceId: guild }, month), 'audioSeconds'),
    );
    expect(used).toBeGreaterThan(6);
  }, 120_000);

  it('/captions stop leaves and says so', async () => {
    const answer = await captions(MEMBERS.ravi, 'stop');
    expect(answer.content).toBe('Live captions stopped; I left Lounge.');
    await h.emulator.voice.waitForBotVoice(guild, null);
    expect(inLounge().at(-1)).toBe('Live captions stopped. I left Lounge.');
    const again = await captions(MEMBERS.ravi, 'stop');
    expect(again.content).toMatch(/not on here/);
  }, 60_000);

  it('refuses clearly when the bot may not connect to the voice channel', async () => {
    await connectDenied(true);
    const answer = await captions(MEMBERS.asha, 'start');
    expect(answer.content).toBe(
      '⚠️ I may not join Lounge: give me View Channel and Connect there (Speak is not needed), then try again.',
    );
    expect(h.emulator.voice.botVoiceChannel(guild)).toBeNull();
    await connectDenied(false);
  });

  it('a join Discord never completes (as without Connect) is given up with the same advice', async () => {
    h.emulator.voice.failNextJoin('ignore');
    const answer = await captions(MEMBERS.asha, 'start');
    expect(answer.content).toBe(
      '⚠️ I could not connect to Lounge. Check that I have View Channel and Connect there, then try again.',
    );
    expect(h.emulator.voice.botVoiceChannel(guild)).toBeNull();
  });

  it('a dropped voice connection is rejoined once (captions, translated, go on); a second drop stops them', async () => {
    await start([option('translate', true, BOOLEAN)]);
    const joins = h.emulator.voice.botJoins.length;
    h.emulator.voice.dropVoiceConnection(guild, 4014);
    await until(
      () => h.emulator.voice.botJoins.slice(joins).some((j) => j.channelId === lounge) || undefined,
      'the bot rejoining',
    );
    await h.emulator.voice.waitForBotVoice(guild, lounge);
    await until(() => getVoiceConnection(guild)?.state.status === 'ready' || undefined, 'ready again');
    // Still captioning after the rejoin, and Asha, who started them, keeps her name.
    const from = inLounge().length;
    await h.emulator.voice.speak(MEMBERS.asha.id, GOFORWARD);
    expect(await until(() => caption('Asha', from), "Asha's caption after the rejoin", 40_000)).toMatch(
      FORWARD,
    );
    // Ravi reads Hindi (his Discord locale): the caption's translation answers it.
    const newer = () => h.emulator.botMessages(lounge).slice(from);
    const captionId = newer().find((m) => m.content === caption('Asha', from))?.id;
    const hindi = await until(
      () => newer().find((m) => m.content.startsWith('**Asha** (hi): ')),
      'the Hindi caption',
    );
    expect(hindi.content).toMatch(/[\u0900-\u097F]/);
    expect((hindi.message_reference as { message_id?: string } | undefined)?.message_id).toBe(captionId);

    h.emulator.voice.dropVoiceConnection(guild, 4014);
    const stopped = await until(
      () => inLounge().find((t) => t.includes('dropped again after one rejoin')),
      'the stop message',
    );
    expect(stopped).toMatch(/^Live captions stopped: the connection to Lounge dropped again/);
    await h.emulator.voice.waitForBotVoice(guild, null);
  }, 90_000);

  it('leaves with a message when the channel empties of humans', async () => {
    await start();
    for (const m of [MEMBERS.asha, MEMBERS.ravi, MEERA]) h.emulator.voice.leaveVoice(m.id);
    const gone = await until(() => inLounge().find((t) => t.includes('everyone left')), 'the goodbye');
    expect(gone).toBe('Live captions stopped: everyone left Lounge.');
    await h.emulator.voice.waitForBotVoice(guild, null);
  }, 60_000);

  it('a language the API does not serve ends captions with one message, and the bot leaves', async () => {
    h.emulator.voice.joinVoice(MEMBERS.asha, lounge);
    h.emulator.voice.joinVoice(MEERA, lounge);
    await until(() => membersInLounge() === 2 || undefined, 'two members back in the lounge');
    await start([option('language', 'ta')]);
    await Promise.all([MEERA.id, MEMBERS.asha.id].map((id) => h.emulator.voice.speak(id, GOFORWARD)));
    await h.emulator.voice.waitForBotVoice(guild, null);
    const said = inLounge().filter((t) => t.includes('cannot recognise'));
    expect(said).toEqual([
      'Live captions stopped: the speech service cannot recognise "ta" live. Choose another language for captions (the local engine serves English only).',
    ]);
  }, 60_000);

  it('nothing but the expected errors was reported', () => {
    expect(h.errors).toEqual([]);
  });
});
