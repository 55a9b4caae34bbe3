// Discord payloads in their real shapes (test/fixtures/discord) → ChatEvents: structured options,
// the interaction's locale and permissions, a context menu's target with a voice message, a typed
// command replying in a thread, and the four context menus by their exact names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationCommands, suggestLine } from '../../../adapters/discord/commands.js';
import {
  interactionEvent,
  messageEvent,
  type NormalizeContext,
  type RawInteraction,
  type RawMessage,
} from '../../../adapters/discord/normalize.js';
import { canManageChannel, canManageWorkspace } from '../../../adapters/discord/permissions.js';
import { waveformOf } from '../../../adapters/discord/voice.js';
import { commands } from '../../../commands/index.js';
import { commandSpecs } from '../../../commands/locales/index.js';

const fixture = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/discord/${name}.json`, import.meta.url), 'utf8')) as T;

const ctx: NormalizeContext = {
  selfId: '1100000000000000001',
  isOwnWebhook: () => false,
  parentOf: (id) => (id === '1000000000000000099' ? '1000000000000000011' : undefined),
  commands: new Set(['translate', 'transcribe', 'help']),
  maxDownloadBytes: 25 * 1024 * 1024,
  ownerOf: () => undefined,
  menuCommand: (menu) => commandSpecs(commands).find((s) => s.menu === menu)?.name,
};

describe('interactions', () => {
  it('a slash command: structured options, the member locale, not an admin without Manage Channels', () => {
    const e = interactionEvent(fixture<RawInteraction>('interaction-translate'), ctx);
    expect(e?.kind).toBe('command');
    expect(e?.command).toEqual({
      name: 'translate',
      args: '',
      options: { text: 'good morning', to: 'hi,ta' },
    });
    expect(e?.author).toMatchObject({ id: '424201000000000002', name: 'Ravi', locale: 'ta', isAdmin: false });
    expect(e?.conversation).toEqual({
      platform: 'discord',
      workspaceId: '1000000000000000001',
      channelId: '1000000000000000011',
    });
    expect(e?.interaction?.data).toMatchObject({ app: '1100000000000000001', ephemeral: false });
  });

  it('a message menu: the command on the target voice message, ephemeral, an admin with Manage Guild', () => {
    const e = interactionEvent(fixture<RawInteraction>('interaction-context-transcribe'), ctx);
    expect(e?.command?.name).toBe('transcribe');
    expect(e?.replyTo?.messageId).toBe('1300000000000000001');
    expect(e?.replyTo?.media?.[0]).toMatchObject({ kind: 'voice', mimeType: 'audio/ogg', durationS: 3.2 });
    expect(e?.author).toMatchObject({ isAdmin: true, locale: 'en' });
    expect(e?.interaction?.data.ephemeral).toBe(true);
  });
});

describe('messages', () => {
  it('a typed command replying in a thread acts on the replied message, in the parent channel’s conversation', () => {
    const n = messageEvent(fixture<RawMessage>('message-create-thread-reply'), false, ctx);
    expect(n?.event.command).toEqual({ name: 'translate', args: 'to hi' });
    expect(n?.event.conversation).toEqual({
      platform: 'discord',
      workspaceId: '1000000000000000001',
      channelId: '1000000000000000011',
      threadId: '1000000000000000099',
    });
    expect(n?.event.replyTo?.text).toBe('see you tomorrow <t:1700000000:R>');
    // A PDF is a document; a video is its sound (extracted at download).
    expect(n?.event.replyTo?.media?.map((m) => [m.kind, m.ref.slice(0, 2)])).toEqual([
      ['document', 'ht'],
      ['audio', 'v:'],
    ]);
  });
});

describe('commands and rights', () => {
  it('the chat-input commands fit Discord’s rules; the four message menus have their exact names', () => {
    const body = applicationCommands(commandSpecs(commands));
    for (const c of body) {
      const options =
        (c.options as { choices?: unknown[]; autocomplete?: boolean; required?: boolean }[] | undefined) ??
        [];
      expect(options.length).toBeLessThanOrEqual(25);
      for (const o of options) {
        expect(o.choices?.length ?? 0).toBeLessThanOrEqual(25);
        expect(!!(o.choices && o.autocomplete)).toBe(false);
      }
      // required options first
      const firstOptional = options.findIndex((o) => !o.required);
      expect(options.slice(firstOptional < 0 ? options.length : firstOptional).some((o) => o.required)).toBe(
        false,
      );
    }
    // The message menus are the commands that declare one.
    expect(body.filter((c) => c.type === 3).map((c) => c.name)).toEqual([
      'Translate',
      'Read aloud',
      'Transcribe',
      'Read text',
    ]);
  });

  it('permissions: Manage Guild or Administrator for the workspace, Manage Channels for a channel', () => {
    expect(canManageWorkspace(String(1n << 5n))).toBe(true);
    expect(canManageWorkspace(String(1n << 3n))).toBe(true);
    expect(canManageWorkspace(String(1n << 4n))).toBe(false);
    expect(canManageChannel(String(1n << 4n))).toBe(true);
    expect(canManageChannel('2048')).toBe(false);
  });

  it('settings autocomplete offers the phrases, Discord’s mirror too', () => {
    const usage = commandSpecs(commands).find((c) => c.name === 'settings')?.usage ?? '';
    expect(suggestLine(usage, 'channel mi')).toContain('channel mirror ta #channel');
    expect(suggestLine(usage, 'me l')).toContain('me language ta');
  });

  it('a waveform: up to 256 loudness bytes, the loudest 255', () => {
    const pcm = Buffer.alloc(8_000 * 2 * 60);
    for (let i = 0; i < pcm.length / 2; i++)
      pcm.writeInt16LE(Math.round(Math.sin(i / 5) * (i % 8000) * 3), i * 2);
    const wave = Buffer.from(waveformOf(pcm), 'base64');
    expect(wave.length).toBe(256);
    expect(Math.max(...wave)).toBe(255);
    expect(Buffer.from(waveformOf(Buffer.alloc(8_000)), 'base64').length).toBe(5);
  });
});
