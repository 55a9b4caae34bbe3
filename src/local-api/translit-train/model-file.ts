// Writes a transliteration model file in the layout read by engines/translit-model.ts.
import { gzipSync } from 'node:zlib';
import { MODEL_MAGIC, type ModelHeader } from '../engines/translit-model.js';
import type { BackoffModel } from './ngram.js';

export function encodeModel(
  header: Omit<ModelHeader, 'states' | 'arcs' | 'startState'>,
  m: BackoffModel,
): Buffer {
  const full: ModelHeader = {
    ...header,
    states: m.backoffState.length,
    arcs: m.arcToken.length,
    startState: m.startState,
  };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const head = Buffer.alloc((8 + json.length + 3) & ~3);
  head.write(MODEL_MAGIC, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  json.copy(head, 8);
  const parts = [m.arcStart, m.arcToken, m.arcLogp, m.arcNext, m.backoffLogw, m.backoffState].map((a) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
  );
  return gzipSync(Buffer.concat([head, ...parts]), { level: 9 });
}
