// POST /admin/lookup: load glossary / translation-memory entries into the caller's lookup store.
// Same credential headers as the API; body is JSON (an array, or {entries: [...]}) or CSV with a
// header row `source,target,src,tgt[,domain][,moderated]`. Not part of the contract.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountStore } from '../accounts.js';
import { headerCredentials } from '../auth.js';
import { engineFailure, type ServerContext } from '../context.js';
import { sendAuthFailure, sendError } from '../replies.js';

const Entry = z.object({
  source: z.string().min(1),
  target: z.string().min(1),
  src: z.string().min(2),
  tgt: z.string().min(2),
  domain: z.string().optional(),
  moderated: z.boolean().default(true),
});
const Entries = z.union([z.array(Entry), z.object({ entries: z.array(Entry) }).transform((b) => b.entries)]);
const MAX_ENTRIES = 200_000;

/** RFC 4180-ish: quoted fields with doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f.trim())) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f.trim())) rows.push(row);
  return rows;
}

function csvEntries(text: string): unknown[] {
  const [head, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const names = (head ?? []).map((h) => h.trim());
  return rows.map((cells) => {
    const entry: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = (cells[i] ?? '').trim();
      if (name === 'moderated') entry.moderated = !/^(false|0|no)$/i.test(value);
      else if (value) entry[name] = value;
    });
    return entry;
  });
}

export function adminLookupRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const creds = headerCredentials(req);
    const account = ctx.store.find(creds.apiKey, creds.appId);
    if (!account) return sendAuthFailure(reply, 'other', 'invalid');
    if (AccountStore.isExpired(account)) return sendAuthFailure(reply, 'other', 'expired');
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    if (!raw.trim()) return sendError(reply, 'other', 400, 'send lookup entries as JSON or CSV');
    const isCsv = /csv/i.test(req.headers['content-type'] ?? '') || !/^\s*[[{]/.test(raw);
    let input: unknown;
    try {
      input = isCsv ? csvEntries(raw) : JSON.parse(raw);
    } catch {
      return sendError(reply, 'other', 400, 'malformed JSON body: send a JSON array of entries');
    }
    const entries = Entries.safeParse(input);
    if (!entries.success) {
      const issue = entries.error.issues[0];
      return sendError(
        reply,
        'other',
        400,
        `entry ${issue?.path.join('.')}: ${issue?.message} (fields: source, target, src, tgt, domain?, moderated?)`,
      );
    }
    if (entries.data.length === 0)
      return sendError(reply, 'other', 400, 'no entries: send at least one entry');
    if (entries.data.length > MAX_ENTRIES)
      return sendError(reply, 'other', 400, `at most ${MAX_ENTRIES} entries per request`);
    try {
      ctx.engines.lookup.load(account.id, entries.data);
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'other', failure.status, failure.message);
    }
    return reply
      .code(200)
      .send({ message: `loaded ${entries.data.length} entries`, loaded: entries.data.length });
  };
}
