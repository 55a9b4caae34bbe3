// The contract driver of the local chat: the whole bot (test/integration/bot/harness.ts), driven
// through the web chat's HTTP API like the page does.
import { startHarness } from '../integration/bot/harness.js';
import type { ContractDriver, MemberView, Seen } from './driver.js';

const WORKSPACE = 'contract';
const CHANNEL = 'general';

export async function localDriver(): Promise<ContractDriver> {
  const h = await startHarness();
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${h.url}${path}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
  };
  return {
    name: 'local',
    ephemeral: true,
    reportsDeletes: true,
    async say(member, text, opts = {}) {
      const r = await h.post({ workspace: WORKSPACE, channel: CHANNEL, user: member, text, ...opts });
      if (!r.body.id) throw new Error(`post refused: ${r.status} ${r.body.error}`);
      return r.body.id;
    },
    async sayVoice(member, ogg) {
      const r = await h.upload(
        { workspace: WORKSPACE, channel: CHANNEL, user: member, text: '' },
        { data: ogg, name: 'voice.ogg', type: 'audio/ogg' },
      );
      if (!r.body.id) throw new Error(`upload refused: ${r.status} ${r.body.error}`);
      return r.body.id;
    },
    async edit(member, id, text) {
      await api('PATCH', `/local/api/messages/${id}`, { user: member, text });
    },
    async remove(member, id) {
      await api('DELETE', `/local/api/messages/${id}?user=${member}`);
    },
    async press(member, messageId, label) {
      const message = (await h.messages(WORKSPACE, CHANNEL, member)).find((m) => m.id === messageId);
      const button = message?.actions?.rows.flat().find((b) => b.label === label);
      if (!button) throw new Error(`no button "${label}" on ${messageId}`);
      await api('POST', '/local/api/actions', {
        messageId,
        user: member,
        id: button.id,
        value: button.value,
      });
    },
    async view(member): Promise<MemberView> {
      const channel: Seen[] = (await h.messages(WORKSPACE, CHANNEL, member))
        .filter((m) => m.bot)
        .map((m) => ({
          id: m.id,
          text: m.text,
          ...(m.replyTo ? { replyTo: m.replyTo } : {}),
          buttons: m.actions?.rows.flat().map((b) => b.label) ?? [],
        }));
      return { channel, direct: [] };
    },
    close: () => h.close(),
  };
}
