import { describe, expect, it } from 'vitest';
import { webhookName } from '../../../adapters/discord/webhook-name.js';

/** What a reader sees: the Cyrillic twins read as their Latin letters. */
const read = (s: string) =>
  s
    .replace(/\u043e/g, 'o')
    .replace(/\u041e/g, 'O')
    .replace(/\u0435/g, 'e')
    .replace(/\u0415/g, 'E');
/** Discord's checks on Execute Webhook's username (as the emulator applies them). */
const refused = (s: string) =>
  /discord|clyde/i.test(s) || /^(everyone|here)$/i.test(s) || [...s].length < 1 || [...s].length > 80;

describe('webhookName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(webhookName('Asha (Slack)')).toBe('Asha (Slack)');
    expect(webhookName('Theresa (Telegram)')).toBe('Theresa (Telegram)');
  });

  it('changes one letter of each forbidden word, in any case, so it reads the same', () => {
    for (const name of [
      'Kavin (Discord)',
      'clydesdale (Web chat)',
      'DISCORDFAN',
      'Clyde and discord and CLYDE',
      'everyone',
      'Here',
    ]) {
      const out = webhookName(name);
      expect(refused(out), out).toBe(false);
      expect(read(out)).toBe(name);
      expect(out.length).toBe(name.length);
    }
    expect(webhookName('Kavin (Discord)')).toBe('Kavin (Disc\u043erd)');
    expect(webhookName('CLYDE')).toBe('CLYD\u0415');
  });

  it('cuts a long name to 80 characters with an ellipsis, never inside an emoji', () => {
    const long = webhookName(`${'a'.repeat(78)}😀😀 (Slack)`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
    expect(long).toBe(`${'a'.repeat(78)}…`);
    expect(webhookName('x'.repeat(80))).toBe('x'.repeat(80));
    expect(webhookName('discord'.repeat(20)).length).toBe(80);
    expect(refused(webhookName('discord'.repeat(20)))).toBe(false);
  });

  it('an empty or blank name becomes "member"', () => {
    expect(webhookName('')).toBe('member');
    expect(webhookName('   ')).toBe('member');
  });
});
