// Document localization: POST /translate_doc_import (multipart), GET /translate_doc_status?doc_id=,
// POST /translate_doc_export, and GET /translate_doc_download/:token/:filename for the export's
// URLs. REV-APPNAME nmt or doc_translation. Errors are {success: false, statusCode, message}.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_STATUS, APP_NAMES, DOC_LANGUAGE_NAMES } from '../../language/codes.js';
import { DocExportBody } from '../../language/schemas.js';
import type { Account, Reservation } from '../accounts.js';
import { engineFailure, guardCaller, guardUse, reserve, type ServerContext } from '../context.js';
import type { DocProject } from '../doc-projects.js';
import { sendError } from '../replies.js';
import { parseJsonBody, readForm } from '../request-body.js';

const APPS = [APP_NAMES.docTranslation, APP_NAMES.docTranslationNew];
const NAMES = Object.keys(DOC_LANGUAGE_NAMES).join(', ');

/** Lower-case names per the contract; codes are accepted as well. */
function languageCode(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  const byName = (DOC_LANGUAGE_NAMES as Record<string, string>)[v];
  if (byName) return byName;
  return Object.values(DOC_LANGUAGE_NAMES).includes(v as never) ? v : undefined;
}

const ok = (reply: FastifyReply, message: string, data: unknown) =>
  reply
    .code(200)
    .send({ success: true, statusCode: 200, message, data, timestamp: new Date().toISOString() });

function translateWith(
  ctx: ServerContext,
  account: Account,
  from: string,
  to: string,
  served: { chars: number; passages: number; soundedOut: number },
) {
  // Each distinct text comes once with how often it occurs: billed and counted per occurrence.
  return async (texts: string[], times?: number[]): Promise<string[]> => {
    const out: string[] = [];
    for (const [i, text] of texts.entries()) {
      if (!text.trim()) {
        out.push(text);
        continue;
      }
      const r = await ctx.engines.translator.translate(text, {
        from,
        to,
        domain: 'generic',
        account: account.id,
        enableNmt: true,
        enableTransliteration: true,
        enableLookup: true,
        filterProfane: false,
      });
      const n = times?.[i] ?? 1;
      served.chars += text.length * n;
      served.passages += n;
      if (r.status === API_STATUS.transliterated) served.soundedOut += n;
      out.push(r.status > 0 ? r.text : text);
    }
    return out;
  };
}

function runProject(
  ctx: ServerContext,
  account: Account,
  project: DocProject,
  file: Buffer,
  from: string,
  held: Reservation,
) {
  const served = { chars: 0, passages: 0, soundedOut: 0 };
  ctx.engines
    .localizeDocument(file, project.filename, translateWith(ctx, account, from, project.targetCode, served))
    .then((result) => {
      project.output = { content: result.content, filename: result.filename };
      if (served.soundedOut > 0) project.soundedOut = { passages: served.soundedOut, of: served.passages };
      project.status = 'completed';
      held.settle(served.chars);
    })
    .catch((err) => {
      project.status = 'error';
      project.failure = engineFailure(ctx, err).detail;
      held.settle(0); // nothing was delivered
    });
}

