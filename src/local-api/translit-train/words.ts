// Native word lists for the transliteration models: the words tesseract's language data knows
// (Debian's tesseract-ocr-<lang> packages, Apache-2.0), pulled out with tesseract's own tools
// (combine_tessdata, dawg2wordlist) at training time and shipped as ../data/translit/words/<lang>.utf16.gz
// (NFD, sorted by code unit, UTF-16LE with a line feed after each word: the form the model searches). The models rank a candidate that is a real word first, and search
// the list for words the open beam missed (translit-model.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeWords } from '../engines/translit-wordlist.js';

export const TESSDATA_DIR = '/usr/share/tesseract-ocr/5/tessdata';

/** Dakshina language → tesseract language code and the Unicode script of its words. */
const TESSERACT: Record<string, { code: string; script: string }> = {
  bn: { code: 'ben', script: 'Bengali' },
  gu: { code: 'guj', script: 'Gujarati' },
  hi: { code: 'hin', script: 'Devanagari' },
  kn: { code: 'kan', script: 'Kannada' },
  ml: { code: 'mal', script: 'Malayalam' },
  mr: { code: 'mar', script: 'Devanagari' },
  pa: { code: 'pan', script: 'Gurmukhi' },
  sd: { code: 'snd', script: 'Arabic' },
  si: { code: 'sin', script: 'Sinhala' },
  ta: { code: 'tam', script: 'Tamil' },
  te: { code: 'tel', script: 'Telugu' },
  ur: { code: 'urd', script: 'Arabic' },
};

/**
 * Hindi's own list is small (12,500 words, a quarter of the dev words); tesseract's Devanagari
 * script data (Hindi, Marathi, Nepali, Sanskrit… text) holds a million and half the dev words:
 * searched and preferred, +3 points top-1 on dev. Its words are not put into the character model
 * (no gain on dev, a file five times larger).
 */
const SCRIPT_DATA: Record<string, string> = { hi: 'Devanagari' };

/** Debian packages holding the tesseract data the word lists are pulled from. */
export const TESSERACT_PACKAGES = [
  ...Object.values(TESSERACT).map((t) => `tesseract-ocr-${t.code}`),
  'tesseract-ocr-script-deva',
];

export interface LanguageWords {
  /** the language's own words (tesseract's list for it): also taught to the character model */
  own: string[];
  /** every word the model searches and prefers, sorted by code unit: what ships */
  searched: string[];
  /** whether `searched` also holds a script's other languages: `own` then ships too, as `<lang>.own` */
  scriptWide: boolean;
}

/** The words of a language from installed tesseract data (NFD); null when that data is missing. */
export function languageWords(lang: string, tessdata = TESSDATA_DIR): LanguageWords | null {
  const t = TESSERACT[lang];
  if (!t) return null;
  const own = tessWords(join(tessdata, `${t.code}.traineddata`), t.script);
  const script = SCRIPT_DATA[lang];
  const more = script ? tessWords(join(tessdata, `${script}.traineddata`), t.script) : [];
  if (!own || !more) return null;
  // default sort: by UTF-16 code unit, the order the engine's list search reads
  const searched = [...new Set([...own, ...more])].sort();
  return { own, searched, scriptWide: Boolean(script) };
}

/** The shipped file: the code units the engine's word list reads as they are (translit-wordlist.ts). */
export function wordFile(words: readonly string[]): Buffer {
  const units = encodeWords(words);
  return gzipSync(Buffer.from(units.buffer, units.byteOffset, units.byteLength), { level: 9 });
}

/** The words of one traineddata file wholly in the script, NFD, sorted, distinct; null when absent. */
function tessWords(file: string, scriptName: string): string[] | null {
  if (!existsSync(file)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'dubash-words-'));
  try {
    const base = join(dir, 'lang.');
    execFileSync('combine_tessdata', ['-u', file, base], { stdio: 'ignore' });
    const list = join(dir, 'words.txt');
    execFileSync('dawg2wordlist', [`${base}lstm-unicharset`, `${base}lstm-word-dawg`, list], {
      stdio: 'ignore',
    });
    // only words wholly in the language's script: the lists also hold Latin words, digits, punctuation
    const ofScript = new RegExp(`^[\\p{Script=${scriptName}}\\p{Script=Inherited}\\u200c\\u200d]+$`, 'u');
    const words = new Set<string>();
    for (const line of readFileSync(list, 'utf8').split('\n')) {
      const w = line.trim().normalize('NFD');
      if (w && ofScript.test(w)) words.add(w);
    }
    return [...words].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
