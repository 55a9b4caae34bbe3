// Content safety over real HTTP, as the bot's moderate() asks for it (text-analyse with
// content_safety, hate_speech + profanity): shared by the moderation integration tests.
import { expect } from 'vitest';
import { type Json, post, type TestApi } from './helpers.js';

const URL_FLAGS =
  'translate=false&summary=false&sentiment=false&detect_entities=false&content_safety=true&pii_redaction=false';

/** The reply's content_moderation: {moderated_text, moderation_results}. */
export async function contentSafety(t: TestApi, text: string, language: string): Promise<Json> {
  const r = await post(
    `${t.url}api/v2/text-analyse?${URL_FLAGS}`,
    { ...t.creds, 'REV-APPNAME': 'text-analysis' },
    { text, language, content_moderation: { moderation_types: ['hate_speech', 'profanity'] } },
  );
  expect(r.status).toBe(200);
  return r.body.results.content_moderation;
}
