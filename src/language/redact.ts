// Keeps the API key and app id out of every error message and log line. A server may echo a
// credential back in its error body, and the streaming URL carries both in its query, so every
// string that leaves the client passes through a redactor first.

export const REDACTED = '[REDACTED]';

export type Redactor = (text: string) => string;

// Credential-named fields in query strings, headers and JSON: `apikey=…`, `REV-API-KEY: …`, `"appid":"…"`.
// The contract's own TTS message "Invalid REV-API-KEY or REV-APP-ID: Entered Invalid credentials" keeps its words.
const NAMED_SECRET =
  /\b(apikey|api_key|api-key|appid|app_id|app-id|rev-api-key|rev-app-id)(["']?\s*[:=]\s*["']?)(?!Entered Invalid credentials)([^\s"'&,;}]+)/gi;
// Long opaque tokens look like keys (Reverie keys are 40 hex digits): hex runs, or mixed letter+digit runs.
const LONG_HEX = /\b[0-9a-f]{32,}\b/gi;
const LONG_TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A redactor for these secrets (and their URL-encoded forms) plus, unless `looksLikeSecret` is false,
 * anything that looks like a credential (off for output that carries long ids, e.g. UUIDs).
 */
export function createRedactor(
  secrets: ReadonlyArray<string | undefined>,
  { looksLikeSecret = true }: { looksLikeSecret?: boolean } = {},
): Redactor {
  const forms = new Set<string>();
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; config validation rejects empty ones.
    if (!secret || secret.length < 3) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
  }
  const exact =
    forms.size > 0
      ? new RegExp(
          [...forms]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'),
          'g',
        )
      : undefined;
  return (text: string) => {
    let out = exact ? text.replace(exact, REDACTED) : text;
    if (!looksLikeSecret) return out;
    out = out.replace(NAMED_SECRET, (_m, name: string, sep: string) => `${name}${sep}${REDACTED}`);
    out = out.replace(LONG_HEX, REDACTED).replace(LONG_TOKEN, REDACTED);
    return out;
  };
}

/** Redacts a string with the generic rules only (for callers without the secrets at hand). */
export const redactLooksLikeSecret: Redactor = createRedactor([]);

/**
 * Redacts an error's message and stack (and its cause chain) in place and returns it, so the
 * error keeps its class for `instanceof` checks. Non-errors become an Error with redacted text.
 */
export function redactError<T>(err: T, redact: Redactor, depth = 0): T | Error {
  if (!(err instanceof Error)) return new Error(redact(String(err)));
  const message = redact(err.message);
  try {
    // Assign only on change: DOMException (AbortError) has a read-only message.
    if (message !== err.message) err.message = message;
    if (err.stack) {
      const stack = redact(err.stack);
      if (stack !== err.stack) err.stack = stack;
    }
    if (depth < 3 && err.cause !== undefined) {
      (err as { cause?: unknown }).cause = redactError(err.cause, redact, depth + 1);
    }
  } catch {
    // Frozen or exotic error objects: fall back to a fresh, redacted copy with the same name.
    const copy = new Error(message);
    copy.name = err.name;
    return copy;
  }
  return err;
}
