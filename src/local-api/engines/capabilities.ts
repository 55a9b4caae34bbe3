// What the offline engines serve, read from the engines' own tables (not a copy of them): the
// espeak-ng voices of tts.ts, the tesseract packs of ocr.ts that are installed, the recognizers of
// stt.ts, the scripts of transliterate.ts and the offline pairs of translate.ts. The web chat's
// greeting shows it, and so stays true when an engine learns a language.
import { STT_LANGUAGES, TTS_SPEAKERS } from '../../language/codes.js';
import { TESSERACT_LANGS, tesseractLanguages } from './ocr.js';
import { createRecognizer } from './stt.js';
import { HINDUSTANI } from './translate.js';
import { LANGUAGE_SCRIPT } from './transliterate.js';
import { espeakVoiceFor } from './tts.js';

export interface EngineCapability {
  /** what a person would call it */
  operation: 'translation' | 'transliteration' | 'speech' | 'text in images' | 'speech-to-text';
  engine: string;
  /** the system tool it runs, when it runs one (the caller may check it is installed) */
  command?: string;
  /** language codes it serves; for translation, the pairs as `hi→ur` */
  languages: string[];
  /** what else to know, in a few words */
  note?: string;
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** The offline engines and the languages each serves on this machine (LOCAL_* variables applied). */
export async function engineCapabilities(env: NodeJS.ProcessEnv = process.env): Promise<EngineCapability[]> {
  const mt = env.LOCAL_MT_URL?.trim();
  const ocr: string[] = [];
  for (const code of Object.keys(TESSERACT_LANGS)) {
    // a pack that is not installed (or no tesseract at all) is refused: not served here
    if (
      await tesseractLanguages([code]).then(
        () => true,
        () => false,
      )
    )
      ocr.push(code);
  }
  const recognizer = createRecognizer(env);
  const sttRemote = env.LOCAL_STT_URL?.trim();
  return [
    {
      operation: 'translation',
      engine: mt ? 'glossary, then the MT server at LOCAL_MT_URL' : 'glossary, Hindustani script conversion',
      languages: [...HINDUSTANI].map((pair) => pair.replace('>', '→')),
      note: mt
        ? 'other pairs through the MT server'
        : 'other pairs only with a glossary entry; otherwise sounded out in the target script (set LOCAL_MT_URL)',
    },
    {
      operation: 'transliteration',
      engine: 'our rules',
      languages: Object.keys(LANGUAGE_SCRIPT),
    },
    {
      operation: 'speech',
      engine: 'espeak-ng',
      command: 'espeak-ng',
      languages: unique(TTS_SPEAKERS.filter((s) => espeakVoiceFor(s)).map((s) => s.split('_')[0] as string)),
    },
    {
      operation: 'text in images',
      engine: 'tesseract',
      command: 'tesseract',
      languages: ocr,
      note:
        ocr.length < Object.keys(TESSERACT_LANGS).length ? 'more with tesseract-ocr-* packages' : undefined,
    },
    {
      operation: 'speech-to-text',
      engine: sttRemote ? 'pocketsphinx and LOCAL_STT_URL' : 'pocketsphinx',
      command: 'pocketsphinx_continuous',
      languages: STT_LANGUAGES.filter((l) => recognizer.supports(l, 'generic')),
    },
  ];
}
