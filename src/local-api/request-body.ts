// Reading request bodies without letting a bad one escape as an unshaped error: JSON bodies arrive
// as raw bytes (server.ts installs a catch-all parser) and are parsed here, so each route answers
// malformed JSON in its own error shape; multipart forms are read into buffers with a size cap.
import type { FastifyRequest } from 'fastify';
import { joinBuffers } from './join-buffers.js';
import { fileLimitMessage } from './limits.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseJsonBody(req: FastifyRequest): Parsed<unknown> {
  const raw = req.body;
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : undefined;
  if (text === undefined || text.trim() === '') {
    return { ok: false, message: 'request body is required: send a JSON object' };
  }
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch {
    return { ok: false, message: 'malformed JSON body: send a valid JSON object' };
  }
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}
export interface Form {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}
export type FormResult =
  | { ok: true; form: Form }
  | { ok: false; message: string; tooLarge?: boolean; truncated?: boolean };

/** busboy's words for a body that stops before the closing boundary */
const TRUNCATED = /unexpected end of (multipart|form)|terminated early/i;
export const TRUNCATED_MESSAGE =
  'the multipart body ended before its closing boundary (an interrupted upload): send the whole file again';

/** Reads every part of a multipart form; the first file of each field name is kept. */
export async function readForm(req: FastifyRequest, maxFileBytes: number): Promise<FormResult> {
  if (!req.isMultipart()) return { ok: false, message: 'send the request as multipart/form-data' };
  const form: Form = { fields: {}, files: {} };
  try {
    const parts = req.parts({
      limits: { fileSize: maxFileBytes, files: 8, fields: 32, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // part.toBuffer() joins the file in one copy; this one yields while it copies
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) {
          if (part.file.truncated) {
            throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
          }
          chunks.push(chunk as Buffer);
        }
        const data = await joinBuffers(chunks);
        if (!form.files[part.fieldname]) {
          form.files[part.fieldname] = {
            field: part.fieldname,
            filename: part.filename || part.fieldname,
            mimetype: part.mimetype,
            data,
          };
        }
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        form.fields[part.fieldname] = String(part.value).trim();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return { ok: false, message: fileLimitMessage(maxFileBytes), tooLarge: true };
    }
    if (code === 'FST_MP_PREMATURE_CLOSE' || TRUNCATED.test((err as Error)?.message ?? '')) {
      return { ok: false, message: TRUNCATED_MESSAGE, truncated: true };
    }
    return { ok: false, message: 'malformed multipart body: send multipart/form-data' };
  }
  return { ok: true, form };
}

/** Whether the body is `application/x-www-form-urlencoded` (Python's `requests.post(data=…)` without files). */
export function isUrlencoded(req: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');
}

/** The fields of a urlencoded body (the catch-all parser hands it over as bytes); it has no files. */
export function readUrlencodedForm(req: FastifyRequest): Form {
  const raw = req.body;
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : '';
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value.trim();
  return { fields, files: {} };
}

/** "true"/"1" and "false"/"0" (headers and query strings carry booleans as text). */
export function parseBool(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

/** A number or a numeric string; undefined when absent, NaN when present but not a number. */
export function parseNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