export function docImportRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'doc', APPS);
    if (!account) return reply;
    const read = await readForm(req, ctx.limits.documentBytes);
    if (!read.ok) return sendError(reply, 'doc', 400, read.message);
    const { fields, files } = read.form;
    for (const name of ['sourceLanguage', 'targetLanguage'] as const) {
      if (!fields[name]) return sendError(reply, 'doc', 400, `${name} is required`);
      if (!languageCode(fields[name])) {
        return sendError(reply, 'doc', 400, `${name} must be a lower-case language name: ${NAMES}`);
      }
    }
    const file = files.projectFiles;
    if (!file || file.data.length === 0) return sendError(reply, 'doc', 400, 'projectFiles is required');
    const from = languageCode(fields.sourceLanguage) as string;
    const to = languageCode(fields.targetLanguage) as string;
    if (!guardUse(reply, 'doc', account, { languages: [from, to], credit: 'characters' })) return reply;

    // Validates the file and counts its words before the project exists; translation runs later.
    let characters: number;
    let wordCount: { source: number; unique: number };
    try {
      const count = await ctx.engines.countDocumentWords(file.data, file.filename);
      characters = count.characters;
      wordCount = { source: count.source, unique: count.unique };
    } catch (err) {
      const failure = engineFailure(ctx, err);
      return sendError(reply, 'doc', failure.status, failure.message);
    }
    // The document's characters are held from the credit until its translation settles them.
    const held = reserve(reply, 'doc', account, 'characters', characters);
    if (!held) return reply;
    const project = ctx.docs.create({
      owner: account.id,
      filename: file.filename,
      sourceLanguage: (fields.sourceLanguage as string).toLowerCase(),
      targetLanguage: (fields.targetLanguage as string).toLowerCase(),
      targetCode: to,
      wordCount,
    });
    runProject(ctx, account, project, file.data, from, held);
    return reply
      .code(200)
      .send({ message: 'Project created successfully', projectId: project.id, wordCount });
  };
}

export function docStatusRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'doc', APPS);
    if (!account) return reply;
    const docId = (req.query as Record<string, string | undefined>).doc_id;
    if (!docId) return sendError(reply, 'doc', 400, 'doc_id is required');
    const project = ctx.docs.get(docId, account.id);
    if (!project) return sendError(reply, 'doc', 404, 'no project with this doc_id');
    const data = {
      projectId: project.id,
      status: project.status,
      sourceLanguage: project.sourceLanguage,
      targetLanguage: project.targetLanguage,
      wordCount: project.wordCount,
      ...(project.failure ? { error: project.failure } : {}),
      // Not in the contract (the service translates every pair it offers): this server sounds out
      // pairs it has no engine for, and says so, so the caller does not pass the file off as translated.
      ...(project.soundedOut ? { soundedOut: project.soundedOut } : {}),
    };
    return reply.code(200).send({
      success: project.status !== 'error',
      statusCode: 200,
      message: project.status,
      data,
      timestamp: new Date().toISOString(),
    });
  };
}

export function docExportRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'doc', APPS);
    if (!account) return reply;
    const parsed = parseJsonBody(req);
    if (!parsed.ok) return sendError(reply, 'doc', 400, parsed.message);
    const body = DocExportBody.safeParse(parsed.value);
    if (!body.success) {
      return sendError(reply, 'doc', 400, 'send {"unitId": "<projectId>", "targetLanguages": ["hindi"]}');
    }
    const project = ctx.docs.get(body.data.unitId, account.id);
    if (!project) return sendError(reply, 'doc', 404, 'no project with this unitId');
    if (project.status === 'applying') {
      return sendError(
        reply,
        'doc',
        409,
        'project is still applying; poll translate_doc_status until completed',
      );
    }
    if (project.status === 'error' || !project.output) {
      return sendError(reply, 'doc', 422, `project failed: ${project.failure ?? 'unknown error'}`);
    }
    const wrong = body.data.targetLanguages.filter((l) => languageCode(l) !== project.targetCode);
    if (wrong.length > 0) {
      return sendError(reply, 'doc', 400, `this project was translated to ${project.targetLanguage} only`);
    }
    const token = ctx.docs.tokenFor(project);
    // The server's configured address, never the request's Host header (a forged Host would
    // hand the caller a download link to any site).
    const base = ctx.publicUrl.replace(/\/+$/, '');
    const url = `${base}/translate_doc_download/${token}/${encodeURIComponent(project.output.filename)}`;
    const targetURLS = {
      [project.output.filename]: Object.fromEntries(body.data.targetLanguages.map((l) => [l, url])),
    };
    return ok(reply, 'Exported successfully', { projectId: project.id, targetURLS });
  };
}

export function docDownloadRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const { token } = req.params as { token: string };
    const project = ctx.docs.fromToken(token);
    if (!project?.output) return sendError(reply, 'doc', 404, 'no such export; export the project again');
    const name = project.output.filename.replace(/["\\\r\n]/g, '_');
    return reply
      .code(200)
      .type('application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(project.output.content);
  };
}
