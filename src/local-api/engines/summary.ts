// Extractive summaries: split into sentences (., ?, ! and the Devanagari danda ।/॥), score each by
// the document frequency of its content words (a tf-based ranking: sentences that carry the text's
// recurring words rank high), and pick sentences back in document order.

export const SUMMARY_KINDS = ['bullets', 'bullets_verbose', 'gist', 'headline', 'paragraph'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those ' +
    'i you he she we they me him her us them my your his our their not no so than then there here what which who whom ' +
    'will would can could should may might must do does did have has had also just about into over after before more ' +
    'very such only own same too all any both each few most other some again once' +
    ' का के की को में से है हैं था थे थी और या पर भी तो ही यह वह ये वो एक इस उस इन उन कि जो ने लिए तक कर करना किया हो होता होती रहा रही रहे गया गई गए साथ बहुत कुछ सब'
  ).split(/\s+/),
);
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function splitSentences(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?।॥])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function contentWords(s: string): string[] {
  return [...s.toLowerCase().matchAll(WORD)]
    .map((m) => m[0])
    .filter((w) => !STOPWORDS.has(w) && w.length > 1);
}

/** Sentence indexes, best first. */
function rank(sentences: string[]): number[] {
  const freq = new Map<string, number>();
  for (const s of sentences) for (const w of new Set(contentWords(s))) freq.set(w, (freq.get(w) ?? 0) + 1);
  const max = Math.max(1, ...freq.values());
  const scores = sentences.map((s, i) => {
    const words = contentWords(s);
    if (!words.length) return 0;
    const sum = words.reduce((acc, w) => acc + (freq.get(w) ?? 0) / max, 0);
    // normalize by sqrt(length): long sentences do not win on length alone; the lead gets a nudge
    return sum / Math.sqrt(words.length) + (i === 0 ? 0.1 : 0);
  });
  return scores
    .map((s, i) => [s, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .map(([, i]) => i);
}

const inOrder = (sentences: string[], picked: number[]) =>
  [...picked].sort((a, b) => a - b).map((i) => sentences[i] as string);

export function summarize(text: string, kind: SummaryKind = 'gist'): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  const ranked = rank(sentences);
  switch (kind) {
    case 'headline': {
      const words = (sentences[ranked[0] as number] as string).replace(/[.!?।॥]+$/u, '').split(/\s+/);
      return words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : words.join(' ');
    }
    case 'bullets':
    case 'bullets_verbose':
      return inOrder(sentences, ranked.slice(0, kind === 'bullets' ? 3 : 5))
        .map((s) => `• ${s}`)
        .join('\n');
    case 'paragraph':
      return inOrder(sentences, ranked.slice(0, Math.max(1, Math.ceil(sentences.length * 0.3)))).join(' ');
    default:
      return inOrder(sentences, ranked.slice(0, sentences.length > 4 ? 2 : 1)).join(' ');
  }
}
