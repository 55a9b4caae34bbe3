// Writes a transliteration model file in the layout read by engines/translit-model.ts.
import { gzipSync } from 'node:zlib';
import { lmParts } from '../engines/translit-lm.js';
import { MODEL_MAGIC, type ModelHeader } from '../engines/translit-model.js';
import type { BackoffModel } from './ngram.js';

const shape = (m: BackoffModel) => ({
  states: m.backoffState.length,
  arcs: m.arcToken.length,
  startState: m.startState,
});

export function encodeModel(
  header: Omit<ModelHeader, 'joint' | 'chars'>,
  joint: BackoffModel,
  chars: BackoffModel,
): Buffer {
  const full: ModelHeader = { ...header, joint: shape(joint), chars: shape(chars) };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const head = Buffer.alloc((8 + json.length + 3) & ~3);
  head.write(MODEL_MAGIC, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  json.copy(head, 8);
  const parts = [...lmParts(joint), ...lmParts(chars)].map((a) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
  );
  return gzipSync(Buffer.concat([head, ...parts]), { level: 9 });
}
