// Live captions of a Discord voice channel at their edges, end to end (the real discord.js client
// and @discordjs/voice receiver on the emulator, the whole bot, the local API and Redis): a member
// who joins later is told once that they are not captioned; a caption is posted as a partial and
// edited into its final; a dropped STT socket (a TCP relay between the bot and the API, cut by the
// test) is reopened for the next words; the audio budget warns the admins at 80% and stops captions
// at 100%; and a session ends after the maximum duration (a second bot, whose limit is seconds).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordConversation } from '../../../adapters/discord/ids.js';
import { RedisUsageMeter } from '../../../src/core/usage.js';
import type { EmulatorUser, StoredMessage } from '../../fakes/discord-emulator.js';
import { type DiscordHarness, MEMBERS, startDiscordHarness, until } from './harness.js';

/** "go forward ten meters", 16 kHz mono */
const GOFORWARD = '/usr/share/pocketsphinx/test/data/goforward.raw';
/** the same words three times without a pause: long enough to be shown as a partial first */
const TALKING = join(tmpdir(), `dubash-captions-talking-${process.pid}.raw`);
const MEERA: EmulatorUser = { id: '424201000000000005', username: 'meera', global_name: 'Meera' };
const FORWARD = /forward (ten|10) meters/i;

/** A TCP relay between the bot and the API's WebSocket port: counts connections, can cut them all. */
let relay: Server;
let target: URL | undefined;
const relayed = new Set<Socket>();
let relayedCount = 0;

let h: DiscordHarness;
let guild = '';
let general = '';
let lounge = '';

/** 16 kHz int16 PCM from its first to its last 10 ms that is not quiet. */
function withoutQuietEnds(pcm: Buffer): Buffer {
  const loud: number[] = [];
  for (let at = 0; at + 320 <= pcm.length; at += 320) {
    let sum = 0;
    for (let i = at; i < at + 320; i += 2) sum += pcm.readInt16LE(i) ** 2;
    if (Math.sqrt(sum / 160) > 300) loud.push(at);
  }
  const first = loud[0] ?? 0;
  const last = loud.at(-1) ?? pcm.length - 320;
  return pcm.subarray(first, last + 320);
}

