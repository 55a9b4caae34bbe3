// Every Redis key dubash uses is built here, so that on a Redis Cluster each Lua script, MULTI and
// multi-key command touches one slot while the data spreads over the masters. Each key carries one
// hash tag `{…}` (the only part Redis Cluster hashes), chosen by what is read or written together:
// - the workspace (`{slack:T1}`): settings, remembered locales, usage, dedupe, rate, notices, sent
//   answers, reactions, consent, bridge names — the pipeline's admit script reads dedupe, rate,
//   locale and settings in one go, and settings/locales are fetched with one MGET;
// - the channel, the bridge or the entity (a message, a team, a nonce) for keys only ever used alone;
// - the translation cache by source text, so one MGET fetches a text's targets;
// - the web chat's keys share one tag (`{local}`): its scripts trim a channel's messages by id;
//   its attachments' quota count has one (`{attachments}`): a reservation checks a workspace and the total;
// - BullMQ: one tag per queue, its prefix `{dubash:transcribe}` (BullMQ's scripts use one queue).
// Keys start with `<root>:<kind>:` so `SCAN MATCH dubash:settings:*` still finds a kind; the root is
// `dubash`, tests give their own. src/state/migrate-keys.ts moves keys of the shape before tags.

// The shapes of src/core/ids.ts (`platform:workspace[:channel[:thread]]`, parts percent-encoded),
// written out here so that state/ imports nothing from core/ (no import loop between folders).
export interface WorkspaceRef {
  platform: string;
  workspaceId: string;
}
export interface ConversationRef extends WorkspaceRef {
  channelId: string;
  threadId?: string;
}
const enc = encodeURIComponent;
const workspaceKey = (ref: WorkspaceRef) => `${ref.platform}:${enc(ref.workspaceId)}`;
const channelKey = (c: ConversationRef) => `${workspaceKey(c)}:${enc(c.channelId)}`;
const encodeConversation = (c: ConversationRef) =>
  c.threadId ? `${channelKey(c)}:${enc(c.threadId)}` : channelKey(c);

/**
 * A hash tag around `s`. Braces inside are percent-encoded: Redis hashes from the first `{` to the
 * next `}`, so a stray brace in a name would cut the tag short, and `{}` would hash the whole key.
 */
export function tag(s: string): string {
  // Several keys are built per event, and names rarely hold a brace: no replacing then.
  if (!s.includes('{') && !s.includes('}')) return `{${s}}`;
  return `{${s.replace(/\{/g, '%7B').replace(/\}/g, '%7D')}}`;
}

type Part = string | number;

