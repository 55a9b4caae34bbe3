// The bot's Prometheus metrics: one registry, counters anyone may increment, and a wrapper that
// times every Language Services call and counts what it bills.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { LanguageClient } from '../language/types.js';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'dubash_' });

export const eventsTotal = new Counter({
  name: 'dubash_events_total',
  help: 'Chat events received, by platform and kind',
  labelNames: ['platform', 'kind'] as const,
  registers: [registry],
});

const commandsCounter = new Counter({
  name: 'dubash_commands_total',
  help: 'Commands run, by name (`unknown` for names no command has) and outcome (ok, error, duplicate, rate-limited)',
  labelNames: ['name', 'outcome'] as const,
  registers: [registry],
});

/**
 * Commands run: `inc({name, outcome})`, `name` a command's own name or `unknown` (src/bot.ts, which
 * knows the commands, labels it: anyone can type `/anything`, and a series per typed name would
 * grow /metrics without bound).
 */
export const commandsTotal = {
  inc(labels: { name: string; outcome: string }, value?: number): void {
    commandsCounter.inc(labels, value);
  },
};

export const apiCallsTotal = new Counter({
  name: 'dubash_api_calls_total',
  help: 'Language Services API calls, by operation and status (HTTP status or "error")',
  labelNames: ['operation', 'status'] as const,
  registers: [registry],
});

export const apiCallSeconds = new Histogram({
  name: 'dubash_api_call_duration_seconds',
  help: 'Latency of Language Services API calls (including retries), by operation',
  labelNames: ['operation'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const jobsTotal = new Counter({
  name: 'dubash_jobs_total',
  help: 'Background jobs finished, by queue and outcome (completed, retried, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export const charactersBilled = new Counter({
  name: 'dubash_characters_billed_total',
  help: 'Characters sent to billed text operations (translation, transliteration, TTS, analysis)',
  labelNames: ['operation'] as const,
  registers: [registry],
});

export const audioSecondsBilled = new Counter({
  name: 'dubash_audio_seconds_billed_total',
  help: 'Seconds of audio sent to speech-to-text',
  labelNames: ['operation'] as const,
  registers: [registry],
});

const textLength = (t: string | string[] | undefined): number =>
  t === undefined ? 0 : Array.isArray(t) ? t.reduce((n, s) => n + s.length, 0) : t.length;

/** Seconds of a canonical WAV (from its header), else an estimate for 16 kHz mono int16 PCM. */
export function audioSeconds(audio: Buffer): number {
  if (
    audio.length >= 44 &&
    audio.toString('ascii', 0, 4) === 'RIFF' &&
    audio.toString('ascii', 8, 12) === 'WAVE'
  ) {
    const byteRate = audio.readUInt32LE(28);
    if (byteRate > 0) return Math.max(0, audio.length - 44) / byteRate;
  }
  return audio.length / 32_000;
}

/** What a request will be billed: characters for text operations, seconds for speech. */
function billing(operation: string, req: unknown): { characters?: number; seconds?: number } {
  const r = (req ?? {}) as Record<string, unknown>;
  switch (operation) {
    case 'translate': {
      const targets = Array.isArray(r.to) ? r.to.length : 1;
      return { characters: textLength(r.text as string | string[]) * targets };
    }
    case 'transliterate':
      return { characters: textLength(r.text as string | string[]) };
    case 'tts':
      return { characters: textLength(r.text as string | string[]) + textLength(r.ssml as string) };
    case 'analyseText':
      return { characters: textLength(r.text as string) };
    case 'transcribeFile':
    case 'transcribeBatch':
    case 'submit':
    case 'identifySpokenLanguage':
      return Buffer.isBuffer(r.audio) ? { seconds: audioSeconds(r.audio) } : {};
    default:
      return {};
  }
}

function statusOf(err: unknown): string {
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status > 0) return String(status);
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return 'timeout';
  if (name === 'NetworkError') return 'network';
  return 'error';
}

const TIMED: readonly (keyof LanguageClient)[] = [
  'tts',
  'translate',
  'transliterate',
  'ocr',
  'analyseText',
  'localizeDocument',
  'transcribeFile',
  'transcribeBatch',
  'submit',
  'status',
  'transcript',
  'openStream',
  // identifyLanguage stays out: src/core/langid.ts calls lang_id_text only on a client that has it
  'identifySpokenLanguage',
];

/** The same client, with every call counted, timed and its billing recorded. */
export function instrumentClient(client: LanguageClient): LanguageClient {
  const wrapped: Record<string, unknown> = { close: () => client.close() };
  for (const operation of TIMED) {
    const method = client[operation] as (...args: unknown[]) => Promise<unknown>;
    wrapped[operation] = async (...args: unknown[]) => {
      const end = apiCallSeconds.startTimer({ operation });
      try {
        const result = await method.apply(client, args);
        apiCallsTotal.inc({ operation, status: '200' });
        const billed = billing(operation, args[0]);
        if (billed.characters) charactersBilled.inc({ operation }, billed.characters);
        if (billed.seconds) audioSecondsBilled.inc({ operation }, billed.seconds);
        return result;
      } catch (err) {
        apiCallsTotal.inc({ operation, status: statusOf(err) });
        throw err;
      } finally {
        end();
      }
    };
  }
  return wrapped as unknown as LanguageClient;
}
