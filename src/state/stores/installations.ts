// Installations of the Slack app in many workspaces (OAuth): one document per team. The document
// comes sealed by its caller (adapters/slack/installations.ts encrypts the token): this keeps it.
import { keys as dubashKeys, type Keyspace } from '../keys.js';
import type { RedisClient as Redis } from '../redis.js';

export interface InstallationDocs {
  get(team: string): Promise<string | undefined>;
  save(team: string, doc: string): Promise<void>;
  remove(team: string): Promise<void>;
}

export class RedisInstallationDocs implements InstallationDocs {
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keyspace = dubashKeys,
  ) {}

  async get(team: string): Promise<string | undefined> {
    return (await this.redis.get(this.keys.slack.installation(team))) ?? undefined;
  }

  async save(team: string, doc: string): Promise<void> {
    await this.redis.set(this.keys.slack.installation(team), doc);
  }

  async remove(team: string): Promise<void> {
    await this.redis.del(this.keys.slack.installation(team));
  }
}
