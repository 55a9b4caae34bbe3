// The web chat's welcome: the first time a member opens an empty channel, dubash says what it can
// do, offers three examples that work on the engines present (the page makes a bot line that is a
// whole command clickable), says who the admins are and what only they can turn on, how to connect
// a translation engine when none is configured, and which engines run offline here and which
// languages each serves, from the engines' own capability list.

import { say } from '../../src/core/i18n.js';
import { type EngineCapability, engineCapabilities } from '../../src/local-api/engines/capabilities.js';
import { onPath } from '../../src/server/system-tools.js';
import { BOT_USER } from './ids.js';
import type { LocalStore, StoredMessage } from './store.js';

/** With a translation engine (the Language Services API, LOCAL_MT_URL): translation first. */
export const TRANSLATING_EXAMPLES = [
  '/translate to hi,ta Where is the report?',
  '/transliterate to hi kaise ho',
  '/speak Good morning, everyone',
] as const;

/**
 * Offline with no translation engine, English → Indian languages would only be sounded out: the
 * examples are what the engines here really do (Hindi → Urdu is one spoken language, converted).
 */
export const OFFLINE_EXAMPLES = [
  '/transliterate to hi kaise ho',
  '/translate to ur आप कैसे हैं?',
  '/speak Good morning, everyone',
] as const;

/**
 * The one recipe for real translation, also in the README ("Connecting a translation engine"):
 * setting names, command lines and their glosses stay as the operator types them.
 */
const connectEngine = (lang: string) => [
  say(lang, 'greeting.noEngine'),
  '• the Language Services API: REVERIE_BASE_URL, REVERIE_API_KEY and REVERIE_APP_ID',
  '• a LibreTranslate-compatible server: LOCAL_MT_URL=http://127.0.0.1:5000/translate',
  '• your own glossary: npx dubash serve-api --lookup glossary.csv, then REVERIE_BASE_URL, ' +
    'REVERIE_API_KEY and REVERIE_APP_ID as it prints them',
  say(lang, 'greeting.readme'),
];

/** Idempotency key of the greeting: a channel is greeted once, whoever opens it first. */
const GREETING_ID = 'dubash-greeting';

export interface GreetingOptions {
  /** the Language Services API the bot uses when it is not the in-process local one (REVERIE_BASE_URL) */
  apiBaseUrl?: string;
  /** the workspace admins (LOCAL_ADMINS) */
  admins?: readonly string[];
  /** where LOCAL_MT_URL and the engines' settings are read, default process.env */
  env?: NodeJS.ProcessEnv;
  /** the language the member who opened the channel reads (English without) */
  lang?: string;
}

/** Whether English ↔ Indian-language translation is really served (not only sounded out). */
export function translates(opts: GreetingOptions): boolean {
  return !!opts.apiBaseUrl || !!(opts.env ?? process.env).LOCAL_MT_URL?.trim();
}

export const examplesFor = (opts: GreetingOptions): readonly string[] =>
  translates(opts) ? TRANSLATING_EXAMPLES : OFFLINE_EXAMPLES;

function engineLine(c: EngineCapability): string {
  const missing = c.command && !onPath(c.command);
  const langs = c.languages.length ? c.languages.join(', ') : 'none installed';
  const note = missing ? `; ${c.command} is not installed` : c.note ? `; ${c.note}` : '';
  return `• ${c.operation} (${c.engine}): ${langs}${note}`;
}

/** Who may turn on channel-wide translation, and how to act as one of them. */
function adminLines(admins: readonly string[], lang: string): string[] {
  const who = admins.length
    ? say(lang, 'greeting.admins', { admins: admins.join(', '), first: admins[0] ?? '' })
    : say(lang, 'greeting.noAdmins');
  return [say(lang, 'greeting.pickLanguage'), '/settings channel translate members', who];
}

/** The welcome text. */
export async function greetingText(channel: string, opts: GreetingOptions = {}): Promise<string> {
  const env = opts.env ?? process.env;
  const lang = opts.lang ?? 'en';
  // The engines' lines are the operator's (engine names, language codes): as the engines say them.
  const engines = opts.apiBaseUrl
    ? [say(lang, 'greeting.api', { url: opts.apiBaseUrl })]
    : [say(lang, 'greeting.offline'), ...(await engineCapabilities(env)).map(engineLine)];
  return [
    say(lang, 'greeting.welcome', { channel }),
    '',
    say(lang, 'greeting.try'),
    ...examplesFor(opts),
    '',
    ...adminLines(opts.admins ?? [], lang),
    '',
    ...(translates(opts) ? [] : [...connectEngine(lang), '']),
    ...engines,
    '',
    say(lang, 'greeting.help'),
  ].join('\n');
}

/**
 * The channel's messages, with the greeting posted first when a member opens it and it is empty.
 * Use where a member's view of a channel is read (GET /local/api/messages with a user).
 */
export async function listWithGreeting(
  chat: { store: LocalStore; admins: ReadonlySet<string> },
  workspace: string,
  channel: string,
  member: string | undefined,
  /** the language the member reads: the greeting is said in it (the first to open the channel) */
  lang?: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StoredMessage[]> {
  const { store } = chat;
  const messages = await store.list(workspace, channel);
  if (messages.length > 0 || !member) return messages;
  const text = await greetingText(channel, {
    apiBaseUrl: env.REVERIE_BASE_URL?.trim() || undefined,
    admins: [...chat.admins],
    env,
    ...(lang ? { lang } : {}),
  });
  await store.add(
    { workspace, channel, user: BOT_USER, bot: true, kind: 'text', text, replyTo: null, attachments: [] },
    GREETING_ID,
  );
  return store.list(workspace, channel);
}
