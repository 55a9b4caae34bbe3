// The web chat's welcome: the first time a member opens an empty channel, dubash says what it can
// do, offers three examples (the page makes a bot line that is a whole command clickable), and
// says which engines run offline here and which languages each serves, from the engines' own
// capability list.

import { type EngineCapability, engineCapabilities } from '../../src/local-api/engines/capabilities.js';
import { onPath } from '../../src/server/system-tools.js';
import { BOT_USER } from './ids.js';
import type { LocalStore, StoredMessage } from './store.js';

export const EXAMPLES = [
  '/translate to hi,ta Where is the report?',
  '/transliterate to hi kaise ho',
  '/speak Good morning, everyone',
] as const;

/** Idempotency key of the greeting: a channel is greeted once, whoever opens it first. */
const GREETING_ID = 'dubash-greeting';

function engineLine(c: EngineCapability): string {
  const missing = c.command && !onPath(c.command);
  const langs = c.languages.length ? c.languages.join(', ') : 'none installed';
  const note = missing ? `; ${c.command} is not installed` : c.note ? `; ${c.note}` : '';
  return `• ${c.operation} (${c.engine}): ${langs}${note}`;
}

/**
 * The welcome text. `apiBaseUrl`: the Language Services API the bot uses when it is not the
 * in-process local one (REVERIE_BASE_URL), which then serves the languages instead.
 */
export async function greetingText(channel: string, apiBaseUrl?: string): Promise<string> {
  const engines = apiBaseUrl
    ? [`Language work goes to the Language Services API at ${apiBaseUrl}: the languages your account allows.`]
    : ['Running offline on this machine:', ...(await engineCapabilities()).map(engineLine)];
  return [
    `Welcome to #${channel}. I am dubash: I translate and transliterate between English and Indian ` +
      'languages, transcribe voice notes, speak text aloud, read text in images and PDFs, and ' +
      'translate documents. Each member reads the channel in their own language (/settings me language ta).',
    '',
    'Try one (click it, then Send):',
    ...EXAMPLES,
    '',
    ...engines,
    '',
    'Type /help for every command.',
  ].join('\n');
}

/**
 * The channel's messages, with the greeting posted first when a member opens it and it is empty.
 * Use where a member's view of a channel is read (GET /local/api/messages with a user).
 */
export async function listWithGreeting(
  store: LocalStore,
  workspace: string,
  channel: string,
  member: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StoredMessage[]> {
  const messages = await store.list(workspace, channel);
  if (messages.length > 0 || !member) return messages;
  const text = await greetingText(channel, env.REVERIE_BASE_URL?.trim() || undefined);
  await store.add(
    { workspace, channel, user: BOT_USER, bot: true, kind: 'text', text, replyTo: null, attachments: [] },
    GREETING_ID,
  );
  return store.list(workspace, channel);
}
