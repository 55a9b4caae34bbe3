// /analyse [sentiment|entities|summary|safety|pii] TEXT — what the text-analysis API finds, as
// plain sentences. Several kinds may be comma-joined; without one, everything but the summary.
import { type Command, UsageError } from '../src/core/command.js';
import type { Reply } from '../src/core/reply.js';
import { analysisLanguage, describeTypes } from '../src/features/moderation.js';
import type { AnalyseResult } from '../src/language/types.js';
import { meter, textOf } from './shared.js';

export const ANALYSES = ['sentiment', 'entities', 'summary', 'safety', 'pii'] as const;
export type Analysis = (typeof ANALYSES)[number];

export interface AnalyseArgs {
  kinds: Analysis[];
  text: string;
}

const isKind = (w: string): w is Analysis => (ANALYSES as readonly string[]).includes(w);

export const analyse: Command<AnalyseArgs> = {
  name: 'analyse',
  description: 'Sentiment, entities, summary, safety check or personal-data redaction of a text',
  descriptions: {
    hi: 'पाठ का भाव, नाम, सारांश, सुरक्षा जाँच या निजी जानकारी छिपाना',
    ta: 'உரையின் உணர்வு, பெயர்கள், சுருக்கம், பாதுகாப்புச் சோதனை அல்லது தனிப்பட்ட தகவல் மறைப்பு',
    bn: 'লেখার মনোভাব, নাম, সারাংশ, নিরাপত্তা যাচাই বা ব্যক্তিগত তথ্য লুকানো',
    te: 'వచనంలో భావం, పేర్లు, సారాంశం, భద్రతా తనిఖీ లేదా వ్యక్తిగత సమాచారం దాచడం',
    mr: 'मजकुराचा भाव, नावे, सारांश, सुरक्षा तपासणी किंवा वैयक्तिक माहिती लपवणे',
    kn: 'ಪಠ್ಯದ ಭಾವನೆ, ಹೆಸರುಗಳು, ಸಾರಾಂಶ, ಸುರಕ್ಷತಾ ಪರಿಶೀಲನೆ ಅಥವಾ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ ಮರೆಮಾಡುವುದು',
    ml: 'എഴുത്തിലെ ഭാവം, പേരുകൾ, സംഗ്രഹം, സുരക്ഷാ പരിശോധന അല്ലെങ്കിൽ സ്വകാര്യ വിവരങ്ങൾ മറയ്ക്കൽ',
    gu: 'લખાણનો ભાવ, નામો, સારાંશ, સલામતી તપાસ અથવા અંગત માહિતી છુપાવવી',
    pa: 'ਲਿਖਤ ਦਾ ਭਾਵ, ਨਾਂ, ਸਾਰ, ਸੁਰੱਖਿਆ ਜਾਂਚ ਜਾਂ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਲੁਕਾਉਣਾ',
  },
  usage: '[sentiment|entities|summary|safety|pii] TEXT',
  options: [
    { name: 'kind', description: `one or more of ${ANALYSES.join(', ')} (default: all but summary)` },
    { name: 'text', description: 'what to analyse (or reply to a message)' },
  ],
  mode: 'inline',
  parse(args, event) {
    const m = args.trim().match(/^(\S+)(?:\s+([\s\S]*))?$/);
    const first = m?.[1]?.toLowerCase() ?? '';
    const words = first.split(',');
    if (words.every(isKind))
      return { kinds: words as Analysis[], text: textOf(m?.[2] ?? '', event, 'some text to analyse') };
    if (words.length > 1) throw new UsageError(`Pick kinds from ${ANALYSES.join(', ')}, then the text.`);
    return {
      kinds: ['sentiment', 'entities', 'safety', 'pii'],
      text: textOf(args, event, 'some text to analyse'),
    };
  },
  async run(ctx, { kinds, text }) {
    const notices: Reply[] = [];
    const hooks = meter(ctx, 'characters', notices);
    await hooks.before(text.length);
    const res = await ctx.language.analyseText({
      text,
      language: analysisLanguage(text, ctx.settings.language),
      ...(kinds.includes('sentiment') ? { sentiment: true } : {}),
      ...(kinds.includes('entities') ? { entities: true } : {}),
      ...(kinds.includes('summary') ? { summary: 'paragraph' as const } : {}),
      ...(kinds.includes('safety') ? { safety: true } : {}),
      ...(kinds.includes('pii') ? { pii: true } : {}),
    });
    await hooks.after(text.length);
    return [{ type: 'text', text: describe(res, kinds), replyTo: ctx.event.messageId }, ...notices];
  },
};

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
        ? `Safety: contains ${describeTypes([...new Set(found.map((r) => r.type))])} (${found.map((r) => `"${r.text}"`).join(', ')})`
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