export function keyspace(root = 'dubash') {
  /** `<root>:<kind>:{<tag>}:<rest…>` */
  const key = (kind: string, tagged: string, ...rest: Part[]) => {
    let k = `${root}:${kind}:${tag(tagged)}`;
    for (const part of rest) k += `:${part}`;
    return k;
  };
  const ws = (ref: WorkspaceRef) => workspaceKey(ref);
  /** the conversation without its workspace (`channel[:thread]`), under the workspace's tag */
  const inWorkspace = (c: ConversationRef) => encodeConversation(c).slice(ws(c).length + 1);

  return {
    root,
    settings: {
      workspace: (ref: WorkspaceRef) => key('settings', ws(ref)),
      channel: (ref: ConversationRef) => key('settings', ws(ref), enc(ref.channelId)),
      member: (ref: WorkspaceRef, user: string) => key('settings', ws(ref), 'member', enc(user)),
    },
    /** a member's platform locale, remembered as they post */
    locale: (ref: WorkspaceRef, user: string) => key('locale', ws(ref), enc(user)),
    /** the month's usage hash (`month` yyyy-mm) */
    usage: (ref: WorkspaceRef, month: string) => key('usage', ws(ref), month),
    /** once-a-month markers next to the usage hash (`warned`, `refused`) */
    usageMarker: (ref: WorkspaceRef, month: string, marker: 'warned' | 'refused', kind: string) =>
      key('usage', ws(ref), month, marker, kind),
    /** one `record` call's token, held briefly next to the usage hash (a replay is not counted twice) */
    usageCall: (ref: WorkspaceRef, token: string) => key('usage', ws(ref), 'call', token),
    dedupe: (c: ConversationRef, eventId: string) => key('dedupe', ws(c), inWorkspace(c), eventId),
    /** the workspace's event count in one minute (`minute`: minutes since the epoch) */
    rate: (ref: WorkspaceRef, minute: number) => key('rate', ws(ref), minute),
    /** "the API's credits ran out" told to the admins (once an hour) */
    noticeExhausted: (ref: WorkspaceRef) => key('notice:exhausted', ws(ref)),
    /** what an answer placed elsewhere (mirror channels, topics), under the answer's handle */
    destinations: (c: ConversationRef, handle: string) => key('destinations', channelKey(c), handle),
    /** the handle of the answer placed for a source message (an edit or a delete that outruns the sent-map) */
    destinationOf: (c: ConversationRef, source: string) => key('destinations:source', channelKey(c), source),
    /** the bot's answers to a source message */
    sent: (c: ConversationRef, messageId: string) => key('sent', ws(c), inWorkspace(c), messageId),
    /** a message already translated into `language` by a reaction */
    reaction: (c: ConversationRef, messageId: string, language: string) =>
      key('reaction', ws(c), inWorkspace(c), messageId, language),
    captionsConsent: (ref: WorkspaceRef) => key('captions:consent', ws(ref)),
    /** live-captions leases: when each is due and what it is, one tag (the sweep reads both) */
    captionsLeases: {
      due: key('captions:leases', 'leases', 'due'),
      records: key('captions:leases', 'leases', 'records'),
    },
    translation: {
      /** `textSha`: the source text's hash, the tag, so one MGET reads a text's every target */
      cache: (textSha: string, src: string, tgt: string, domain: string) =>
        key('tx', textSha, src, tgt, domain),
      /** `workspace`: a workspaceKey */
      soundedOut: (workspace: string) => key('tx:sounded-out', workspace),
    },
    bridge: {
      /** `channel`: a channel (thread dropped by the caller) */
      of: (channel: ConversationRef) => key('bridge:of', encodeConversation(channel)),
      legs: (bridge: string) => key('bridge:legs', bridge),
      code: (code: string) => key('bridge:code', code),
      name: (ref: WorkspaceRef, member: string) => key('bridge:name', ws(ref), member),
      copies: (channel: ConversationRef, messageId: string) =>
        key('bridge:copies', encodeConversation(channel), messageId),
      origin: (channel: ConversationRef, messageId: string) =>
        key('bridge:origin', encodeConversation(channel), messageId),
      crossed: (bridge: string, channel: ConversationRef, what: string) =>
        key('bridge:crossed', bridge, encodeConversation(channel), what),
    },
    discord: {
      localeDefault: (guild: string) => key('discord:locale-default', guild),
      commandsHash: (app: string, scope: string) => key('discord:commands-hash', app, scope),
      seen: (c: ConversationRef) => key('discord:seen', channelKey(c)),
      admins: (guild: string) =>
        key('discord:admins', workspaceKey({ platform: 'discord', workspaceId: guild })),
      rights: (c: ConversationRef, code: number | string) => key('discord:rights', channelKey(c), code),
      // Kept by an older dubash: mirrors before they were a setting, its mirror posts and the
      // channel reply linked to them (48 h). Only the migration at start reads them
      // (src/state/older-records.ts: into the setting and the `destinations` records).
      mirrors: (c: ConversationRef) => key('discord:mirrors', channelKey(c)),
      mirrored: (sourceId: string) => key('discord:mirrored', sourceId),
      mirrorOf: (replyId: string) => key('discord:mirror-of', replyId),
      webhook: (channel: string) => key('discord:webhook', channel),
    },
    telegram: {
      /** a chat's per-language topic (any platform with topics; the name is from when only Telegram had them) */
      topic: (chat: Part, lang: string) => key('telegram:topic', String(chat), lang),
      text: (chat: Part, message: Part) => key('telegram:text', String(chat), message),
      /** kept by an older dubash (48 h); converted into `destinations` records at start (older-records.ts) */
      topicPosts: (chat: Part, first: string) => key('telegram:topic-posts', String(chat), first),
    },
    slack: {
      oauthState: (nonce: string) => key('slack:oauth-state', nonce),
      scope: (team: string, scope: string) => key('slack:scope', team, scope),
      noCustomize: (team: string) => key('slack:nocustomize', team),
      installation: (team: string) => key('slack:installation', team),
      event: (eventId: string) => key('slack:event', eventId),
    },
    /** the web chat: one tag, since its scripts reach a channel's messages by their ids */
    local: {
      /** what every web chat key starts with (the add script builds message keys from it) */
      prefix: `${root}:local:${tag('local')}:`,
      message: (id: string) => key('local', 'local', 'msg', id),
      translations: (id: string) => key('local', 'local', 'tr', id),
      channel: (ws: string, ch: string) => key('local', 'local', 'chan', enc(ws), enc(ch)),
      members: (ws: string, ch: string) => key('local', 'local', 'members', enc(ws), enc(ch)),
      client: (ws: string, ch: string, clientId: string) =>
        key('local', 'local', 'client', enc(ws), enc(ch), enc(clientId)),
      file: (id: string) => key('local', 'local', 'file', id),
      fileMeta: (id: string) => key('local', 'local', 'filemeta', id),
      session: (digestHex: string) => key('local', 'local', 'session', digestHex),
      loginFailures: (ip: string) => key('local', 'local', 'login-failures', ip),
      /** one counted sign-in attempt's answer, kept briefly so a re-sent count is not counted again */
      loginAttempt: (ip: string, token: string) => key('local', 'local', 'login-attempt', ip, token),
      /** the pub/sub channel of new and changed messages (a channel name, in the same slot) */
      events: key('local', 'local', 'events'),
    },
    /**
     * the web chat's attachments against their quotas (state/stores/attachment-usage.ts): one tag,
     * since a reservation checks its workspace's bytes and the total in one script
     */
    attachments: {
      /** bytes per bucket (a workspace's, or `bot`), and `total` */
      usage: key('attachments', 'attachments', 'usage'),
      /** each file's bytes, by `bucket/name` */
      files: key('attachments', 'attachments', 'files'),
      /** reservations not yet confirmed, scored by when they lapse */
      pending: key('attachments', 'attachments', 'pending'),
    },
    /** a job's replies were posted (or are being posted) */
    jobReplied: (jobId: string) => key('replied', jobId),
    /** set once src/state/migrate-keys.ts has moved the keys of the shape before tags */
    migrated: (version: string) => key('migrated', version),
    /** BullMQ prefix of one queue: its keys are `{root:queue}:queue:…`, one slot per queue */
    queuePrefix: (queue: string) => tag(`${root}:${queue}`),
  };
}

export type Keyspace = ReturnType<typeof keyspace>;

/** dubash's own keys; tests pass `keyspace('test:…')` where a store takes one. */
export const keys: Keyspace = keyspace();
