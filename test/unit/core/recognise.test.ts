// Which failures mean "no recogniser for this language" (then the speech's own language is tried),
// and what a failure to identify the speech's language comes to.
import { describe, expect, it } from 'vitest';
import { noRecogniserFor, recogniseSpeech } from '../../../src/core/recognise.js';
import type { PreparedAudio } from '../../../src/language/audio.js';
import {
  BatchJobError,
  InvalidRequestError,
  LanguageApiError,
  SpeechRecognitionError,
  TimeoutError,
} from '../../../src/language/errors.js';
import type { LanguageClient } from '../../../src/language/types.js';

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

describe("recogniseSpeech: the speech's own language when the channel's has no recogniser", () => {
  const noDecoder = () =>
    Promise.reject(new SpeechRecognitionError('no decoder for given args', 'transcribeFile', 400));
  const prepared = { audio: Buffer.from('RIFF'), format: 'wav' } as unknown as PreparedAudio;
  const client = (identify: () => Promise<unknown>) =>
    ({ transcribeFile: noDecoder, identifySpokenLanguage: identify }) as unknown as LanguageClient;
  it('a language the service could not tell is unheard', async () => {
    const answer = recogniseSpeech(
      client(() =>
        Promise.reject(
          new InvalidRequestError('language not identified', undefined, 'identifySpokenLanguage', 400),
        ),
      ),
      prepared,
      'hi',
      { long: false },
    );
    await expect(answer).resolves.toEqual({ unheard: true });
  });
  it('a timeout while identifying is thrown, so the job is tried again (not "no recogniser")', async () => {
    const answer = recogniseSpeech(
      client(() => Promise.reject(new TimeoutError('timed out', 'identifySpokenLanguage'))),
      prepared,
      'hi',
      { long: false },
    );
    await expect(answer).rejects.toBeInstanceOf(TimeoutError);
  });
});
