// Lexicon sentiment. English: the `sentiment` package (AFINN-165 word scores, with its negation
// handling), extended with romanized Hindi words so Hinglish chat scores too. Hindi in Devanagari:
// our own small lexicon (data/sentiment-hi.tsv) with negation by नहीं/ना/मत. Other languages have no
// lexicon here: they are reported neutral with a low confidence (0.3), which is the honest answer.
import { readFileSync } from 'node:fs';
import Sentiment from 'sentiment';

export type SentimentOutcome = {
  text: string;
  average: { sentiment: 'positive' | 'negative' | 'neutral'; confidence: number };
};

const UNSUPPORTED_CONFIDENCE = 0.3;
const NEGATIONS = new Set(['नहीं', 'नही', 'ना', 'न', 'मत', 'nahi', 'nahin', 'nhi', 'mat', 'na']);
const WORD = /[\p{L}\p{M}]+/gu;

let lexicon: { devanagari: Map<string, number>; roman: Record<string, number> } | undefined;
function load() {
  if (lexicon) return lexicon;
  const devanagari = new Map<string, number>();
  const roman: Record<string, number> = {};
  const text = readFileSync(new URL('../data/sentiment-hi.tsv', import.meta.url), 'utf8');
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, score] = line.split('\t');
    if (!word || score === undefined) continue;
    if (/[a-z]/.test(word)) roman[word] = Number(score);
    else devanagari.set(word.normalize('NFC'), Number(score));
  }
  lexicon = { devanagari, roman };
  return lexicon;
}

/** Reads the lexicon now (a sync file read), so no request pays for it: called at start-up. */
export function warmSentimentLexicon(): void {
  load();
}

const english = new Sentiment();

/** Devanagari words scored with the Hindi lexicon; a negation within the next two words flips. */
function hindiScore(text: string): { score: number; hits: number } {
  const { devanagari } = load();
  const words = [...text.normalize('NFC').matchAll(WORD)].map((m) => m[0]);
  let score = 0;
  let hits = 0;
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? devanagari.get(`${words[i]} ${words[i + 1]}`) : undefined;
    const s = pair ?? devanagari.get(words[i] as string);
    if (s === undefined) continue;
    const negated =
      words.slice(i + 1, i + 3).some((w) => NEGATIONS.has(w)) || NEGATIONS.has(words[i - 1] ?? '');
    score += negated ? -s : s;
    hits++;
    if (pair !== undefined) i++;
  }
  return { score, hits };
}

export function analyseSentiment(text: string, language: string): SentimentOutcome {
  const latin = english.analyze(text, { extras: load().roman });
  const hindi = hindiScore(text);
  const score = latin.score + hindi.score;
  const hits = latin.words.length + hindi.hits;
  const words = Math.max(1, [...text.matchAll(WORD)].length);
  const knownLanguage = language === 'en' || language === 'hi';
  if (hits === 0) {
    return {
      text,
      average: { sentiment: 'neutral', confidence: knownLanguage ? 0.5 : UNSUPPORTED_CONFIDENCE },
    };
  }
  // confidence grows with the strength of the evidence relative to the length of the text
  const strength = Math.abs(score) / Math.sqrt(words);
  const confidence = Number(Math.min(0.95, 0.5 + 0.45 * Math.tanh(strength / 2)).toFixed(2));
  const sentiment = score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
  return { text, average: { sentiment, confidence: knownLanguage ? confidence : Math.min(confidence, 0.6) } };
}
