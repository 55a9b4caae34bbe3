// dubash analyse --language en [--translate-to hi] [--summary gist] [--sentiment] [--entities]
//                [--safety] [--pii] TEXT
import { type Command, Option } from 'commander';
import { SUMMARY_TYPES } from '../language/codes.js';
import type { AnalyseResult } from '../language/types.js';
import { type CliContext, UsageError } from './context.js';
import { textFromArgs } from './options.js';

interface AnalyseOptions {
  language: string;
  translateTo?: string;
  summary?: (typeof SUMMARY_TYPES)[number];
  sentiment?: boolean;
  entities?: boolean;
  safety?: boolean;
  pii?: boolean;
}

export function registerAnalyse(program: Command, ctx: CliContext): void {
  program
    .command('analyse')
    .alias('analyze')
    .description('translate, summarise, score sentiment, find entities, check safety or redact personal data')
    .requiredOption('--language <lang>', 'language code of the text, e.g. en')
    .option('--translate-to <lang>', 'translate the text into this language')
    .addOption(new Option('--summary <type>', 'summarise the text').choices(SUMMARY_TYPES))
    .option('--sentiment', 'score the sentiment')
    .option('--entities', 'find people, organisations, places, times, …')
    .option('--safety', 'check for profanity and hate speech')
    .option('--pii', 'redact personal data (emails, phone numbers, Aadhaar, PAN, cards, …)')
    .argument('[text...]', 'the text (or stdin)')
    .action(async (words: string[], opts: AnalyseOptions) => {
      const wanted =
        opts.translateTo || opts.summary || opts.sentiment || opts.entities || opts.safety || opts.pii;
      if (!wanted) {
        throw new UsageError(
          'choose at least one analysis: --translate-to, --summary, --sentiment, --entities, --safety, --pii',
        );
      }
      const text = (await textFromArgs(words)).join('\n');
      const result = await ctx.getClient().analyseText({
        text,
        language: opts.language,
        translateTo: opts.translateTo,
        summary: opts.summary,
        sentiment: opts.sentiment,
        entities: opts.entities,
        safety: opts.safety,
        pii: opts.pii,
      });
      if (ctx.json) return ctx.printJson({ results: result });
      for (const line of renderAnalysis(result, opts)) ctx.out(line);
    });
}

function entityText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if (typeof o.value === 'string') return o.value;
    if (typeof o.text === 'string') return o.text;
    if (o.hh !== undefined) return `${String(o.hh).padStart(2, '0')}:${String(o.nn ?? 0).padStart(2, '0')}`;
  }
  return JSON.stringify(item);
}

/** Readable sections, one per analysis asked for, in the order of the flags. */
export function renderAnalysis(r: AnalyseResult, opts: AnalyseOptions): string[] {
  const lines: string[] = [];
  const section = (title: string, body: string[]) => {
    if (lines.length) lines.push('');
    lines.push(title, ...body.map((b) => `  ${b}`));
  };
  if (opts.translateTo) {
    section(`Translation (${opts.translateTo}):`, r.translation?.translated_text ?? ['(none returned)']);
  }
  if (opts.summary) section(`Summary (${opts.summary}):`, [r.summary?.summarised_text ?? '(none returned)']);
  if (opts.sentiment) {
    const avg = r.sentiment?.sentiments.average;
    section('Sentiment:', [
      avg ? `${avg.sentiment} (confidence ${avg.confidence.toFixed(2)})` : '(none returned)',
    ]);
  }
  if (opts.entities) {
    const found = Object.entries(r.entity_recognition?.entities ?? {}).filter(([, items]) => items.length);
    section(
      'Entities:',
      found.length
        ? found.map(([type, items]) => `${type}: ${items.map(entityText).join(', ')}`)
        : ['(none)'],
    );
  }
  if (opts.safety) {
    const cm = r.content_moderation;
    const hits = cm?.moderation_results ?? [];
    section('Content safety:', [
      hits.length ? `flagged: ${hits.map((h) => `${h.type} "${h.text}"`).join(', ')}` : 'nothing flagged',
      ...(hits.length && cm ? [`moderated: ${cm.moderated_text}`] : []),
    ]);
  }
  if (opts.pii) {
    const pii = r.pii_redaction;
    section('Personal data:', [
      `redacted: ${pii?.redacted_text ?? '(none returned)'}`,
      ...(pii?.redaction_results ?? []).map((p) => `${p.pii_type}: ${p.text}`),
    ]);
  }
  return lines;
}