async function startRelay(): Promise<number> {
  relay = createServer((inbound) => {
    relayedCount++;
    if (!target) return inbound.destroy();
    const outbound = tcpConnect(Number(target.port), target.hostname);
    for (const s of [inbound, outbound]) {
      relayed.add(s);
      s.on('close', () => relayed.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return (relay.address() as { port: number }).port;
}

/** A guild with #general and the voice channel Lounge, seen by the bot. */
async function voiceGuild(on: DiscordHarness): Promise<{ id: string; general: string; lounge: string }> {
  const g = on.emulator.addGuild({
    name: 'voice limits',
    channels: [{ name: 'general' }, { name: 'Lounge', type: 2 }],
  });
  const [text = '', voice = ''] = g.channels;
  await until(() => on.discord.client?.guilds.cache.get(g.id)?.channels.cache.has(voice), 'the guild');
  return { id: g.id, general: text, lounge: voice };
}

beforeAll(async () => {
  const spoken = withoutQuietEnds(await readFile(GOFORWARD));
  await writeFile(TALKING, Buffer.concat([spoken, spoken, spoken, spoken, spoken]));
  const port = await startRelay();
  h = await startDiscordHarness({
    adapter: { voiceConnectTimeoutMs: 4_000 },
    wsUrl: (api) => {
      target = new URL(api);
      return `ws://127.0.0.1:${port}/`;
    },
  });
  ({ id: guild, general, lounge } = await voiceGuild(h));
}, 60_000);

afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => relay?.close(resolve));
  await rm(TALKING, { force: true });
}, 60_000);

type Json = Record<string, unknown>;
interface SentOption {
  name: string;
  type: number;
  value?: unknown;
  options?: SentOption[];
}

/**
 * The options Discord sends for `/captions <words>` (`start`, `stop`, `consent on`), in the shape
 * the bot registered: subcommands (`consent` › `on`), or the older `action`/`state` choices.
 */
function captionsOptions(on: DiscordHarness, words: string): SentOption[] {
  const [action = '', state] = words.split(' ');
  const registered = [...on.emulator.commands.values()]
    .flat()
    .find((c) => c.name === 'captions' && (c.type ?? 1) === 1);
  const nested = ((registered?.options ?? []) as Json[]).some((o) => o.type === 1 || o.type === 2);
  if (!nested)
    return [
      { name: 'action', type: 3, value: action },
      ...(state ? [{ name: 'state', type: 3, value: state }] : []),
    ];
  return state
    ? [{ name: action, type: 2, options: [{ name: state, type: 1, options: [] }] }]
    : [{ name: action, type: 1, options: [] }];
}

/** `/captions <words>` as a slash command, and the bot's answer to it. */
async function captions(
  on: DiscordHarness,
  user: EmulatorUser,
  words: string,
  channel: string,
): Promise<StoredMessage> {
  const options = captionsOptions(on, words) as Parameters<DiscordHarness['emulator']['slash']>[3];
  const i = on.emulator.slash(channel, user, 'captions', options);
  return until(
    () =>
      on.emulator
        .visible(channel, user.id)
        .find((m) => (m.interaction_metadata as { id?: string } | undefined)?.id === i.id && m.content),
    `the answer to /captions ${words}`,
    40_000,
  );
}

const botTexts = (on: DiscordHarness, channel: string) =>
  on.emulator.botMessages(channel).map((m) => m.content);
const inLounge = () => botTexts(h, lounge);

/** The members (the bot left out) its client knows to be in a voice channel. */
const membersIn = (on: DiscordHarness, g: string, channel: string) =>
  [...(on.discord.client?.guilds.cache.get(g)?.voiceStates.cache.values() ?? [])].filter(
    (s) => s.channelId === channel && s.id !== on.discord.client?.user?.id,
  ).length;

/** `/captions start` as Asha (in the voice channel), once the bot is in it and has said who is captioned. */
async function start(on: DiscordHarness, g: string, text: string, voice: string): Promise<void> {
  const before = on.emulator.botMessages(voice).length;
  const answer = await captions(on, MEMBERS.asha, 'start', text);
  expect(answer.content).toBe('Live captions are on in Lounge; they appear in its chat.');
  await on.emulator.voice.waitForBotVoice(g, voice);
  await on.emulator.voice.waitForConnection(g);
  await until(() => on.emulator.botMessages(voice).length > before || undefined, 'the join notice');
}

/** A finalised caption of `name` (no trailing "…") posted after message index `from`. */
function caption(name: string, from = 0): StoredMessage | undefined {
  return h.emulator
    .botMessages(lounge)
    .slice(from)
    .find((m) => m.content.startsWith(`**${name}:** `) && !m.content.endsWith('…'));
}

/** The bot's REST calls that posted or edited message `id` in a channel, in order. */
function writesOf(channel: string, id: string) {
  return h.emulator.calls.filter(
    (c) =>
      (c.method === 'PATCH' && c.path === `/channels/${channel}/messages/${id}`) ||
      (c.method === 'POST' &&
        c.path === `/channels/${channel}/messages` &&
        (c.result as { id?: string } | undefined)?.id === id),
  );
}

describe('live captions on Discord, at their edges', () => {
  it('a member who joins later without having agreed is told once; a consenting one is not', async () => {
    // Ravi's Discord is in Hindi: his answer is in Hindi
    for (const m of [MEMBERS.asha, MEMBERS.ravi])
      expect((await captions(h, m, 'consent on', general)).content).toMatch(
        /You will be captioned|लाइव कैप्शन चालू रहने पर/,
      );
    h.emulator.voice.joinVoice(MEMBERS.asha, lounge);
    await until(() => membersIn(h, guild, lounge) === 1 || undefined, 'Asha in the lounge');
    await start(h, guild, general, lounge);

    const told = 'Meera joined: not captioned. Say `/captions consent on` to be captioned.';
    h.emulator.voice.joinVoice(MEERA, lounge);
    h.emulator.voice.joinVoice(MEMBERS.ravi, lounge);
    await until(() => inLounge().includes(told) || undefined, "Meera's notice");
    await until(() => membersIn(h, guild, lounge) === 3 || undefined, 'Ravi in the lounge');
    // Meera leaves and comes back: she was told already this session.
    h.emulator.voice.leaveVoice(MEERA.id);
    await until(() => membersIn(h, guild, lounge) === 2 || undefined, 'Meera gone');
    h.emulator.voice.joinVoice(MEERA, lounge);
    await until(() => membersIn(h, guild, lounge) === 3 || undefined, 'Meera back');
    // Asha's words after it: the chat has caught up with every voice state by then.
    const from = inLounge().length;
    await h.emulator.voice.speak(MEMBERS.asha.id, GOFORWARD);
    expect((await until(() => caption('Asha', from), "Asha's caption", 40_000)).content).toMatch(FORWARD);
    expect(inLounge().filter((t) => t.includes(' joined: '))).toEqual([told]);
  }, 90_000);

  it('a caption is posted as a partial while the words go on, then edited into the final', async () => {
    const from = h.emulator.botMessages(lounge).length;
    await h.emulator.voice.speak(MEMBERS.asha.id, TALKING);
    const final = await until(() => caption('Asha', from), "Asha's final caption", 60_000);
    const writes = writesOf(lounge, final.id).map((c) => String(c.body.content ?? ''));
    // First shown with the "…" of words still coming, then edited (the same message) into the final.
    expect(writes[0]).toMatch(/^\*\*Asha:\*\* \S.* …$/);
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.at(-1)).toBe(final.content);
    expect(final.content).toMatch(/forward/i);
    expect(final.content.endsWith('…')).toBe(false);
    expect(final.edited_timestamp).toBeTruthy();
  }, 90_000);

  it('a dropped STT socket is reopened for the next words; nothing is left with its "…"', async () => {
    // Asha talks; once her words stream to the API, the relay cuts every connection.
    const opened = relayedCount;
    const talking = h.emulator.voice.speak(MEMBERS.asha.id, TALKING);
    await until(() => relayedCount > opened || undefined, 'an STT socket for Asha');
    await until(() => relayed.size > 0 || undefined, 'the socket relayed');
    for (const s of relayed) s.destroy();
    await talking;
    await until(() => relayed.size === 0 || undefined, 'the STT sessions closed', 40_000);

    const cut = relayedCount;
    const from = inLounge().length;
    await h.emulator.voice.speak(MEMBERS.asha.id, GOFORWARD);
    const next = await until(() => caption('Asha', from), "Asha's caption after the drop", 40_000);
    expect(next.content).toMatch(FORWARD);
    expect(relayedCount).toBeGreaterThan(cut);
    // Still captioning: the bot stayed, and no caption shows words as still coming.
    expect(h.emulator.voice.botVoiceChannel(guild)).toBe(lounge);
    expect(inLounge().filter((t) => t.includes('Live captions stopped'))).toEqual([]);
    expect(inLounge().filter((t) => /^\*\*Asha:\*\*.*…$/.test(t))).toEqual([]);

    const answer = await captions(h, MEMBERS.asha, 'stop', general);
    expect(answer.content).toBe('Live captions stopped; I left Lounge.');
    await h.emulator.voice.waitForBotVoice(guild, null);
  }, 120_000);

  it('the audio budget warns the admins at 80% (not the channel) and stops captions at 100%', async () => {
    const ref = discordConversation(guild, general);
    const budget = { characters: 0, audioSeconds: 10 };
    await h.bot.settings.set('workspace', ref, { budget });
    // 6 s spent this month (whatever the tests before spent): one utterance of about 2.8 s passes
    // 80%, a second one 100%.
    await h.redis.hset(new RedisUsageMeter(h.redis).key(ref), 'audioSeconds', 6);
    // The admins on Discord: the server's owner, and members seen using a command with Manage Server.
    expect((await captions(h, MEMBERS.admin, 'stop', general)).content).toMatch(/not on here/);
    await start(h, guild, general, lounge);

    const owner = h.discord.client?.guilds.cache.get(guild)?.ownerId ?? '';
    expect(owner).not.toBe('');
    /** What the bot wrote to a member directly about the budget. */
    const toldDirectly = (member: string) => {
      const dm = h.emulator.dmChannelOf(member);
      return dm ? botTexts(h, dm).filter((t) => t.includes('of its monthly budget')) : [];
    };
    const warnings = () => [...toldDirectly(owner), ...toldDirectly(MEMBERS.admin.id)];
    let from = inLounge().length;
    await h.emulator.voice.speak(MEMBERS.asha.id, GOFORWARD);
    expect((await until(() => caption('Asha', from), "Asha's caption", 40_000)).content).toMatch(FORWARD);
    const [warning, again] = await until(
      () => (warnings().length === 2 ? warnings() : undefined),
      'the warning to the owner and the admin',
    );
    expect(warning).toMatch(
      /^Admins: this workspace has used (8\d|9\d)% of its monthly budget \(\d+ of 10 seconds of audio\)/,
    );
    expect(again).toBe(warning);
    expect(inLounge().some((t) => t.includes('monthly budget'))).toBe(false);
    expect(h.emulator.voice.botVoiceChannel(guild)).toBe(lounge);

    from = inLounge().length;
    await h.emulator.voice.speak(MEMBERS.asha.id, GOFORWARD);
    const stopped = await until(
      () =>
        inLounge()
          .slice(from)
          .find((t) => t.startsWith('Live captions stopped')),
      'captions stopping at the budget',
      40_000,
    );
    expect(stopped).toBe(
      'Live captions stopped. This workspace has used its monthly budget of 10 seconds of audio. ' +
        'It renews on the 1st; an admin can raise it with /settings workspace budget audio N.',
    );
    await h.emulator.voice.waitForBotVoice(guild, null);
    // The words that crossed the line were still shown, and the admins were warned only once.
    expect(caption('Asha', from)?.content).toMatch(FORWARD);
    expect(warnings()).toHaveLength(2);
    const answer = await captions(h, MEMBERS.asha, 'start', general);
    expect(answer.content).toMatch(/^⚠️ No live captions\. This workspace has used its monthly budget/);
  }, 120_000);

  it('nothing but the expected errors was reported', () => {
    expect(h.errors).toEqual([]);
  });
});

