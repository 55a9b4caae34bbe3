// A bridged copy only sounded out (no translation engine for the pair: a transliteration) is not
// passed off as translated: each such copy carries the compact marker, as a line of conversation,
// and the destination channel's admins hear once per workspace how to get real translation.
import type { PlatformAdapter } from '../../core/adapter.js';
import { sendToAudience } from '../../core/audience.js';
import type { TranslationOutcome, TranslationService } from '../../core/command.js';
import { type ConversationRef, workspaceKey } from '../../core/ids.js';
import { markIfSoundedOut, soundedOutAdminNotice, translationLabel } from '../../translation/sounded-out.js';

/**
 * The text one destination reads: the one translation, or a labelled line per language it reads;
 * labels and marks in `lang`, the destination's workspace's language (its channel's reader).
 */
export function bodyFor(
  reads: string[],
  outcome: TranslationOutcome | undefined,
  original: string,
  lang = 'en',
): string {
  const text = (l: string) => outcome?.translations.get(l) ?? original;
  const marked = { transliterated: outcome?.transliterated ?? [] };
  if (reads.length <= 1) return markIfSoundedOut(text(reads[0] ?? ''), reads[0] ?? '', marked, lang);
  return reads.map((l) => `${translationLabel(l, marked, lang)}: ${text(l)}`).join('\n');
}

/**
 * The first copy sounded out for a destination's workspace: its admins are told (the same notice,
 * and the same once-per-workspace flag, as /translate's), in their workspace's language (`lang`,
 * read only then). Failures go to `onError`.
 */
export async function tellDestinationAdmins(
  translator: TranslationService,
  adapter: PlatformAdapter | undefined,
  dest: ConversationRef,
  reads: string[],
  outcome: TranslationOutcome | undefined,
  lang: () => Promise<string>,
  onError?: (err: unknown, what: string) => void,
): Promise<void> {
  const only = reads.filter((l) => outcome?.transliterated?.includes(l) && outcome.translations.has(l));
  if (!outcome || !only.length || !adapter || !translator.firstSoundedOut) return;
  try {
    if (!(await translator.firstSoundedOut(workspaceKey(dest)))) return;
    for (const notice of soundedOutAdminNotice(
      { ...outcome, transliterated: only, firstTransliteration: true },
      await lang(),
    ))
      await sendToAudience(adapter, dest, notice);
  } catch (err) {
    onError?.(err, 'telling admins a bridged copy was only sounded out');
  }
}
