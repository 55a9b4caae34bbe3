// Writing one place's posts: each part edits the message it had, else is posted; the posts no
// longer needed go; and the reply of the languages left, as the channel reads it.
import type { PlatformAdapter } from '../../core/adapter.js';
import type { ConversationRef } from '../../core/ids.js';
import type { Reply } from '../../core/reply.js';
import { languageName } from '../../language/names.js';

type TextReply = Extract<Reply, { type: 'text' }>;
/** An auto-translation: text per language, answering a source message. */
export type Spread = TextReply & { translations: Record<string, string>; replyTo: string };

/**
 * The reply of the languages left: each line names its language as the channel reads it (the
 * whole reply's labels, their sounded-out mark included), or by name with the note when unlabelled.
 */
export function restOf(reply: Spread, langs: string[], shown: Record<string, string>): Reply {
  const pick = (r: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(r ?? {}).filter(([l]) => langs.includes(l)));
  const soundedOut = pick(reply.soundedOut);
  const { perLanguageTopics: _, soundedOut: __, ...rest } = reply;
  return {
    ...rest,
    // Lines as the whole reply had them (its labels carry the sounded-out mark); without labels, the
    // language's name and the note.
    text: langs
      .map((l) => {
        const label = reply.labels?.[l];
        return label ? `${label}: ${reply.translations[l]}` : `${languageName(l)}: ${shown[l]}`;
      })
      .join('\n'),
    translations: pick(reply.translations),
    ...(Object.keys(soundedOut).length ? { soundedOut } : {}),
  };
}

/**
 * Each part edits the message it had (where the adapter can edit), else is posted; extra ones go.
 * The ids edited over go into `replaced`: what they showed is the adapter's (kept under a new id,
 * or gone), never deleted as posts no longer needed.
 */
export async function write(
  adapter: PlatformAdapter,
  where: ConversationRef,
  parts: Reply[],
  old: string[],
  send: (r: Reply) => Promise<{ id: string }>,
  replaced = new Set<string>(),
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, part] of parts.entries()) {
    const earlier = old[i];
    if (earlier && adapter.edit) {
      // posted anew when the message was deleted by hand, or with its parts changed: the new id is kept
      ids.push((await adapter.edit(where, earlier, part))?.id ?? earlier);
      replaced.add(earlier);
    } else ids.push((await send(part)).id);
  }
  await removeAll(
    adapter,
    old.slice(ids.length).map((id) => ({ where, id })),
  ).catch(() => undefined);
  return ids;
}

/** Tries every delete; the first failure is thrown after. */
export async function removeAll(adapter: PlatformAdapter, posts: { where: ConversationRef; id: string }[]) {
  let failure: unknown;
  for (const { where, id } of posts) {
    try {
      await adapter.delete?.(where, id);
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
}
