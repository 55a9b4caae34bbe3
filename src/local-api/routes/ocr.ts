// OCR: POST /process_doc (multipart). Errors are {error, description} with the descriptions the
// field notes record.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, OCR_FILE_TYPES, OCR_LANGUAGES, OCR_TYPES } from '../../language/codes.js';
import { engineFailure, guardCaller, guardUse, reserve, type ServerContext } from '../context.js';
import { sniffOcrFile } from '../engines/ocr.js';
import { sendError } from '../replies.js';
import { readForm } from '../request-body.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const bad = (reply: FastifyReply, description: string) =>
  sendError(reply, 'ocr', 400, 'Bad Request', { description });

export function ocrRoute(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = guardCaller(ctx, req, reply, 'ocr', [APP_NAMES.ocr]);
    if (!account) return reply;
    const read = await readForm(req, ctx.limits.documentBytes);
    if (!read.ok) return bad(reply, read.message);
    const { fields, files } = read.form;
    const fileType = fields.file_type;
    const file = files.file;
    if (!file && fileType === 'pdf') return bad(reply, 'No PDF file provided');
    if (!file || !fileType || !fields.languages || !fields.ocr_type) {
      return bad(reply, 'Missing required form fields: file, file_type, languages, ocr_type');
    }
    if (!(OCR_FILE_TYPES as readonly string[]).includes(fileType))
      return bad(reply, 'Wrong type provided: file_type must be pdf or img');
    if (!(OCR_TYPES as readonly string[]).includes(fields.ocr_type)) {
      return bad(reply, `Wrong type provided: ocr_type must be ${OCR_TYPES.join(' or ')}`);
    }
    const languages = fields.languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    if (languages.length === 0 || !languages.every((l) => (OCR_LANGUAGES as readonly string[]).includes(l))) {
      return bad(reply, `Invalid language selection: use codes from ${OCR_LANGUAGES.join(', ')}`);
    }
    if (!guardUse(reply, 'ocr', account, { languages, credit: 'characters' })) return reply;
    const kind = sniffOcrFile(file.data);
    if (!kind) return bad(reply, 'Unsupported file type: send a PDF, PNG, JPEG, TIFF, GIF, BMP, WEBP or PNM');
    if (kind !== fileType)
      return bad(reply, `Wrong type provided: the file is ${kind === 'pdf' ? 'a PDF' : 'an image'}`);
    if (fields.ocr_type === 'layout_ocr' && fileType !== 'pdf') {
      return bad(reply, 'layout_ocr needs a PDF (file_type pdf); use only_ocr for images');
    }

    // The text's length is unknown until it is read: one character is held so an empty balance is
    // refused up front, and the call settles to the characters it returns.
    const held = reserve(reply, 'ocr', account, 'characters', 1);
    if (!held) return reply;
    let served = 0;
    const started = performance.now();
    try {
      if (fields.ocr_type === 'layout_ocr') {
        const docx = await ctx.engines.ocr.layoutDocx(file.data, languages);
        served = 1;
        const name = file.filename.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'document';
        return reply
          .code(200)
          .type(DOCX_TYPE)
          .header('Content-Disposition', `attachment; filename="${name}.docx"`)
          .send(docx);
      }
      const text = await ctx.engines.ocr.text(file.data, fileType as 'pdf' | 'img', languages);
      served = text.length;
      return reply.code(200).send({
        filename: file.filename,
        languages,
        text,
        processing_time_sec: Math.round(performance.now() - started) / 1000,
      });
    } catch (err) {
      const failure = engineFailure(ctx, err, 'Server error');
      const error = failure.status === 400 ? 'Bad Request' : 'Server error';
      return sendError(reply, 'ocr', failure.status, error, { description: failure.detail });
    } finally {
      held.settle(served);
    }
  };
}
