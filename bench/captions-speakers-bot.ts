// The bot's side of the captions speakers bench, in a process of its own so its CPU is the bot's
// alone: the real captions feature (createCaptions: consent and budgets in Redis, a CaptionRoom, a
// CaptionSession per speaker, one STT session per utterance through the real language client) on a
// stand-in Discord adapter whose voice channel hands over speech as @discordjs/voice's receiver
// does in adapters/discord/voice-captions.ts: per utterance, the consent asked first, then each
// 20 ms Opus packet decoded to 48 kHz stereo (adapters/discord/opus-decoder.ts) and downsampled
// (adapters/discord/downsample.ts) to 16 kHz mono, and the utterance ended 800 ms after its last packet (EndBehaviorType.AfterSilence).
// Not included: UDP receive and RTP decryption.
//
// Each speaker talks 3 s, then is quiet 1 s, phases spread evenly. argv[2]: JSON config; prints
// one JSON line of results.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { Downsampler } from '../adapters/discord/downsample.js';
import { OpusDecoder } from '../adapters/discord/opus-decoder.js';
import type { PlatformAdapter } from '../src/core/adapter.js';
import type { VoiceJoinRequest, VoiceMember, VoiceRoom } from '../src/core/captions.js';
import type { ConversationRef } from '../src/core/ids.js';
import type { Reply } from '../src/core/reply.js';
import { SettingsStore } from '../src/core/settings-store.js';
import { RedisUsageMeter } from '../src/core/usage.js';
import { createCaptions } from '../src/features/captions/index.js';
import { createLanguageClient } from '../src/language/client.js';
import { createStores } from '../src/state/stores/index.js';
import { opusPackets } from './captions-opus.js';

export interface BotConfig {
  sttUrl: string;
  redisUrl: string;
  speakers: number;
  warmupS: number;
  measureS: number;
}

export interface BotResult {
  speakers: number;
  measureS: number;
  /** CPU seconds of this process over the measurement */
  cpuS: number;
  /** ms each 20 ms tick came after its due time: percentiles, and the mean in each third */
  lateP50: number;
  lateP99: number;
  lateMax: number;
  lateThirds: number[];
  loopMaxMs: number;
  /** PCM bytes handed to the caption sessions (all run, drain included) */
  pcmBytes: number;
  utterances: number;
  finals: number;
  /** per utterance with a final: ms from its end (the silence timer) and from its last packet */
  fromEnd: number[];
  fromLastPacket: number[];
  decodeErrors: number;
  errors: string[];
}

const FRAME_MS = 20;
const SPEECH_FRAMES = 150; // 3 s
const CYCLE_FRAMES = 200; // + 1 s quiet
const SILENCE_FRAMES = 40; // 800 ms: the utterance ends (AfterSilence)
const VOICE: ConversationRef = { platform: 'discord', workspaceId: 'bench-guild', channelId: 'bench-voice' };

