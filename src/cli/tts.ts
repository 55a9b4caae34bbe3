// dubash tts --speaker hi_female [--speed 1] [--pitch 0] [--sample-rate 22050] [--format wav]
//            --out FILE (TEXT | --ssml FILE)
import type { Command } from 'commander';
import type { TtsFormat, TtsSpeaker } from '../language/codes.js';
import { audioInfo } from './audio-info.js';
import { type CliContext, UsageError } from './context.js';
import {
  checkOutputPath,
  parseInteger,
  parseNumber,
  readInputFile,
  textFromArgs,
  writeOutputFile,
} from './options.js';

interface TtsOptions {
  speaker: string;
  speed?: number;
  pitch?: number;
  sampleRate?: number;
  format?: string;
  out: string;
  ssml?: string;
}

const DEFAULT_SAMPLE_RATE = 22050;

export function registerTts(program: Command, ctx: CliContext): void {
  program
    .command('tts')
    .description('speak text (or an SSML document) into an audio file')
    .requiredOption('--speaker <code>', 'speaker code, e.g. hi_female, en_male')
    .option('--speed <n>', 'speed, 0.5 (slowest) to 1.5 (fastest)', parseNumber)
    .option('--pitch <n>', 'pitch in semitones, -3 to 3', parseNumber)
    .option('--sample-rate <hz>', 'sample rate: 8000, 16000, 22050, 24000, 44100 or 48000', parseInteger)
    .option('--format <format>', 'wav, mp3, flac, ogg, opus or pcm (default wav)')
    .requiredOption('--out <file>', 'where to write the audio')
    .option('--ssml <file>', 'read an SSML document from this file instead of TEXT')
    .argument('[text...]', 'text to speak (or lines on stdin)')
    .action(async (words: string[], opts: TtsOptions) => {
      if (opts.ssml && words.length > 0) throw new UsageError('give TEXT or --ssml FILE, not both');
      const ssml = opts.ssml ? (await readInputFile(opts.ssml, 'SSML file')).toString('utf8') : undefined;
      const text = ssml === undefined ? await textFromArgs(words) : undefined;
      await checkOutputPath(opts.out);
      const sampleRate = opts.sampleRate ?? DEFAULT_SAMPLE_RATE;
      const result = await ctx.getClient().tts({
        text: text && text.length === 1 ? text[0] : text,
        ssml,
        speaker: opts.speaker as TtsSpeaker,
        speed: opts.speed,
        pitch: opts.pitch,
        sampleRate: opts.sampleRate,
        format: opts.format as TtsFormat | undefined,
      });
      await writeOutputFile(opts.out, result.audio);
      const info = await audioInfo(result.audio, result.format, sampleRate, opts.out);
      if (ctx.json) {
        return ctx.printJson({
          file: opts.out,
          bytes: result.audio.length,
          format: result.format,
          contentType: result.contentType,
          sampleRate: info.sampleRate ?? null,
          durationS: info.durationS ?? null,
        });
      }
      const rate = info.sampleRate ? `${info.sampleRate} Hz` : 'unknown rate';
      const duration = info.durationS !== undefined ? `${info.durationS.toFixed(2)} s` : 'unknown duration';
      ctx.out(`wrote ${opts.out} (${result.audio.length} bytes, ${rate}, ${duration})`);
    });
}
