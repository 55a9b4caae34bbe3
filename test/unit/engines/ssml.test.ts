import { describe, expect, it } from 'vitest';
import { wavInfo } from '../../../src/local-api/engines/media.js';
import { parsePitch, parseRate, parseSsml } from '../../../src/local-api/engines/ssml.js';
import { createTtsEngine } from '../../../src/local-api/engines/tts.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<speak>&lol3;</speak>`;

function rejects(xml: string): string {
  try {
    parseSsml(xml);
  } catch (err) {
    expect(err).toBeInstanceOf(EngineInputError);
    return (err as Error).message;
  }
  throw new Error('expected the SSML to be rejected');
}

describe('parseSsml', () => {
  it('flattens voice, prosody, break, p and s into segments', () => {
    const segments = parseSsml(
      `<speak version="1.0"><voice name="hi_female"><p><s>नमस्ते</s><s>दुनिया</s></p></voice>` +
        `<break time="500ms"/><prosody rate="slow" pitch="+2st">slow &amp; high</prosody>` +
        `<prosody rate="150%"><prosody pitch="low">nested</prosody></prosody></speak>`,
    );
    expect(segments.map((s) => s.text)).toEqual(['नमस्ते', 'दुनिया', 'slow & high', 'nested']);
    expect(segments[0]).toMatchObject({ speaker: 'hi_female', rate: 1, pitch: 0 });
    expect(segments[1]?.speaker).toBe('hi_female');
    expect(segments[2]).toMatchObject({ rate: 0.75, pitch: 2 });
    expect(segments[2]?.speaker).toBeUndefined();
    expect(segments[2]?.breakBeforeMs).toBeGreaterThanOrEqual(500);
    expect(segments[3]).toMatchObject({ rate: 1.5, pitch: -3 });
  });

  it('reads break times and strengths, clamping huge pauses', () => {
    const ms = (attr: string) => parseSsml(`<speak>a<break ${attr}/>b</speak>`)[1]?.breakBeforeMs;
    expect(ms('time="500ms"')).toBe(500);
    expect(ms('time="1s"')).toBe(1000);
    expect(ms('time="1.5s"')).toBe(1500);
    expect(ms('strength="strong"')).toBe(700);
    expect(ms('')).toBe(400);
    expect(ms('time="99999s"')).toBe(10_000);
    expect(rejects('<speak>a<break time="soon"/>b</speak>')).toMatch(/^invalid SSML: break time/);
  });

  it('keeps a trailing break as a silent segment', () => {
    expect(parseSsml('<speak>a<break time="2s"/></speak>').at(-1)).toEqual({ text: '', breakBeforeMs: 2000 });
  });

  it('maps prosody rate and pitch values', () => {
    expect(parseRate('x-slow')).toBe(0.5);
    expect(parseRate('x-fast')).toBe(1.5);
    expect(parseRate('+20%')).toBeCloseTo(1.2);
    expect(parseRate('-20%')).toBeCloseTo(0.8);
    expect(parseRate('80%')).toBeCloseTo(0.8);
    expect(parseRate('1.3')).toBeCloseTo(1.3);
    expect(parsePitch('+2st')).toBe(2);
    expect(parsePitch('-1.5st')).toBe(-1.5);
    expect(parsePitch('high')).toBe(3);
    expect(parsePitch('-10%')).toBeCloseTo(12 * Math.log2(0.9));
    expect(() => parseRate('zippy')).toThrow(EngineInputError);
    expect(() => parsePitch('up')).toThrow(EngineInputError);
  });

  it('refuses a billion-laughs document, any DOCTYPE and external entities', () => {
    expect(rejects(BILLION_LAUGHS)).toBe('invalid SSML: DOCTYPE and entity declarations are not allowed');
    expect(rejects('<!DOCTYPE speak SYSTEM "file:///etc/passwd"><speak>x</speak>')).toMatch(/DOCTYPE/);
    // an entity that was never declared is not looked up anywhere
    expect(rejects('<speak>&xxe;</speak>')).toBe('invalid SSML: undefined entity &xxe;');
  });

  it('refuses malformed XML, a wrong root and documents without text', () => {
    expect(rejects('<speak>unclosed <break></speak>')).toMatch(/^invalid SSML: .*closing tag/);
    expect(rejects('just words')).toMatch(/^invalid SSML: /);
    expect(rejects('<voice name="hi_male">x</voice>')).toBe('invalid SSML: the root element must be <speak>');
    expect(rejects('<speak><break time="1s"/></speak>')).toBe('invalid SSML: no text to speak');
  });

  it('decodes predefined and numeric character references only', () => {
    expect(parseSsml('<speak>&lt;a&gt; &#x928;&#2350;</speak>')[0]?.text).toBe('<a> नम');
  });
});

describe('SSML through the TTS engine', () => {
  const tts = createTtsEngine();
  const durationOf = async (xml: string) =>
    wavInfo(
      await tts.synthesize({
        segments: parseSsml(xml),
        speaker: 'hi_male',
        speed: 1,
        pitch: 0,
        sampleRate: 16000,
        format: 'wav',
      }),
    ).durationS;

  it('a 1 s break adds about a second', async () => {
    const without = await durationOf('<speak>नमस्ते दुनिया</speak>');
    const withBreak = await durationOf('<speak>नमस्ते <break time="1s"/> दुनिया</speak>');
    expect(withBreak - without).toBeGreaterThan(0.8);
    expect(withBreak - without).toBeLessThan(1.6);
  });

  it('prosody rate x-slow makes speech longer, voice name switches the speaker', async () => {
    const plain = await durationOf('<speak>यह एक छोटा वाक्य है</speak>');
    const slow = await durationOf('<speak><prosody rate="x-slow">यह एक छोटा वाक्य है</prosody></speak>');
    expect(slow).toBeGreaterThan(plain * 1.3);
    await expect(durationOf('<speak><voice name="xx_robot">hello</voice></speak>')).rejects.toThrow(
      /unknown voice name "xx_robot"/,
    );
  });
});

describe('parseSsml limits', () => {
  it('refuses absurdly deep nesting with a clear message', () => {
    const deep = `<speak>${'<s>'.repeat(80)}x${'</s>'.repeat(80)}</speak>`;
    expect(() => parseSsml(deep)).toThrow(/^invalid SSML: elements nested more than 64 deep$/);
    const deeper = `<speak>${'<s>'.repeat(5000)}x${'</s>'.repeat(5000)}</speak>`;
    expect(() => parseSsml(deeper)).toThrow(/^invalid SSML: /);
  });
});
