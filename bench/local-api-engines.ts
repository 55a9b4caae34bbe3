// Engine figures of the local Language Services server (issue 3, "Figures"):
// TTS real-time factor on a 100-word Hindi text (target ≥ 100×) and OCR time of an A4 page at
// 300 dpi with ~40 lines of mixed Hindi and English (target ≤ 8 s).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavInfo } from '../src/local-api/engines/media.js';
import { createOcrEngine } from '../src/local-api/engines/ocr.js';
import { createTtsEngine } from '../src/local-api/engines/tts.js';
import { characterSimilarity, renderMixedLines } from '../test/unit/engines/render-text.js';

const HINDI_SENTENCES = [
  'भारत एक विशाल देश है जहाँ अनेक भाषाएँ बोली जाती हैं।',
  'हर राज्य की अपनी संस्कृति, भोजन और त्योहार हैं।',
  'लोग एक दूसरे की भाषा सीखकर मित्रता बढ़ाते हैं।',
  'आज मौसम बहुत अच्छा है और बच्चे बाहर खेल रहे हैं।',
  'किसान सुबह जल्दी उठकर अपने खेतों में काम करते हैं।',
  'शहरों में यातायात बढ़ रहा है इसलिए लोग मेट्रो से यात्रा करते हैं।',
  'पुस्तकालय में नई किताबें आई हैं जिन्हें पढ़ने के लिए छात्र उत्सुक हैं।',
  'हमें पानी बचाना चाहिए क्योंकि यह बहुत कीमती है।',
  'डॉक्टर ने कहा कि रोज़ टहलना स्वास्थ्य के लिए अच्छा है।',
  'शाम को परिवार के साथ बैठकर बातें करना सुखद लगता है।',
];
const ENGLISH_SENTENCES = [
  'Please send the quarterly report by Friday',
  'The meeting has moved to the second floor',
  'Our new office opens in Bengaluru next month',
  'Invoice number 4521 was paid on time',
];

/** About 100 Hindi words. */
function hindiText(words = 100): string {
  const out: string[] = [];
  for (let i = 0; out.length < words; i++) {
    out.push(...(HINDI_SENTENCES[i % HINDI_SENTENCES.length] ?? '').split(' '));
  }
  return out.slice(0, words).join(' ');
}

async function benchTts(): Promise<Record<string, number>> {
  const tts = createTtsEngine();
  const text = hindiText(100);
  const request = {
    segments: [{ text }],
    speaker: 'hi_female',
    speed: 1,
    pitch: 0,
    sampleRate: 22050,
    format: 'wav' as const,
  };
  await tts.synthesize({ ...request, segments: [{ text: 'नमस्ते' }] }); // warm the page cache
  const runs: Array<{ audio: number; wall: number }> = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const wav = await tts.synthesize(request);
    runs.push({ audio: wavInfo(wav).durationS, wall: (performance.now() - started) / 1000 });
  }
  runs.sort((a, b) => a.wall - b.wall);
  const median = runs[1] ?? { audio: 0, wall: 1 };
  return {
    tts_hindi_words: text.split(' ').length,
    tts_audio_s: Number(median.audio.toFixed(2)),
    tts_wall_s: Number(median.wall.toFixed(3)),
    tts_realtime_factor: Math.round(median.audio / median.wall),
  };
}

function a4Lines(count = 40): string[] {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const hindi = HINDI_SENTENCES[i % HINDI_SENTENCES.length] ?? '';
    const english = ENGLISH_SENTENCES[i % ENGLISH_SENTENCES.length] ?? '';
    lines.push(
      i % 3 === 2
        ? english
        : i % 3 === 1
          ? `${hindi.replace('।', '')} ${english.split(' ').slice(0, 3).join(' ')}`
          : hindi,
    );
  }
  return lines;
}

async function benchOcr(): Promise<Record<string, number | string>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
  try {
    const lines = a4Lines(40);
    const rendered = join(dir, 'lines.png');
    const page = join(dir, 'a4.png');
    renderMixedLines(lines, rendered, { ptsize: 10 });
    // A4 at 300 dpi is 2480 × 3508 pixels; shrink only if the text block is larger.
    execFileSync('convert', [
      ...[rendered, '-resize', '2480x3508>', '-background', 'white', '-gravity', 'northwest'],
      ...['-extent', '2480x3508', '-units', 'PixelsPerInch', '-density', '300', page],
    ]);
    const image = readFileSync(page);
    const ocr = createOcrEngine();
    const started = performance.now();
    const text = await ocr.text(image, 'img', ['hi', 'en']);
    const seconds = (performance.now() - started) / 1000;
    return {
      ocr_a4_lines: lines.length,
      ocr_a4_size: '2480x3508 px (300 dpi)',
      ocr_a4_s: Number(seconds.toFixed(2)),
      ocr_a4_char_accuracy: Number(characterSimilarity(lines.join('\n'), text).toFixed(4)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchEngines(): Promise<Record<string, string | number>> {
  const figures: Record<string, string | number> = { ...(await benchTts()), ...(await benchOcr()) };
  console.log(
    `TTS: ${figures.tts_realtime_factor}× real time (${figures.tts_audio_s} s of audio for ` +
      `${figures.tts_hindi_words} Hindi words in ${figures.tts_wall_s} s; target ≥ 100×)`,
  );
  console.log(
    `OCR: A4 page, ${figures.ocr_a4_lines} mixed Hindi/English lines at 300 dpi in ${figures.ocr_a4_s} s ` +
      `(target ≤ 8 s), character accuracy ${figures.ocr_a4_char_accuracy}`,
  );
  return figures;
}
