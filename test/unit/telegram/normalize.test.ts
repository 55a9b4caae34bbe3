// Telegram updates (fixtures in the Bot API's shapes) → ChatEvents, and text → escaped HTML parts.
import { readFileSync } from 'node:fs';
import type { Update } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import { decodeFileRef } from '../../../adapters/telegram/ids.js';
import { parseCallback } from '../../../adapters/telegram/keyboard.js';
import { parseCommand, toChatEvent } from '../../../adapters/telegram/normalize.js';
import { escapeHtml, htmlParts } from '../../../adapters/telegram/render.js';
import { commands } from '../../../commands/index.js';
import { commandSpecs } from '../../../commands/locales/index.js';
import { parseInlineQuery } from '../../../src/features/inline.js';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/telegram/${name}.json`, import.meta.url), 'utf8'),
  ) as Update;
const ctx = { botId: 7000001, botUsername: 'dubash_bot', maxDownloadBytes: 20 * 1024 * 1024, isAdmin: false };

describe('Telegram normalize', () => {
  it('a voice note: OGG/Opus media with its file id, the member locale', () => {
    const { event } = toChatEvent(fixture('private-voice'), ctx) ?? {};
    expect(event?.kind).toBe('message');
    expect(event?.conversation).toEqual({ platform: 'telegram', workspaceId: '424242', channelId: '424242' });
    expect(event?.media?.[0]).toMatchObject({ kind: 'voice', mimeType: 'audio/ogg', durationS: 2 });
    expect(decodeFileRef(event?.media?.[0]?.ref ?? '')).toEqual({
      fileId: 'AwACAgUAAxkBAAIBZWVoiceGoForward',
    });
    expect(event?.author).toMatchObject({ id: '424242', locale: 'en', isSelf: false });
  });

  it('a photo captioned /ocr: a command with the largest size', () => {
    const { event } = toChatEvent(fixture('private-photo-ocr'), ctx) ?? {};
    expect(event?.command).toEqual({ name: 'ocr', args: '' });
    expect(decodeFileRef(event?.media?.[0]?.ref ?? '').fileId).toBe('AgACAgUAAxkBAAIBZmPhotoLarge');
  });

  it('a forum topic: the topic is the thread, and the topic root is no reply', () => {
    const { event } = toChatEvent(fixture('group-topic-translate'), ctx) ?? {};
    expect(event?.conversation.threadId).toBe('77');
    expect(event?.command).toEqual({ name: 'translate', args: 'to hi good morning' });
    expect(event?.replyTo).toBeUndefined();
  });

  it('a command replying to a voice note carries that voice note', () => {
    const { event } = toChatEvent(fixture('group-reply-transcribe'), ctx) ?? {};
    expect(event?.command?.name).toBe('transcribe');
    expect(event?.replyTo?.messageId).toBe('301');
    expect(event?.replyTo?.media?.[0]?.kind).toBe('voice');
  });

  it('edits, channel posts, and oversized videos', () => {
    expect(toChatEvent(fixture('edited-message'), ctx)?.event.kind).toBe('edit');
    const post = toChatEvent(fixture('channel-post'), ctx)?.event;
    expect(post?.author).toMatchObject({ id: 'chat:-1005555555555', isAdmin: true });
    const big = toChatEvent(fixture('private-big-video'), ctx);
    expect(big?.event.media).toBeUndefined();
    expect(big?.oversized[0]).toMatchObject({ kind: 'audio', size: 52428800 });
    expect(decodeFileRef(big?.oversized[0]?.ref ?? '').extractAudio).toBe(true);
  });

  it('commands for other bots are not ours', () => {
    expect(parseCommand('/translate@other_bot hi', 'dubash_bot')).toBe('other');
    expect(parseCommand('/Translate@DUBASH_BOT to hi x', 'dubash_bot')).toEqual({
      name: 'translate',
      args: 'to hi x',
    });
    expect(parseCommand('hello', 'dubash_bot')).toBeUndefined();
  });

  it('inline queries and settings buttons', () => {
    expect(parseInlineQuery('hi good morning')).toEqual({ target: 'hi', text: 'good morning' });
    expect(parseInlineQuery('good morning', 'ta')).toEqual({ target: 'ta', text: 'good morning' });
    expect(parseInlineQuery('  ')).toBeUndefined();
    expect(parseCallback('a:settings:set:me:language:ta')).toEqual({
      command: 'settings',
      id: 'set',
      value: 'me:language:ta',
    });
    // Keyboards drawn before buttons were data still work: the command that drew them reads them.
    const specs = commandSpecs(commands);
    expect(parseCallback('set:me:language:ta', specs)).toEqual({
      command: 'settings',
      id: 'set',
      value: 'me:language:ta',
    });
    expect(parseCallback('m:auto', specs)).toEqual({ command: 'settings', id: 'menu', value: 'auto' });
    expect(parseCallback('m:close', specs)).toEqual({ command: 'settings', id: 'close' });
    expect(parseCallback('set:me:language:ta; rm', specs)).toBeUndefined();
    expect(parseCallback('a:settings:set:me; rm')).toBeUndefined();
  });
});

describe('Telegram HTML', () => {
  it('escapes what HTML parse mode would read as markup', () => {
    expect(escapeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  });

  it('splits at sentence boundaries so every escaped part fits 4,096', () => {
    const sentence = 'Tom & Jerry <3 each other. ';
    const text = sentence.repeat(400).trim();
    const parts = htmlParts(text);
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(4096);
      expect(p.endsWith('other.')).toBe(true);
    }
    expect(parts.join(' ')).toBe(escapeHtml(text));
  });
});
