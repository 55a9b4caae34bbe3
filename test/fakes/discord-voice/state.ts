// Gateway-side voice bookkeeping: a VOICE_STATE_UPDATE payload, kept in the guild's GUILD_CREATE
// (voice_states, with the member in members, as discord.js needs both for channel.members), and
// waiting for a condition that the emulator re-checks whenever something changes.
type Json = Record<string, unknown>;

export interface VoiceStateFields {
  guildId: string;
  userId: string;
  channelId: string | null;
  sessionId: string;
  selfDeaf: boolean;
  selfMute: boolean;
}

/** The voice state as Discord sends it (without `member`), recorded in the guild object. */
export function recordVoiceState(guild: Json | undefined, f: VoiceStateFields, member: Json): Json {
  const state = {
    guild_id: f.guildId,
    channel_id: f.channelId,
    user_id: f.userId,
    session_id: f.sessionId,
    deaf: false,
    mute: false,
    self_deaf: f.selfDeaf,
    self_mute: f.selfMute,
    self_video: false,
    suppress: false,
    request_to_speak_timestamp: null,
  };
  if (guild) {
    const states = ((guild.voice_states as Json[] | undefined) ?? []).filter((v) => v.user_id !== f.userId);
    if (f.channelId) states.push(state);
    guild.voice_states = states;
    const members = ((guild.members as Json[] | undefined) ?? []).filter(
      (m) => (m.user as Json | undefined)?.id !== f.userId,
    );
    guild.members = [...members, member];
  }
  return state;
}

export function memberJson(user: Json): Json {
  return { user, roles: [], joined_at: new Date().toISOString(), deaf: false, mute: false, flags: 0 };
}

export class Waiters {
  private readonly checks = new Set<() => void>();

  /** Something changed: re-check every pending wait. */
  poke(): void {
    for (const check of this.checks) check();
  }

  until<T>(pick: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = pick();
        if (found === undefined) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.checks.delete(check);
      };
      this.checks.add(check);
      check();
    });
  }
}
