// The pipeline writes a member's locale when it changed or when this process last wrote it
// LOCALE_REWRITE_MS ago, not on every message (src/core/locale-memo.ts).
import { expect, it } from 'vitest';
import { LOCALE_REWRITE_MS, LocaleMemo } from '../../../src/core/locale-memo.js';

it('writes a locale once, again when it changes, and again after a while', () => {
  const memo = new LocaleMemo();
  const t = 1_000_000;
  expect(memo.shouldWrite('asha', 'hi', t)).toBe(true);
  expect(memo.shouldWrite('asha', 'hi', t + 1)).toBe(false);
  expect(memo.shouldWrite('ravi', 'hi', t + 1)).toBe(true);
  expect(memo.shouldWrite('asha', 'ta', t + 2)).toBe(true);
  expect(memo.shouldWrite('asha', 'hi', t + 3)).toBe(true);
  expect(memo.shouldWrite('asha', 'hi', t + 3 + LOCALE_REWRITE_MS - 1)).toBe(false);
  expect(memo.shouldWrite('asha', 'hi', t + 3 + LOCALE_REWRITE_MS)).toBe(true);
});

it('writes again after a write that did not happen', () => {
  const memo = new LocaleMemo();
  expect(memo.shouldWrite('asha', 'bn', 5)).toBe(true);
  memo.forget('asha');
  expect(memo.shouldWrite('asha', 'bn', 6)).toBe(true);
});
