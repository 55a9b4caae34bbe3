// /analyse [sentiment entities summary safety pii] TEXT — what the text-analysis API finds, as
// plain sentences, from one request. Several kinds, space- or comma-separated; without one,
// everything but the summary.
import { describeTypes, identifyAnalysisLanguage } from '../src/core/analysis.js';
import { defineCommand } from '../src/core/command.js';
import type { Reply } from '../src/core/reply.js';
import type { AnalyseResult } from '../src/language/types.js';
import { meter, textOf } from './shared.js';

export const ANALYSES = ['sentiment', 'entities', 'summary', 'safety', 'pii'] as const;
export type Analysis = (typeof ANALYSES)[number];

export interface AnalyseArgs {
  kinds: Analysis[];
  text: string;
}

const isKind = (w: string): w is Analysis => (ANALYSES as readonly string[]).includes(w);

export const analyse = defineCommand({
  name: 'analyse',
  // Asked where nobody else saw it (a Slack slash command), the answer is the asker's too.
  rules: { askedPrivately: 'personal' },
  usage: '[sentiment entities summary safety pii] TEXT',
  target: 'message',
  options: [
    // Several kinds in one call (the API takes them in one request): `sentiment entities TEXT`.
    { name: 'kind', type: 'choice', choices: ANALYSES, multiple: true },
    { name: 'text', type: 'text' },
  ],
  parse(v, ctx): AnalyseArgs {
    const kinds = (v.kind ?? []).filter(isKind);
    return {
      kinds: kinds.length ? kinds : ['sentiment', 'entities', 'safety', 'pii'],
      text: textOf(v.text, ctx, 'usage.text.analyse'),
    };
  },
  async run(ctx, { kinds, text }) {
    const notices: Reply[] = [];
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(text.length);
    const res = await ctx.language.analyseText({
      text,
      language: await identifyAnalysisLanguage(ctx.language, text, ctx.settings.language),
      ...(kinds.includes('sentiment') ? { sentiment: true } : {}),
      ...(kinds.includes('entities') ? { entities: true } : {}),
      ...(kinds.includes('summary') ? { summary: 'paragraph' as const } : {}),
      ...(kinds.includes('safety') ? { safety: true } : {}),
      ...(kinds.includes('pii') ? { pii: true } : {}),
    });
    await hooks.after(text.length);
    return [{ type: 'text', text: describe(res, kinds), replyTo: ctx.event.messageId }, ...notices];
  },
});

export function describe(res: AnalyseResult, kinds: Analysis[]): string {
  const lines: string[] = [];
  if (kinds.includes('sentiment')) {
    const avg = res.sentiment?.sentiments.average;
    lines.push(
      avg
        ? `Sentiment: ${avg.sentiment} (${Math.round(avg.confidence * 100)}% sure)`
        : 'Sentiment: not available',
    );
  }
  if (kinds.includes('entities')) {
    const groups = Object.entries(res.entity_recognition?.entities ?? {})
      .map(([type, items]) => {
        const names = items
          .map((e) => (typeof e === 'string' ? e : (e.value ?? e.text ?? '')))
          .filter(Boolean);
        return names.length ? `${type}: ${[...new Set(names)].join(', ')}` : '';
      })
      .filter(Boolean);
    lines.push(groups.length ? `Entities: ${groups.join('; ')}` : 'Entities: none found');
  }
  if (kinds.includes('summary'))
    lines.push(`Summary: ${res.summary?.summarised_text?.trim() || 'not available'}`);
  if (kinds.includes('safety')) {
    const found = res.content_moderation?.moderation_results ?? [];
    lines.push(
      found.length
        ? `Safety: contains ${describeTypes([...new Set(found.map((r) => r.type))])} (${found.map((r) => `"${r.text}"${r.severity ? ` ${r.severity}` : ''}`).join(', ')})`
        : 'Safety: nothing offensive found',
    );
  }
  if (kinds.includes('pii')) {
    const pii = res.pii_redaction;
    lines.push(
      pii?.redaction_results.length
        ? `Personal data (${[...new Set(pii.redaction_results.map((r) => r.pii_type))].join(', ')}) redacted: ${pii.redacted_text}`
        : 'Personal data: none found',
    );
  }
  return lines.join('\n');
}
