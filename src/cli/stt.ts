// dubash stt --lang en [--domain generic] [--format 16k_int16] --file FILE            (file STT)
// dubash stt --batch --lang en [--subtitles] --file FILE                              (batch)
// dubash stt --stream --lang en [--timeout 15] [--silence 1] [--realtime] --file FILE (streaming)
import { basename } from 'node:path';
import { type Command, Option } from 'commander';
import { toPcm16kMono } from '../language/audio.js';
import { STT_FILE_FORMATS, type SttFileFormat } from '../language/codes.js';
import { LanguageApiError } from '../language/errors.js';
import { type CliContext, UsageError } from './context.js';
import { parseNumber, readInputFile } from './options.js';
import { streamTranscribe } from './stt-stream.js';

interface SttOptions {
  lang: string;
  domain?: string;
  format?: SttFileFormat;
  file: string;
  batch?: boolean;
  subtitles?: boolean;
  stream?: boolean;
  timeout?: number;
  silence?: number;
  realtime?: boolean;
}

export function registerStt(program: Command, ctx: CliContext): void {
  program
    .command('stt')
    .description('transcribe speech: a file at once (default), a batch job (--batch) or a stream (--stream)')
    .requiredOption('--lang <lang>', 'spoken language code, e.g. en, hi, hi_en')
    .option('--domain <domain>', 'domain, e.g. generic (default)')
    .addOption(
      new Option(
        '--format <format>',
        'send the file as-is with this format code (default: detected)',
      ).choices(STT_FILE_FORMATS),
    )
    .requiredOption('--file <file>', 'the audio file (wav, ogg/opus, mp3, flac, m4a, webm, …)')
    .option('--batch', 'upload as a batch job and wait for the transcript')
    .option('--subtitles', 'batch only: also print SRT subtitles')
    .option('--stream', 'stream the audio and print partial transcripts, then the final')
    .option(
      '--timeout <s>',
      'stream only: seconds the session may last (default 15, at most 180)',
      parseNumber,
    )
    .option(
      '--silence <s>',
      'stream only: seconds of silence that end it (default 1, at most 30)',
      parseNumber,
    )
    .option('--realtime', 'stream only: send audio at real-time pace instead of as fast as possible')
    .action(async (opts: SttOptions) => {
      checkModeOptions(opts);
      const audio = await readInputFile(opts.file, 'audio file');
      if (opts.stream) {
        const pcm = await asUsage(opts.file, () => toPcm16kMono(audio));
        return streamTranscribe(
          ctx,
          pcm,
          { language: opts.lang, domain: opts.domain, timeoutS: opts.timeout, silenceS: opts.silence },
          Boolean(opts.realtime),
        );
      }
      // Without --format the client detects the format and converts what the API cannot take.
      const common = {
        audio,
        format: opts.format,
        filename: basename(opts.file),
        language: opts.lang,
        domain: opts.domain,
      };
      if (opts.batch) {
        const result = await ctx.getClient().transcribeBatch({
          ...common,
          subtitles: opts.subtitles,
          onStatus: (s) => ctx.note(`status: ${s.status ?? s.message}`),
        });
        if (ctx.json) return ctx.printJson(result);
        ctx.out(result.transcript);
        if (opts.subtitles && result.subtitles) ctx.out(`\n${result.subtitles.trimEnd()}`);
        return;
      }
      const result = await ctx.getClient().transcribeFile(common);
      if (ctx.json) return ctx.printJson(result);
      const text = result.displayText || result.text;
      if (!text) ctx.err(`no speech recognised (${result.cause})`);
      ctx.out(text);
    });
}

function checkModeOptions(opts: SttOptions): void {
  if (opts.batch && opts.stream) throw new UsageError('choose one of --batch and --stream');
  if (opts.subtitles && !opts.batch) throw new UsageError('--subtitles works with --batch only');
  if (!opts.stream) {
    for (const flag of ['timeout', 'silence', 'realtime'] as const) {
      if (opts[flag] !== undefined) throw new UsageError(`--${flag} works with --stream only`);
    }
  }
  if (opts.stream && opts.format) {
    throw new UsageError('--format does not apply to --stream: the audio is sent as 16 kHz PCM');
  }
}

/** Audio that cannot be read or converted is the user's input problem (exit 2), not a crash. */
async function asUsage<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LanguageApiError) throw error;
    throw new UsageError(`cannot use ${file} as audio: ${(error as Error).message}`);
  }
}
