// Socket Mode (SLACK_APP_TOKEN): the adapter connects to the emulator's loopback WebSocket, takes
// envelopes there (acknowledged by envelope_id), dedupes a retried event, reconnects when Slack
// asks, and mounts no /slack/events route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackFixture } from '../../fakes/slack-emulator.js';
import { MEMBERS, type SlackHarness, startSlackHarness, until } from './harness.js';

const DEVANAGARI = /[\u0900-\u097F]/;

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({
    adapter: (emulator) => ({ appToken: emulator.appToken, signingSecret: '' }),
  });
}, 60_000);
afterAll(() => h?.close());

describe('Slack Socket Mode', () => {
  it('connects with the app token and serves no HTTP events route', async () => {
    expect(h.emulator.sockets.size).toBe(1);
    const open = h.emulator.calls.find((c) => c.method === 'apps.connections.open');
    expect(open?.token).toBe(h.emulator.appToken);
    const res = await fetch(`${h.url}/slack/events`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });

  it('a slash command envelope is acknowledged and answered through response_url', async () => {
    const responseUrl = `${h.emulator.base}/response/socket1`;
    const ack = await h.emulator.socketSend('slash_commands', {
      ...slackFixture('slash-command'),
      user_id: MEMBERS.asha.id,
      text: 'translate to hi good morning',
      response_url: responseUrl,
      trigger_id: 'socket.1',
    });
    expect(ack.envelope_id).toBeDefined();
    await until(
      () => h.emulator.responses.find((r) => r.url === responseUrl && DEVANAGARI.test(String(r.body.text))),
      'the answer',
    );
  }, 30_000);

  it('an event envelope retried with the same event_id is answered once', async () => {
    const ts = h.emulator.nextTs();
    const text = `<@${h.emulator.team().botUserId}> translate to hi thank you`;
    h.emulator.messages.push({ ts, channel: 'C0GENERAL1', user: MEMBERS.asha.id, text });
    const body = h.emulator.eventBody({
      type: 'message',
      user: MEMBERS.asha.id,
      text,
      ts,
      channel: 'C0GENERAL1',
      channel_type: 'channel',
    });
    await h.emulator.socketSend('events_api', body);
    await h.emulator.socketSend('events_api', body, 1);
    await until(
      () => h.emulator.botMessages('C0GENERAL1').find((m) => m.thread_ts === ts && DEVANAGARI.test(m.text)),
      'the answer',
    );
    await h.slack.idle();
    expect(h.emulator.botMessages('C0GENERAL1').filter((m) => m.thread_ts === ts)).toHaveLength(1);
  }, 30_000);

  it('reconnects when Slack asks it to', async () => {
    const [first] = h.emulator.sockets;
    h.emulator.socketDisconnect();
    await until(
      () => h.emulator.sockets.size === 1 && ![...h.emulator.sockets].includes(first as never),
      'a new connection',
      10_000,
    );
    expect(h.emulator.calls.filter((c) => c.method === 'apps.connections.open')).toHaveLength(2);
  }, 15_000);
});
