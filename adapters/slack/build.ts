// The Slack adapter from its configuration (SLACK_* variables, src/config.ts), as the registry
// builds it: one workspace with SLACK_BOT_TOKEN, many with OAuth (installations in Redis), Socket
// Mode with SLACK_APP_TOKEN.
import type { Redis } from 'ioredis';
import type { SlackConfig } from '../../src/config.js';
import { SlackAdapter } from './index.js';

export interface SlackBuildDeps {
  redis: Redis;
  onError(err: unknown, what: string): void;
}

export function buildSlackAdapter(config: SlackConfig, deps: SlackBuildDeps): SlackAdapter {
  return new SlackAdapter({
    ...(config.botToken ? { botToken: config.botToken } : {}),
    signingSecret: config.signingSecret,
    ...(config.appToken ? { appToken: config.appToken } : {}),
    ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}),
    ...(config.oauth ? { oauth: config.oauth } : {}),
    redis: deps.redis,
    onError: deps.onError,
  });
}
