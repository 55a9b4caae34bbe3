// SSML → speech segments for the TTS engine. A real XML parser (fast-xml-parser) with entity
// processing off; DOCTYPE is refused before parsing, so no document can declare entities at all
// (billion laughs, external entities). Only the five predefined XML entities and numeric character
// references are decoded, by hand, one level deep.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EngineInputError, type SpeechSegment } from './types.js';

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Longest single <break> honoured; longer values are clamped (a huge break is a memory bomb). */
const MAX_BREAK_MS = 10_000;
/** Pause a paragraph or sentence boundary adds when the document does not say. */
const PARAGRAPH_BREAK_MS = 400;
const SENTENCE_BREAK_MS = 150;
/** deeper documents are refused rather than recursed into */
const MAX_DEPTH = 64;

const BREAK_STRENGTH_MS: Record<string, number> = {
  none: 0,
  'x-weak': 100,
  weak: 250,
  medium: 400,
  strong: 700,
  'x-strong': 1000,
};
const RATE_WORDS: Record<string, number> = {
  'x-slow': 0.5,
  slow: 0.75,
  medium: 1,
  default: 1,
  fast: 1.25,
  'x-fast': 1.5,
};
/** semitones */
const PITCH_WORDS: Record<string, number> = {
  'x-low': -6,
  low: -3,
  medium: 0,
  default: 0,
  high: 3,
  'x-high': 6,
};
/** reference voice pitch (Hz) used to turn "+20Hz" into semitones */
const REFERENCE_PITCH_HZ = 150;

