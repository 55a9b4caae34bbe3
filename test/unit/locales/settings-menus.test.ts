// The settings menus' buttons (Telegram's inline keyboards, the web chat's buttons) in the reader's
// language: the languages named in it, the moderation modes said in it.
import { describe, expect, it } from 'vitest';
import { menuActions } from '../../../commands/settings.js';

const labels = (name: Parameters<typeof menuActions>[0], lang: string) =>
  menuActions(name, lang)
    .rows.flat()
    .map((b) => b.label);

describe('settings menus', () => {
  it('name the languages in the reader’s language', () => {
    expect(labels('lang', 'hi')).toEqual(expect.arrayContaining(['तमिल', 'बंगाली', 'हिन्दी']));
    expect(labels('auto', 'ta')).toEqual(expect.arrayContaining(['இந்தி', 'தமிழ்']));
    expect(labels('lang', 'en')).toEqual(expect.arrayContaining(['Tamil', 'Bengali', 'Hindi']));
  });

  it('say the moderation modes in the reader’s language', () => {
    expect(labels('mod', 'ta').slice(0, 4)).toEqual(['நிறுத்து', 'குறியிடு', 'மறை', 'திருத்து']);
    expect(labels('mod', 'mr').slice(0, 4)).toEqual(['बंद', 'खूण करा', 'लपवा', 'काटछाट करा']);
    expect(labels('mod', 'en').slice(0, 4)).toEqual(['Off', 'Flag', 'Hide', 'Redact']);
  });
});