interface Utterance {
  lastPacketAt: number;
  endAt: number;
  finalAt: number;
  measured: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(config: BotConfig): Promise<BotResult> {
  const packets = await opusPackets();
  const redis = new Redis(config.redisUrl);
  const workspace = `bench-${config.speakers}-${process.pid}`;
  const voice: ConversationRef = { ...VOICE, workspaceId: workspace };
  const members: VoiceMember[] = Array.from({ length: config.speakers }, (_, i) => ({
    id: String(1000 + i),
    name: `speaker${i}`,
  }));
  const byName = new Map(members.map((m, i) => [m.name, i]));
  const current: Array<Utterance | undefined> = [];
  /** per speaker, utterances ended and waiting for their final caption, oldest first */
  const awaiting: Utterance[][] = members.map(() => []);
  const all: Utterance[] = [];
  const errors: string[] = [];
  let measuring = false;
  let joined: VoiceJoinRequest | undefined;

  // A final caption is a post or edit without the partials' trailing "…".
  const posted = (reply: Reply) => {
    if (reply.type !== 'text' || reply.text.endsWith('…')) return;
    const name = /^\*\*(.+?):\*\*/.exec(reply.text)?.[1];
    const i = name === undefined ? undefined : byName.get(name);
    if (i === undefined) return;
    const u = awaiting[i]?.shift();
    if (u) u.finalAt = performance.now();
  };
  let ids = 0;
  const adapter: PlatformAdapter = {
    name: 'discord',
    maxTextLength: 2_000,
    async start() {},
    async stop() {},
    async send(_c, reply) {
      posted(reply);
      ids += 1;
      return { id: String(ids) };
    },
    async edit(_c, _id, reply) {
      posted(reply);
    },
    async delete() {},
    async download() {
      return Buffer.alloc(0);
    },
    voice: {
      async join(req): Promise<VoiceRoom> {
        joined = req;
        return { conversation: voice, name: 'Bench voice', members, leave: async () => undefined };
      },
    },
  };
  const language = createLanguageClient({
    baseUrl: 'http://127.0.0.1:9/',
    wsUrl: config.sttUrl,
    apiKey: 'bench-key',
    appId: 'bench-app',
    retries: 0,
    timeoutMs: 10_000,
  });
  const captions = createCaptions({
    stores: createStores(redis),
    usage: new RedisUsageMeter(redis),
    settings: new SettingsStore(redis),
    language,
    adapter: () => adapter,
    onError: (err, what) => {
      if (errors.length < 20) errors.push(`${what}: ${(err as Error)?.message ?? err}`);
    },
  });
  for (const m of members) await captions.setConsent(voice, m.id, true);
  const started = await captions.start({
    conversation: voice,
    member: { id: members[0]?.id ?? '1000' },
    language: 'en',
    translate: false,
  });
  if (!started.started || !joined) throw new Error(`captions did not start: ${started.text}`);
  const req = joined;

  // One speaker's utterance as VoiceLink.receive handles it: packets in, 16 kHz mono PCM to the sink.
  let pcmBytes = 0;
  let decodeErrors = 0;
  interface Receiver {
    write(packet: Buffer): void;
    end(): void;
  }
  const receiver = async (member: VoiceMember, u: Utterance): Promise<Receiver> => {
    const sink = req.utterance(member);
    const down = new Downsampler();
    const deliver = (pcm: Buffer) => {
      const out = down.push(pcm);
      pcmBytes += out.length;
      if (out.length) sink.audio(out);
    };
    let over = false;
    const ended = () => {
      if (over) return;
      over = true;
      u.endAt = performance.now();
      awaiting[members.indexOf(member)]?.push(u);
      sink.end();
    };
    // Packets are decoded as they come; one that fails is skipped, the utterance goes on.
    const d = await OpusDecoder.create();
    return {
      write(packet) {
        try {
          deliver(d.decode(packet));
        } catch {
          decodeErrors++;
        }
      },
      end() {
        d.free();
        ended();
      },
    };
  };
  const speakers = members.map((member, i) => {
    let rx: Receiver | undefined;
    let admitting = false;
    return {
      phase: Math.floor((i * CYCLE_FRAMES) / config.speakers),
      frame(k: number) {
        const at = (k - this.phase + CYCLE_FRAMES * 1000) % CYCLE_FRAMES;
        if (at === 0 && !rx && !admitting) {
          // Speaking starts: consent asked; packets until it answers are not received (Discord too).
          admitting = true;
          void req.admits(member.id).then(async (yes) => {
            if (yes) {
              const u: Utterance = { lastPacketAt: 0, endAt: 0, finalAt: 0, measured: measuring };
              current[i] = u;
              all.push(u);
              rx = await receiver(member, u);
            }
            admitting = false;
          });
        }
        if (!rx) return;
        if (at < SPEECH_FRAMES) {
          rx.write(packets[(i * 97 + k) % packets.length] as Buffer);
          const u = current[i];
          if (u) u.lastPacketAt = performance.now();
        } else if (at === SPEECH_FRAMES + SILENCE_FRAMES - 1) {
          rx.end();
          rx = undefined;
        }
      },
    };
  });

  // Packets arrive every 20 ms for every speaker, as a voice connection's socket delivers them.
  const lateness: number[] = [];
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const t0 = performance.now();
  const warmupTicks = (config.warmupS * 1000) / FRAME_MS;
  const measureTicks = (config.measureS * 1000) / FRAME_MS;
  const drainTicks = (2 * CYCLE_FRAMES * FRAME_MS) / FRAME_MS; // every utterance under way ends
  let cpu0 = process.cpuUsage();
  let cpuS = 0;
  for (let k = 0; k < warmupTicks + measureTicks + drainTicks; k++) {
    const due = t0 + k * FRAME_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (k === warmupTicks) {
      measuring = true;
      cpu0 = process.cpuUsage();
      histogram.enable();
    }
    if (k === warmupTicks + measureTicks) {
      measuring = false;
      const d = process.cpuUsage(cpu0);
      cpuS = (d.user + d.system) / 1e6;
      histogram.disable();
    }
    if (measuring) lateness.push(Math.max(0, performance.now() - due));
    // After the measurement, speakers only finish what they are saying.
    const speaking = k < warmupTicks + measureTicks;
    for (const s of speakers) {
      const at = (k - s.phase + CYCLE_FRAMES * 1000) % CYCLE_FRAMES;
      if (speaking || at !== 0) s.frame(k);
    }
  }
  await new Promise((r) => setTimeout(r, 2_000));
  await captions.stopAll();
  await language.close();
  redis.disconnect();

  const measured = all.filter((u) => u.measured && u.endAt > 0);
  const finals = measured.filter((u) => u.finalAt > 0);
  const third = Math.floor(lateness.length / 3);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const sorted = [...lateness].sort((a, b) => a - b);
  return {
    speakers: config.speakers,
    measureS: config.measureS,
    cpuS,
    lateP50: percentile(sorted, 50),
    lateP99: percentile(sorted, 99),
    lateMax: sorted.at(-1) ?? Number.NaN,
    lateThirds: [0, 1, 2].map((t) => mean(lateness.slice(t * third, (t + 1) * third))),
    loopMaxMs: histogram.max / 1e6,
    pcmBytes,
    utterances: measured.length,
    finals: finals.length,
    fromEnd: finals.map((u) => u.finalAt - u.endAt),
    fromLastPacket: finals.map((u) => u.finalAt - u.lastPacketAt),
    decodeErrors,
    errors,
  };
}

const config = JSON.parse(process.argv[2] ?? '{}') as BotConfig;
main(config).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    process.stderr.write(`captions speakers bot failed: ${(err as Error)?.stack ?? err}\n`);
    process.exit(1);
  },
);
