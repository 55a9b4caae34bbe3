// Which failures mean "no recogniser for this language" (then the speech's own language is tried).
import { describe, expect, it } from 'vitest';
import { noRecogniserFor } from '../../../src/core/recognise.js';
import { BatchJobError, LanguageApiError, SpeechRecognitionError } from '../../../src/language/errors.js';

describe('noRecogniserFor', () => {
  it.each([
    [
      'file STT: no decoder',
      new SpeechRecognitionError('no decoder for given args', 'transcribeFile', 400),
      true,
    ],
    ['batch upload code 003', new BatchJobError('Language and/or Domain not available', '003'), true],
    ['batch job failed (005)', new BatchJobError('failed', '005'), false],
    ['file STT: another cause', new SpeechRecognitionError('audio too short', 'transcribeFile', 400), false],
    ['a server error', new LanguageApiError('internal error', 'transcribeFile', 500), false],
    ['not an API error', new Error('no decoder'), false],
  ])('%s', (_, err, expected) => {
    expect(noRecogniserFor(err)).toBe(expected);
  });
});
