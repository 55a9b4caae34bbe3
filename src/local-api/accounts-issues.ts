// What is wrong with an accounts file, in sentences a person can act on: the field (with the
// account's name) and the rule it breaks. zod alone says "(root): Invalid input" for anything
// wrong inside `{"accounts": [...]}`, because the file may take two shapes (a union).
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** What each field must be, said the way the README says it. */
const RULES: Record<string, string> = {
  accounts: 'a list of accounts',
  name: 'a non-empty string',
  apiKey: 'a string of at least 8 characters',
  appId: 'a non-empty string',
  apps: 'a non-empty list of REV-APPNAME values (tts, localization, …) or ["*"]',
  languages: 'a non-empty list of language codes or ["*"]',
  speakers: 'a list of TTS speaker codes (or left out)',
  credits: 'an object {"characters": N or null, "audioSeconds": N or null}',
  characters: 'a number ≥ 0, or null for unlimited',
  audioSeconds: 'a number ≥ 0, or null for unlimited',
  expiresAt: 'an ISO date like 2030-01-31T00:00:00Z, or null',
  allowPrivateFileUrls: 'true or false',
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function at(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v = raw;
  for (const k of path)
    v = isRecord(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function kind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return typeof v === 'string' ? 'a string' : `a ${typeof v}`;
}

/** `accounts[0].credits.characters (account "team-a")` */
function where(path: readonly PropertyKey[], raw: unknown): string {
  const inner = isRecord(raw) ? path.slice(1) : path;
  let out = 'accounts';
  for (const k of inner) out += typeof k === 'number' ? `[${k}]` : `.${String(k)}`;
  const index = inner.findIndex((k) => typeof k === 'number');
  const name = index >= 0 ? at(raw, path.slice(0, path.length - inner.length + index + 1)) : undefined;
  const label = isRecord(name) && typeof name.name === 'string' ? ` (account "${name.name}")` : '';
  return out + label;
}

function rule(issue: Issue, raw: unknown): string {
  const field = [...issue.path].reverse().find((k) => typeof k === 'string') as string | undefined;
  const must = field && RULES[field] ? `must be ${RULES[field]}` : issue.message;
  const value = at(raw, issue.path);
  if (value === undefined && issue.code === 'invalid_type') return `is missing; it ${must}`;
  // the key itself is never echoed: only what kind of value was there
  if (issue.code === 'invalid_type') return `${must} (got ${kind(value)})`;
  if (issue.code === 'unrecognized_keys') return issue.message;
  return must;
}

/** One sentence per problem; the file is `[account, …]` or `{"accounts": [account, …]}`. */
export function describeAccountsIssues(issues: readonly Issue[], raw: unknown): string[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.path.length > 0)
      return [`${where(issue.path, raw)} ${rule(issue, raw)}`];
    // the file's shape says which of the two forms was meant
    const branch = Array.isArray(raw) ? 0 : isRecord(raw) && 'accounts' in raw ? 1 : -1;
    const errors = issue.errors[branch];
    if (!errors)
      return [`the file must be a JSON list of accounts, or {"accounts": [...]} (got ${kind(raw)})`];
    return describeAccountsIssues(errors, raw);
  });
}
