// Accounts of the local server: who may call which API, in which languages, with how many credits.
// Loaded from a JSON file (`--accounts FILE`) checked with zod; without one, a single development
// account with everything enabled. Credits are runtime state: each call reserves what it may use
// before it runs and settles to what was served.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { APP_NAMES } from '../language/codes.js';
import { describeAccountsIssues } from './accounts-issues.js';

const Unlimited = z.number().nonnegative().nullable();
const DateString = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'expiresAt must be an ISO date like 2030-01-31T00:00:00Z');

export const AccountSchema = z.object({
  /** Label used in logs and as the lookup-store account (never the key itself). */
  name: z.string().min(1).optional(),
  apiKey: z.string().min(8, 'apiKey must have at least 8 characters'),
  appId: z.string().min(1),
  /** REV-APPNAME values (tts, localization, …, stt_stream) or "*" for all. */
  apps: z.array(z.string()).min(1),
  /** Language codes or "*" for all. */
  languages: z.array(z.string()).min(1),
  /** TTS speaker codes; when absent, every speaker of an enabled language. */
  speakers: z.array(z.string()).optional(),
  /** null means unlimited. */
  credits: z.object({ characters: Unlimited, audioSeconds: Unlimited }),
  /** null or absent: never expires. */
  expiresAt: DateString.nullable().optional(),
  /** file STT's `file_url` may fetch from private and loopback addresses (default false) */
  allowPrivateFileUrls: z.boolean().optional(),
});
export type AccountConfig = z.infer<typeof AccountSchema>;
export const AccountsFileSchema = z.union([
  z.array(AccountSchema),
  z.object({ accounts: z.array(AccountSchema) }).transform((f) => f.accounts),
]);

export type CreditKind = 'characters' | 'audioSeconds';

export interface Account {
  readonly id: string;
  readonly config: AccountConfig;
  /** remaining credits; Infinity when unlimited */
  readonly credits: Record<CreditKind, number>;
}

/** The document-localization API answers to two names (field notes). */
const APP_ALIASES: Record<string, string[]> = {
  [APP_NAMES.docTranslation]: [APP_NAMES.docTranslation, APP_NAMES.docTranslationNew],
  [APP_NAMES.docTranslationNew]: [APP_NAMES.docTranslation, APP_NAMES.docTranslationNew],
};

function accountId(config: AccountConfig): string {
  return config.name ?? `acct-${createHash('sha256').update(config.apiKey).digest('hex').slice(0, 12)}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class AccountStore {
  private readonly byKey = new Map<string, Account>();

  constructor(configs: AccountConfig[]) {
    for (const config of configs) {
      if (this.byKey.has(config.apiKey))
        throw new Error(`accounts: duplicate apiKey for ${accountId(config)}`);
      this.byKey.set(config.apiKey, {
        id: accountId(config),
        config,
        credits: {
          characters: config.credits.characters ?? Number.POSITIVE_INFINITY,
          audioSeconds: config.credits.audioSeconds ?? Number.POSITIVE_INFINITY,
        },
      });
    }
  }

  get all(): Account[] {
    return [...this.byKey.values()];
  }

  find(apiKey: string | undefined, appId: string | undefined): Account | undefined {
    if (!apiKey || !appId) return undefined;
    const account = this.byKey.get(apiKey);
    return account && sameSecret(account.config.appId, appId) ? account : undefined;
  }

  static isExpired(account: Account, now = Date.now()): boolean {
    const at = account.config.expiresAt;
    return at != null && Date.parse(at) <= now;
  }

  static allowsApp(account: Account, appName: string): boolean {
    const apps = account.config.apps;
    if (apps.includes('*')) return true;
    return (APP_ALIASES[appName] ?? [appName]).some((name) => apps.includes(name));
  }

  /** Mixed speech codes (hi_en) need each of their languages. */
  static allowsLanguage(account: Account, code: string): boolean {
    const langs = account.config.languages;
    if (langs.includes('*') || langs.includes(code)) return true;
    const parts = code.split('_');
    return parts.length > 1 && parts.every((p) => langs.includes(p));
  }

  static allowsSpeaker(account: Account, speaker: string): boolean {
    const speakers = account.config.speakers;
    if (speakers) return speakers.includes('*') || speakers.includes(speaker);
    return AccountStore.allowsLanguage(account, speaker.split('_')[0] ?? '');
  }

  static hasCredit(account: Account, kind: CreditKind): boolean {
    return account.credits[kind] > 0;
  }

  /** Takes what was served; the balance stops at zero (the next call gets `usage exhausted`). */
  static charge(account: Account, kind: CreditKind, amount: number): void {
    if (!(amount > 0)) return;
    account.credits[kind] = Math.max(0, account.credits[kind] - amount);
  }

  /**
   * Holds `amount` of credit before the work starts, so concurrent calls cannot all pass a check
   * of the same balance (40 parallel 9-character calls were served on 10 characters). Undefined
   * when the balance is below `amount` (or empty): the caller answers `usage exhausted`.
   */
  static reserve(account: Account, kind: CreditKind, amount: number): Reservation | undefined {
    const held = Number.isFinite(amount) && amount > 0 ? amount : 0;
    if (!(account.credits[kind] > 0) || account.credits[kind] < held) return undefined;
    account.credits[kind] -= held;
    let open = true;
    return {
      settle(used: number) {
        if (!open) return;
        open = false;
        const served = Number.isFinite(used) && used > 0 ? used : 0;
        account.credits[kind] = Math.max(0, account.credits[kind] + held - served);
      },
    };
  }
}

/** Credit held for one call; settle() once with what was served (0 when nothing was) returns the rest. */
export interface Reservation {
  settle(used: number): void;
}

export async function loadAccountsFile(path: string): Promise<AccountConfig[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new Error(`accounts file ${path}: ${(err as Error).message}`);
  }
  const parsed = AccountsFileSchema.safeParse(raw);
  if (!parsed.success) {
    // Fields and rules only: the sentences never echo a key.
    const problems = describeAccountsIssues(parsed.error.issues, raw);
    throw new Error(`accounts file ${path} is invalid: ${problems.slice(0, 5).join('; ')}`);
  }
  return parsed.data;
}

/** The development account used when no accounts file is given: everything enabled, unlimited. */
export function devAccountConfig(env: NodeJS.ProcessEnv = process.env): AccountConfig {
  return {
    name: 'dev',
    apiKey: env.LOCAL_API_KEY || randomBytes(16).toString('hex'),
    appId: env.LOCAL_APP_ID || `local-${randomBytes(6).toString('hex')}`,
    apps: ['*'],
    languages: ['*'],
    credits: { characters: null, audioSeconds: null },
    expiresAt: null,
  };
}
