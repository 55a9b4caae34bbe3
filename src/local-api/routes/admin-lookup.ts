// POST /admin/lookup: load glossary / translation-memory entries into the caller's lookup store.
// Same credential headers as the API; body is JSON (an array, or {entries: [...]}) or CSV with a
// header row `source,target,src,tgt[,domain][,moderated]`. Parsed by the lookup store itself, so an
// upload and a --lookup file mean the same (a missing `moderated` is true). Not part of the contract.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountStore } from '../accounts.js';
import { headerCredentials } from '../auth.js';
import { engineFailure, type ServerContext } from '../context.js';
import type { LookupEntry } from '../engines/lookup-store.js';
import { sendAuthFailure, sendError } from '../replies.js';

const MAX_ENTRIES = 200_000;

export function adminLookupRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const creds = headerCredentials(req);
    const account = ctx.store.find(creds.apiKey, creds.appId);
    if (!account) return sendAuthFailure(reply, 'other', 'invalid');
    if (AccountStore.isExpired(account)) return sendAuthFailure(reply, 'other', 'expired');
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    if (!raw.trim()) return sendError(reply, 'other', 400, 'send lookup entries as JSON or CSV');
    const isCsv = /csv/i.test(req.headers['content-type'] ?? '') || !/^\s*[[{]/.test(raw);
    let entries: LookupEntry[];
    try {
      entries = ctx.engines.lookup.parse(raw, isCsv ? 'csv' : 'json');
      if (entries.length === 0) return sendError(reply, 'other', 400, 'no entries: send at least one entry');
      if (entries.length > MAX_ENTRIES)
        return sendError(reply, 'other', 400, `at most ${MAX_ENTRIES} entries per request`);
      ctx.engines.lookup.load(account.id, entries);
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'other', failure.status, failure.message);
    }
    return reply.code(200).send({ message: `loaded ${entries.length} entries`, loaded: entries.length });
  };
}
