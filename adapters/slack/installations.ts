// Installations of the Slack app in many workspaces (OAuth), kept in the installations store
// (src/state/stores/installations.ts): one document per team, its bot token encrypted at rest
// (AES-256-GCM, key derived from SLACK_STATE_SECRET), so a copy of Redis alone gives no token.
// Removed on app_uninstalled / tokens_revoked.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import type { InstallationDocs } from '../../src/state/stores/installations.js';

export interface Installation {
  teamId: string;
  teamName?: string;
  botUserId?: string;
  botId?: string;
  scopes?: string;
  installedBy?: string;
  installedAt: number;
  token: string;
}

export class InstallationStore {
  private readonly key: Buffer;
  private readonly cache = new Map<string, { at: number; value: Installation | undefined }>();

  constructor(
    private readonly docs: InstallationDocs,
    secret: string,
    private readonly cacheMs = 30_000,
  ) {
    // A fixed salt: the key must be the same in every process; the secret is what is secret.
    this.key = scryptSync(secret, 'dubash slack installations v1', 32);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      data.toString('base64'),
    ].join('.');
  }

  decrypt(sealed: string): string {
    const [v, iv, tag, data] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || !data) throw new Error('not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  async save(i: Installation): Promise<void> {
    const { token, ...rest } = i;
    await this.docs.save(i.teamId, JSON.stringify({ ...rest, token: this.encrypt(token) }));
    this.cache.delete(i.teamId);
  }

  async get(team: string): Promise<Installation | undefined> {
    const hit = this.cache.get(team);
    if (hit && Date.now() - hit.at < this.cacheMs) return hit.value;
    const doc = await this.docs.get(team);
    let value: Installation | undefined;
    if (doc) {
      const parsed = JSON.parse(doc) as Installation;
      // A token sealed with another SLACK_STATE_SECRET cannot be read: as good as not installed.
      try {
        value = { ...parsed, token: this.decrypt(parsed.token) };
      } catch {
        value = undefined;
      }
    }
    this.cache.set(team, { at: Date.now(), value });
    return value;
  }

  async remove(team: string): Promise<void> {
    await this.docs.remove(team);
    this.cache.delete(team);
  }
}