interface VoiceState {
  speaker?: string;
  rate: number;
  pitch: number;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

function invalid(reason: string): EngineInputError {
  return new EngineInputError(`invalid SSML: ${reason}`);
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    const value = PREDEFINED[name];
    if (value === undefined) throw invalid(`undefined entity &${name};`);
    return value;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export function parseBreakMs(attrs: Record<string, string>): number {
  const time = attrs.time?.trim();
  if (time) {
    const match = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s)$/i.exec(time);
    if (!match) throw invalid(`break time "${time.slice(0, 20)}" (use e.g. 500ms or 1s)`);
    const value = Number(match[1]) * (match[2]?.toLowerCase() === 's' ? 1000 : 1);
    return Math.min(MAX_BREAK_MS, Math.round(value));
  }
  const strength = attrs.strength?.trim().toLowerCase() ?? 'medium';
  const ms = BREAK_STRENGTH_MS[strength];
  if (ms === undefined) throw invalid(`break strength "${strength.slice(0, 20)}"`);
  return ms;
}

/** <prosody rate>: a multiplier. */
export function parseRate(value: string): number {
  const v = value.trim().toLowerCase();
  const word = RATE_WORDS[v];
  if (word !== undefined) return word;
  const percent = /^([+-])?(\d+(?:\.\d+)?)%$/.exec(v);
  if (percent) {
    const n = Number(percent[2]) / 100;
    // "+20%" is relative to the current rate; "120%" is absolute.
    const rate = percent[1] === '+' ? 1 + n : percent[1] === '-' ? 1 - n : n;
    if (rate > 0) return rate;
  } else if (/^\d+(?:\.\d+)?$/.test(v) && Number(v) > 0) {
    return Number(v);
  }
  throw invalid(`prosody rate "${value.slice(0, 20)}"`);
}

/** <prosody pitch>: semitones relative to the current pitch. */
export function parsePitch(value: string): number {
  const v = value.trim().toLowerCase();
  const word = PITCH_WORDS[v];
  if (word !== undefined) return word;
  const match = /^([+-]?\d+(?:\.\d+)?)(st|%|hz)$/.exec(v);
  if (match) {
    const n = Number(match[1]);
    if (match[2] === 'st') return n;
    const ratio = match[2] === '%' ? 1 + n / 100 : (REFERENCE_PITCH_HZ + n) / REFERENCE_PITCH_HZ;
    if (ratio > 0) return 12 * Math.log2(ratio);
  }
  throw invalid(`prosody pitch "${value.slice(0, 20)}"`);
}

/**
 * Flattens an SSML document into segments, each with the pause before it and the voice, rate and
 * pitch in force. Elements not listed here (say-as, emphasis, sub…) contribute their text.
 */
export function parseSsml(xml: string): SpeechSegment[] {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw invalid('DOCTYPE and entity declarations are not allowed');
  const verdict = XMLValidator.validate(xml);
  if (verdict !== true) {
    throw invalid(`${verdict.err.msg.slice(0, 100)} (line ${verdict.err.line})`);
  }
  let nodes: XmlNode[];
  try {
    nodes = parser.parse(xml) as XmlNode[];
  } catch (err) {
    // the parser's own limits (e.g. maximum nesting) surface as plain errors
    throw invalid((err as Error).message.slice(0, 100));
  }
  const elements = nodes.filter((node) => !Object.keys(node).some((key) => key.startsWith('?')));
  const root = elements.find((node) => elementName(node) !== undefined);
  if (!root || elementName(root) !== 'speak') throw invalid('the root element must be <speak>');

  const segments: SpeechSegment[] = [];
  let pendingBreakMs = 0;
  // <break>s after the last text still lengthen the audio; implied p/s pauses do not.
  let explicitBreakMs = 0;

  const addBreak = (ms: number, explicit = false): void => {
    pendingBreakMs += ms;
    if (explicit) explicitBreakMs += ms;
  };
  const addText = (raw: string, state: VoiceState): void => {
    const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
    if (!text) return;
    const segment: SpeechSegment = { text, rate: state.rate, pitch: state.pitch };
    if (pendingBreakMs > 0) segment.breakBeforeMs = Math.min(pendingBreakMs, MAX_BREAK_MS);
    if (state.speaker) segment.speaker = state.speaker;
    segments.push(segment);
    pendingBreakMs = 0;
    explicitBreakMs = 0;
  };

  const walk = (children: XmlNode[], state: VoiceState, depth = 1): void => {
    if (depth > MAX_DEPTH) throw invalid(`elements nested more than ${MAX_DEPTH} deep`);
    for (const child of children) {
      if (typeof child['#text'] === 'string') {
        addText(child['#text'], state);
        continue;
      }
      const name = elementName(child);
      if (!name) continue;
      const attrs = child[':@'] ?? {};
      const kids = (child[name] as XmlNode[] | undefined) ?? [];
      const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
      switch (local) {
        case 'break':
          addBreak(parseBreakMs(attrs), true);
          break;
        case 'voice': {
          const speaker = attrs.name?.trim();
          walk(kids, speaker ? { ...state, speaker } : state, depth + 1);
          break;
        }
        case 'prosody': {
          const next = { ...state };
          if (attrs.rate !== undefined) next.rate = state.rate * parseRate(attrs.rate);
          if (attrs.pitch !== undefined) next.pitch = state.pitch + parsePitch(attrs.pitch);
          walk(kids, next, depth + 1);
          break;
        }
        case 'p':
        case 's': {
          const pause = local === 'p' ? PARAGRAPH_BREAK_MS : SENTENCE_BREAK_MS;
          if (segments.length > 0) addBreak(pause);
          walk(kids, state, depth + 1);
          addBreak(pause);
          break;
        }
        case 'sub':
          if (attrs.alias !== undefined) addText(attrs.alias, state);
          else walk(kids, state, depth + 1);
          break;
        case 'speak':
          throw invalid('<speak> cannot be nested');
        default:
          walk(kids, state, depth + 1);
      }
    }
  };

  walk((root.speak as XmlNode[] | undefined) ?? [], { rate: 1, pitch: 0 });
  if (segments.length === 0) throw invalid('no text to speak');
  // A trailing pause is carried by a text-less segment: the TTS engine renders it as silence.
  if (explicitBreakMs > 0)
    segments.push({ text: '', breakBeforeMs: Math.min(explicitBreakMs, MAX_BREAK_MS) });
  return segments;
}

function elementName(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text' && !key.startsWith('?'));
}