describe('the maximum duration of live captions on Discord', () => {
  let short: DiscordHarness;
  beforeAll(async () => {
    short = await startDiscordHarness({
      adapter: { voiceConnectTimeoutMs: 4_000 },
      captionsMaxMinutes: 0.1, // 6 s
    });
  }, 60_000);
  afterAll(() => short?.close(), 60_000);

  it('the bot leaves after the limit and says so in the voice channel’s chat', async () => {
    const g = await voiceGuild(short);
    short.emulator.voice.joinVoice(MEMBERS.asha, g.lounge);
    await until(() => membersIn(short, g.id, g.lounge) === 1 || undefined, 'Asha in the lounge');
    await start(short, g.id, g.general, g.lounge);
    const said = await until(
      () => botTexts(short, g.lounge).find((t) => t.includes('the longest a session runs')),
      'the time limit',
      40_000,
    );
    expect(said).toBe(
      'Live captions stopped after 6 seconds, the longest a session runs. `/captions start` starts them again.',
    );
    await short.emulator.voice.waitForBotVoice(g.id, null);
    expect(membersIn(short, g.id, g.lounge)).toBe(1);
    const again = await captions(short, MEMBERS.asha, 'stop', g.general);
    expect(again.content).toMatch(/not on here/);
    expect(short.errors).toEqual([]);
  }, 60_000);
});
