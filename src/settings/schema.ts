// Settings at three levels — workspace, channel, member — each a partial of the same shape; a lower
// level overrides the one above. Stored as JSON, validated on the way in and on the way out.
import { z } from 'zod';
import { TRANSLATION_DOMAINS_V3, TRANSLATION_LANGUAGES, TTS_SPEAKERS } from '../language/codes.js';

export const Language = z.enum(TRANSLATION_LANGUAGES);
export const ModerationType = z.enum(['profanity', 'hate_speech', 'pii']);

export const AutoTranslate = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('off') }),
  /** into a fixed list of languages */
  z.object({
    mode: z.literal('languages'),
    languages: z.array(Language).min(1).max(8),
    /** in a forum group: each language's translation in a topic of its own (Telegram) */
    topics: z.boolean().optional(),
  }),
  /** into each member's own language */
  z.object({ mode: z.literal('members'), topics: z.boolean().optional() }),
]);

export const Moderation = z.object({
  mode: z.enum(['off', 'flag', 'hide', 'redact']),
  types: z.array(ModerationType).min(1),
  /** only report to admins, change nothing */
  dryRun: z.boolean(),
  /**
   * hide/redact act on findings of this severity and above; milder ones are only flagged
   * ("flag low, hide high"). Absent: every finding (personal data counts as high).
   */
  actFrom: z.enum(['low', 'medium', 'high']).optional(),
});

export const Settings = z.object({
  /** the workspace's language, and each member's preferred language at member level */
  language: Language,
  /** member level: show romanized Hindi transliterated into this script's language */
  script: z.enum(['native', 'latin']),
  autoTranslate: AutoTranslate,
  autoTranscribe: z.boolean(),
  autoOcr: z.boolean(),
  moderation: Moderation,
  voice: z.enum(TTS_SPEAKERS),
  speed: z.number().min(0.5).max(1.5),
  domain: z.enum(TRANSLATION_DOMAINS_V3),
  /** the API's `logging` choice for speech */
  apiLogging: z.enum(['true', 'no_audio', 'no_transcript', 'false']),
  /**
   * hours dubash keeps the message texts it has to keep (Telegram's recent texts, for translate by
   * reaction: adapters/telegram/recent-texts.ts); 0 = that store's default (RETAIN_TEXT_DEFAULT_HOURS)
   */
  retainTextHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 90),
  /**
   * translate by reaction: emoji (normalized, src/core/emoji.ts) → the language a reaction with it
   * asks for. Workspace-wide; empty: reactions translate nothing.
   */
  reactions: z
    .record(z.string().min(1).max(64), Language)
    .refine((m) => Object.keys(m).length <= 50, 'at most 50 reaction emoji'),
  /**
   * mirror channels: language → the channel its translations are posted to instead, as their
   * authors (a platform reference as typed, e.g. Discord's `<#id>`; the platform that has mirrors
   * reads it). Channel level.
   */
  mirrors: z
    .partialRecord(Language, z.string().regex(/^<?#?[\w-]{1,40}>?$/))
    .refine((m) => Object.keys(m).length <= 8, 'at most 8 mirror channels'),
  /** monthly budgets per workspace; 0 = unlimited */
  budget: z.object({ characters: z.number().int().min(0), audioSeconds: z.number().int().min(0) }),
});
export type Settings = z.infer<typeof Settings>;
export const PartialSettings = Settings.partial();
export type PartialSettings = z.infer<typeof PartialSettings>;

/** Hours Telegram's recent texts are kept while `retainTextHours` is 0 (translate by reaction). */
export const RETAIN_TEXT_DEFAULT_HOURS = 24;

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  script: 'native',
  autoTranslate: { mode: 'off' },
  autoTranscribe: true,
  autoOcr: false,
  moderation: { mode: 'off', types: ['profanity', 'hate_speech'], dryRun: false },
  voice: 'en_female',
  speed: 1,
  domain: 'generic',
  apiLogging: 'false',
  retainTextHours: 0,
  reactions: { '🇮🇳': 'hi', '🇧🇩': 'bn', '🇵🇰': 'ur', '🇱🇰': 'ta', '🇬🇧': 'en', '🇺🇸': 'en' },
  mirrors: {},
  budget: { characters: 0, audioSeconds: 0 },
};

/** Which level may set which key: budgets and privacy are workspace-wide. */
export const LEVEL_KEYS: Record<'workspace' | 'channel' | 'member', (keyof Settings)[]> = {
  workspace: Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[],
  channel: [
    'language',
    'autoTranslate',
    'autoTranscribe',
    'autoOcr',
    'moderation',
    'voice',
    'speed',
    'domain',
    'mirrors',
  ],
  member: ['language', 'script', 'voice', 'speed'],
};
