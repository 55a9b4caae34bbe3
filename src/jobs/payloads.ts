// The JSON each job carries, checked at the start of every handler: a job written by an older
// version, or by hand, fails with a clear message instead of half-running.
import { z } from 'zod';
import { ChatEvent, MediaRef } from '../core/event.js';
import { DOC_LANGUAGES, OCR_LANGUAGES, STT_LANGUAGES, TTS_SPEAKERS } from '../language/codes.js';
import { Moderation, Settings } from '../settings/schema.js';

const Base = z.object({
  /** the event that asked for the work (replies thread to it; its interaction, if any, takes them) */
  event: ChatEvent,
  /** the progress notice to edit into the result, when one was posted */
  progressMessageId: z.string().optional(),
  /** the language the asking member reads dubash in (src/core/i18n.ts readerOf); English without */
  reader: z.string().optional(),
  /** the workspace's language: the channel's notices (moderation) and the admins' are said in it */
  workspaceLanguage: z.string().optional(),
});

export const TranscribePayload = Base.extend({
  media: MediaRef,
  language: z.enum(STT_LANGUAGES).default('en'),
  logging: z.enum(['true', 'no_audio', 'no_transcript', 'false']).default('false'),
  /** the channel's moderation policy, applied to the transcript */
  moderation: Moderation.optional(),
  /**
   * the workspace's monthly budget: the job meters the seconds it transcribed (the recording's own
   * length where the platform gave none); absent, they were metered when it was queued
   */
  budget: Settings.shape.budget.optional(),
  /** queued by auto-transcribe: over budget it stays quiet, as automatic work does */
  automatic: z.boolean().default(false),
});
export type TranscribePayload = z.infer<typeof TranscribePayload>;

export const OcrPayload = Base.extend({
  media: MediaRef,
  languages: z.array(z.enum(OCR_LANGUAGES)).min(1).default(['en']),
  /** translate the recognised text into this language */
  translateTo: z.string().optional(),
  domain: z.string().default('generic'),
  /** the workspace's monthly budget, which the translation counts against */
  budget: Settings.shape.budget.optional(),
  moderation: Moderation.optional(),
});
export type OcrPayload = z.infer<typeof OcrPayload>;

export const SpeakPayload = Base.extend({
  text: z.string().min(1),
  voice: z.enum(TTS_SPEAKERS),
  speed: z.number().min(0.5).max(1.5).default(1),
  sampleRate: z.number().int().optional(),
});
export type SpeakPayload = z.infer<typeof SpeakPayload>;

export const LocalizePayload = Base.extend({
  media: MediaRef,
  from: z.enum(DOC_LANGUAGES as [string, ...string[]]),
  to: z.array(z.enum(DOC_LANGUAGES as [string, ...string[]])).min(1),
});
export type LocalizePayload = z.infer<typeof LocalizePayload>;
