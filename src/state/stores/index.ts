// The typed stores adapters and features are given instead of a Redis client: each keeps one kind
// of state under the keys of src/state/keys.ts. Composed once (src/bot.ts) from the one client.
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';
import { type BridgeLinks, RedisBridgeLinks } from './bridge-links.js';
import { CachedBridgeLinks } from './bridge-links-cache.js';
import { type MemberNames, RedisMemberNames } from './bridge-names.js';
import { type BridgePostMap, RedisBridgePosts } from './bridge-posts.js';
import { type CaptionLeaseStore, CaptionLeases } from './caption-leases.js';
import { type CaptionsConsent, ConsentStore } from './captions-consent.js';
import { DestinationStore } from './destinations.js';
import { type DiscordGuildState, RedisDiscordGuilds } from './discord-guilds.js';
import { type InstallationDocs, RedisInstallationDocs } from './installations.js';
import { type OnceMarks, RedisOnceMarks } from './once.js';
import { type RecentTextStore, RedisRecentTexts } from './recent-texts.js';
import { RedisWebChatStore, type WebChatStore } from './web-chat.js';
import { RedisWebSessions, type WebSessions } from './web-sessions.js';
import { WebhookStore } from './webhooks.js';

export interface Stores {
  /** once-markers of every kind (event dedupe, notices told once, spent nonces) */
  marks: OnceMarks;
  webChat: WebChatStore;
  webSessions: WebSessions;
  /** Slack's OAuth installations */
  installations: InstallationDocs;
  /** Telegram's recent texts, for translate by reaction */
  recentTexts: RecentTextStore;
  discordGuilds: DiscordGuildState;
  captionLeases: CaptionLeaseStore;
  captionsConsent: CaptionsConsent;
  bridgeLinks: BridgeLinks;
  bridgePosts: BridgePostMap;
  bridgeNames: MemberNames;
  /** where each language of an auto-translation was placed (mirror channels, topics) */
  destinations: DestinationStore;
  /** Discord's channel webhooks, one per channel for every process */
  webhooks: WebhookStore;
}

export function createStores(redis: Redis, keys: Keyspace = dubashKeys): Stores {
  return {
    marks: new RedisOnceMarks(redis, keys),
    webChat: new RedisWebChatStore(redis, keys),
    webSessions: new RedisWebSessions(redis, keys),
    installations: new RedisInstallationDocs(redis, keys),
    recentTexts: new RedisRecentTexts(redis, keys),
    discordGuilds: new RedisDiscordGuilds(redis, keys),
    captionLeases: new CaptionLeases(redis, { keys }),
    captionsConsent: new ConsentStore(redis, keys),
    bridgeLinks: new CachedBridgeLinks(new RedisBridgeLinks(redis, keys)),
    bridgePosts: new RedisBridgePosts(redis, keys),
    bridgeNames: new RedisMemberNames(redis, keys),
    destinations: new DestinationStore(redis, keys),
    webhooks: new WebhookStore(redis, keys),
  };
}
