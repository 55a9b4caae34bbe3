// What STT answers carry besides the raw recognizer text: display text (numbers as numerals, a
// capital letter), SRT subtitles from word timings. Shared by file, batch and streaming STT.
import type { RecognizedWord } from './engines/types.js';

const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** English number words → numerals ("ten meters" → "10 meters", "forty two" → "42"). */
function numeralsEn(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const tens = TENS[w.toLowerCase()];
    const unit = UNITS[w.toLowerCase()];
    if (tens !== undefined) {
      const next = UNITS[(words[i + 1] ?? '').toLowerCase()];
      if (next !== undefined && next > 0 && next < 10) {
        out.push(String(tens + next));
        i++;
      } else out.push(String(tens));
    } else if (unit !== undefined && w.toLowerCase() !== 'oh') out.push(String(unit));
    else out.push(w);
  }
  return out;
}

/** Recognizer fillers and markers that are not words. */
export function isSpokenWord(word: string): boolean {
  return word.length > 0 && !/^[<[]/.test(word);
}

export function displayText(text: string, language: string): string {
  const words = text.split(/\s+/).filter(isSpokenWord);
  if (words.length === 0) return '';
  const shown = language === 'en' || language.endsWith('_en') ? numeralsEn(words) : words;
  const joined = shown.join(' ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** Post-processed transcript: display text, ending with a full stop when punctuating. */
export function postProcess(text: string, language: string, punctuate: boolean): string {
  const shown = displayText(text, language);
  if (!shown || !punctuate || /[.?!।]$/.test(shown)) return shown;
  return `${shown}${language === 'hi' ? '।' : '.'}`;
}

function srtTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
}

/** Numbered SRT cues: at most 8 words or 4 s each, a new cue after a pause of 1 s. */
export function toSrt(words: RecognizedWord[]): string {
  const cues: RecognizedWord[][] = [];
  let cue: RecognizedWord[] = [];
  for (const word of words.filter((w) => isSpokenWord(w.word))) {
    const first = cue[0];
    const last = cue[cue.length - 1];
    if (first && last && (cue.length >= 8 || word.end - first.start > 4 || word.start - last.end > 1)) {
      cues.push(cue);
      cue = [];
    }
    cue.push(word);
  }
  if (cue.length > 0) cues.push(cue);
  return cues
    .map((c, i) => {
      const start = c[0]?.start ?? 0;
      const end = c[c.length - 1]?.end ?? start;
      return `${i + 1}\n${srtTime(start)} --> ${srtTime(end)}\n${c.map((w) => w.word).join(' ')}\n`;
    })
    .join('\n');
}
