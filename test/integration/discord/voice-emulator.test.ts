// The voice emulator drives the real @discordjs/voice through the real discord.js client: op 4 →
// VOICE_STATE_UPDATE + VOICE_SERVER_UPDATE → the voice gateway over WSS → UDP IP discovery → the
// negotiated AEAD mode; two members speak real recordings and each subscription decodes (prism-media
// with opusscript) to that member's recording, ending after silence; a tampered packet fails the
// library's decryption; dropped sockets resume or disconnect as Discord's close codes say; leaving
// is op 4 with channel null.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import {
  EndBehaviorType,
  entersState,
  joinVoiceChannel,
  type VoiceConnection,
  VoiceConnectionStatus,
} from '@discordjs/voice';
import { Client, Events, GatewayIntentBits, type VoiceBasedChannel } from 'discord.js';
import prism from 'prism-media';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DiscordEmulator } from '../../fakes/discord-emulator.js';
import { xchacha20poly1305Seal } from '../../fakes/discord-voice/rtp.js';

const DATA = '/usr/share/pocketsphinx/test/data';
/** "go forward ten meters" */
const GOFORWARD = `${DATA}/goforward.raw`;
const CARDS = `${DATA}/cards/002.wav`;
const ASHA = { id: '424201000000000001', username: 'asha', global_name: 'Asha' };
const RAVI = { id: '424201000000000002', username: 'ravi', global_name: 'Ravi' };
const MEERA = { id: '424201000000000005', username: 'meera', global_name: 'Meera' };

let emu: DiscordEmulator;
let client: Client;
let guildId = '';
let voiceId = '';
let connection: VoiceConnection;

beforeAll(async () => {
  emu = await DiscordEmulator.start();
  const g = emu.addGuild({ name: 'G', channels: [{ name: 'general' }, { name: 'Lounge', type: 2 }] });
  guildId = g.id;
  voiceId = g.channels[1] ?? '';
  emu.voice.joinVoice(ASHA, voiceId); // before the client connects: in GUILD_CREATE's voice_states
  client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    rest: { api: emu.apiUrl },
  });
  const ready = new Promise((r) => client.once(Events.ClientReady, r));
  await client.login(emu.token);
  await ready;
});
afterAll(async () => {
  if (connection && connection.state.status !== VoiceConnectionStatus.Destroyed) connection.destroy();
  await client?.destroy();
  await emu?.close();
});

function voiceChannel(): VoiceBasedChannel {
  const channel = client.channels.cache.get(voiceId);
  if (!channel?.isVoiceBased()) throw new Error('no voice channel');
  return channel;
}

async function until(ok: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What a subscription to a member decodes to: 48 kHz stereo s16le, collected until the stream ends. */
function listen(userId: string): Promise<Buffer> {
  const opus = connection.receiver.subscribe(userId, {
    end: { behavior: EndBehaviorType.AfterSilence, duration: 500 },
  });
  const pcm = opus.pipe(new prism.opus.Decoder({ rate: 48_000, channels: 2, frameSize: 960 }));
  const chunks: Buffer[] = [];
  pcm.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    opus.on('error', reject);
    pcm.on('error', reject);
    pcm.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const seconds = (pcm: Buffer) => pcm.length / (48_000 * 2 * 2);
function rms(pcm: Buffer): number {
  let sum = 0;
  for (let i = 0; i + 1 < pcm.length; i += 2) sum += pcm.readInt16LE(i) ** 2;
  return Math.sqrt(sum / (pcm.length / 2));
}
function duration(file: string): number {
  if (file.endsWith('.raw')) return statSync(file).size / 32_000; // 16 kHz mono s16le
  const probe = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file];
  return Number(String(execFileSync('ffprobe', probe)).trim());
}

it('members in voice reach the client (GUILD_CREATE, then VOICE_STATE_UPDATE)', async () => {
  emu.voice.joinVoice(RAVI, voiceId);
  emu.voice.joinVoice(MEERA, voiceId);
  await until(() => voiceChannel().members.size === 3, 'three members in the voice channel');
  expect(voiceChannel().members.get(ASHA.id)?.displayName).toBe('Asha');
  emu.voice.leaveVoice(MEERA.id);
  await until(() => !voiceChannel().members.has(MEERA.id), 'Meera left');
});

it('joinVoiceChannel reaches Ready over WSS and UDP with AES-256-GCM (rtpsize) and DAVE off', async () => {
  emu.voice.heartbeatIntervalMs = 500; // heartbeats and their ACKs happen during the test
  connection = joinVoiceChannel({
    channelId: voiceId,
    guildId,
    adapterCreator: voiceChannel().guild.voiceAdapterCreator,
    selfDeaf: false,
  });
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);
  expect(emu.voice.botVoiceChannel(guildId)).toBe(voiceId);
  const session = await emu.voice.waitForConnection(guildId);
  expect(session.mode).toBe('aead_aes256_gcm_rtpsize');
  expect(session.remote?.address).toBe('127.0.0.1');
  expect(session.maxDaveVersion).toBeGreaterThanOrEqual(1); // the library offers DAVE; the server says 0
  expect(emu.voice.connections).toBe(1);
  expect(voiceChannel().members.has(client.user?.id ?? '')).toBe(true);
});

