// A view showing one language alone (a Telegram topic, a Discord mirror channel) puts the reader's
// note under a sounded-out translation, unless the line is already marked (a live caption).
import { describe, expect, it } from 'vitest';
import {
  SOUNDED_OUT_MARK,
  soundedOutNote,
  withSoundedOutNotes,
} from '../../../src/translation/sounded-out.js';

describe('withSoundedOutNotes', () => {
  const notes = { hi: soundedOutNote('en', 'hi') };

  it('adds the note under an unmarked line', () => {
    expect(withSoundedOutNotes({ hi: 'गुड मॉर्निंग' }, notes).hi).toBe(
      'गुड मॉर्निंग\n(Sounded out in Devanagari; no translation engine for en→hi here — set LOCAL_MT_URL or use the Language Services API.)',
    );
  });

  it('leaves a line that carries the mark as it is', () => {
    const caption = `**asha:** गो फॉरवर्ड ${SOUNDED_OUT_MARK}`;
    expect(withSoundedOutNotes({ hi: caption }, notes).hi).toBe(caption);
  });
});
