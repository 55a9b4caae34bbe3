// The invite URL the README gives carries every permission the bot uses, Connect (live captions in
// voice channels) among them.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { INVITE_PERMISSIONS, invitePermissions, inviteUrl } from '../../../adapters/discord/permissions.js';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

it("the README's invite URL is the one the code computes, and it includes Connect", () => {
  expect(invitePermissions() & INVITE_PERMISSIONS.CONNECT).toBe(1n << 20n);
  expect(README).toContain(inviteUrl('YOUR_APP_ID'));
  expect(README).toContain(`permissions integer \`${invitePermissions()}\``);
});