it("two speakers: each subscription decodes that member's recording and ends after silence", async () => {
  const asha = listen(ASHA.id);
  const ravi = listen(RAVI.id);
  const [sa, sr] = await Promise.all([emu.voice.speak(ASHA.id, GOFORWARD), emu.voice.speak(RAVI.id, CARDS)]);
  expect(sa.delivered).toBe(sa.frames);
  expect(sr.delivered).toBe(sr.frames);
  const [pa, pr] = await Promise.all([asha, ravi]);
  expect(Math.abs(seconds(pa) - duration(GOFORWARD))).toBeLessThan(0.1);
  expect(Math.abs(seconds(pr) - duration(CARDS))).toBeLessThan(0.1);
  expect(rms(pa)).toBeGreaterThan(300);
  expect(rms(pr)).toBeGreaterThan(300);
  // Heartbeats were answered: the library did not give up on the socket (no resume needed).
  const session = await emu.voice.waitForConnection(guildId);
  expect(session.heartbeats).toBeGreaterThanOrEqual(3);
  expect(session.resumes).toBe(0);
}, 60_000);

it('a tampered packet fails the library’s decryption (so the happy path really decrypts)', async () => {
  const failure = listen(ASHA.id).then(
    () => 'decoded',
    (err: Error) => err.message,
  );
  await emu.voice.speak(ASHA.id, CARDS, { corrupt: true, realtime: false });
  expect(await failure).toMatch(/unable to authenticate data/);
});

it('a dropped voice socket (1006) is resumed by the library; audio flows again', async () => {
  emu.voice.dropVoiceConnection(guildId, 1006);
  await until(() => emu.voice.sessions.some((s) => s.resumes === 1 && s.ws !== undefined), 'a RESUME');
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);
  const ravi = listen(RAVI.id);
  await emu.voice.speak(RAVI.id, CARDS, { realtime: false });
  expect(Math.abs(seconds(await ravi) - duration(CARDS))).toBeLessThan(0.1);
}, 60_000);

it('4014: the bot is disconnected; one rejoin works; a refused join leaves it disconnected', async () => {
  emu.voice.dropVoiceConnection(guildId, 4014);
  await entersState(connection, VoiceConnectionStatus.Disconnected, 20_000);
  expect(emu.voice.botVoiceChannel(guildId)).toBeNull();
  connection.rejoin();
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);
  expect(emu.voice.botVoiceChannel(guildId)).toBe(voiceId);

  emu.voice.failNextJoin('disconnect');
  emu.voice.dropVoiceConnection(guildId, 4014);
  await entersState(connection, VoiceConnectionStatus.Disconnected, 20_000);
  connection.rejoin();
  await until(() => emu.voice.sessions.at(-1)?.state === 'closed', 'the refused identify');
  await entersState(connection, VoiceConnectionStatus.Disconnected, 20_000);
  expect(connection.state).toMatchObject({ closeCode: 4014 });
  connection.rejoin();
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);
}, 60_000);

it('another 4xxx close: the library signals again by itself; an ignored op 4 leaves it signalling', async () => {
  const joins = emu.voice.botJoins.length;
  emu.voice.dropVoiceConnection(guildId, 4006);
  await until(() => emu.voice.botJoins.length > joins, 'a fresh op 4');
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);

  emu.voice.failNextJoin('ignore');
  emu.voice.dropVoiceConnection(guildId, 4014);
  await entersState(connection, VoiceConnectionStatus.Disconnected, 20_000);
  connection.rejoin();
  await until(() => emu.voice.botJoins.at(-1)?.outcome === 'ignored', 'the ignored op 4');
  expect(connection.state.status).toBe(VoiceConnectionStatus.Signalling);
  connection.rejoin();
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);
}, 60_000);

it('a self-deafened bot is sent no audio', async () => {
  connection.rejoin({ channelId: voiceId, selfDeaf: true, selfMute: false });
  await until(() => emu.voice.botJoins.at(-1)?.selfDeaf === true, 'op 4 with self_deaf');
  await entersState(connection, VoiceConnectionStatus.Ready, 20_000);
  await emu.voice.waitForConnection(guildId);
  expect((await emu.voice.speak(ASHA.id, CARDS, { realtime: false })).delivered).toBe(0);
});

it('leaving sends op 4 with channel null; the voice session ends', async () => {
  connection.destroy();
  await emu.voice.waitForBotVoice(guildId, null);
  await until(() => emu.voice.connections === 0, 'no voice connection');
  expect(emu.voice.botJoins.at(-1)).toMatchObject({ guildId, channelId: null, outcome: 'left' });
});

it("the XChaCha20-Poly1305 mode (offered second; this library build has no XChaCha package) matches the draft's test vector", () => {
  // draft-irtf-cfrg-xchacha-03, A.3.1
  const key = Buffer.from(Array.from({ length: 32 }, (_, i) => 0x80 + i));
  const nonce = Buffer.from(Array.from({ length: 24 }, (_, i) => 0x40 + i));
  const aad = Buffer.from('50515253c0c1c2c3c4c5c6c7', 'hex');
  const text =
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
  const sealed = xchacha20poly1305Seal(key, nonce, aad, Buffer.from(text));
  expect(sealed.subarray(0, 16).toString('hex')).toBe('bd6d179d3e83d43b9576579493c0e939');
  expect(sealed.subarray(-16).toString('hex')).toBe('c0875924c1c7987947deafd8780acf49');
});
