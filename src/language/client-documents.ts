// Document operations of the Language Services client: OCR (`/process_doc`) and document
// localization (import → poll status → export → download every translated file).
import { APP_NAMES, type DocLanguageName } from './codes.js';
import { type Operation, ServerError } from './errors.js';
import { FormData, fileField, type HttpClient, parseJsonBody, sleep } from './http.js';
import { DocExportResponse, DocImportResponse, DocStatusResponse, OcrResponse } from './schemas.js';
import type { CallOptions, LanguageClient, LocalizedFile } from './types.js';
import { type ValidLocalizeDocumentRequest, validateLocalizeDocument, validateOcr } from './validate.js';

/** Document localization reported `error` while processing. Not retried: the same file would fail again. */
export class DocumentLocalizationError extends ServerError {
  override get retryable(): boolean {
    return false;
  }
}

/** Target languages localized at once: each is its own project on the server. */
const TARGETS_IN_FLIGHT = 2;

export interface OperationContext {
  http: HttpClient;
  baseUrl: string;
  pollIntervalMs: number;
}

export function documentOperations({
  http,
  baseUrl,
  pollIntervalMs,
}: OperationContext): Pick<LanguageClient, 'ocr' | 'localizeDocument'> {
  return {
    ocr: async (req, opts) => {
      const v = validateOcr(req);
      const res = await http.call(
        {
          operation: 'ocr',
          method: 'POST',
          path: 'process_doc',
          appName: APP_NAMES.ocr,
          body: () => {
            const form = new FormData();
            fileField(
              form,
              'file',
              v.file,
              v.filename ?? (v.fileType === 'pdf' ? 'document.pdf' : 'image.png'),
            );
            form.append('file_type', v.fileType);
            form.append('languages', v.languages.join(','));
            form.append('ocr_type', v.ocrType);
            return form;
          },
        },
        opts,
      );
      // layout_ocr answers with a DOCX document (a zip) rather than JSON.
      const isZip = res.body.length >= 4 && res.body.readUInt32BE(0) === 0x504b0304;
      if (res.contentType.includes('wordprocessingml') || isZip) return { kind: 'docx', document: res.body };
      const body = parseJsonBody('ocr', res, OcrResponse);
      return {
        kind: 'text',
        text: body.text,
        languages: body.languages ?? v.languages,
        ...(body.filename !== undefined ? { filename: body.filename } : {}),
        ...(body.processing_time_sec !== undefined ? { processingTimeSec: body.processing_time_sec } : {}),
      };
    },

    localizeDocument: async (req, opts) => {
      const v = validateLocalizeDocument(req);
      // The contract's targetLanguage is ONE language name: one project (import → poll → export) per target.
      const projects = await mapLimit(v.to, TARGETS_IN_FLIGHT, (to) => localizeInto(v, to, opts));
      const first = projects[0];
      if (!first) throw new DocumentLocalizationError('no target language given', 'localizeDocument');
      return {
        projectId: first.projectId,
        projectIds: projects.map((p) => p.projectId),
        files: projects.flatMap((p) => p.files),
      };
    },
  };

  async function localizeInto(
    v: ValidLocalizeDocumentRequest,
    to: DocLanguageName,
    opts: CallOptions | undefined,
  ): Promise<{ projectId: string; files: LocalizedFile[] }> {
    const operation: Operation = 'localizeDocument';
    const appName = APP_NAMES.docTranslation;
    const imported = parseJsonBody(
      operation,
      await http.call(
        {
          operation,
          method: 'POST',
          path: 'translate_doc_import',
          appName,
          body: () => {
            const form = new FormData();
            form.append('sourceLanguage', v.from);
            form.append('targetLanguage', to);
            fileField(form, 'projectFiles', v.file, v.filename);
            return form;
          },
        },
        opts,
      ),
      DocImportResponse,
    );
    const projectId = imported.projectId;
    let soundedOut: LocalizedFile['soundedOut'];
    for (;;) {
      const status = parseJsonBody(
        operation,
        await http.call(
          { operation, method: 'GET', path: 'translate_doc_status', query: { doc_id: projectId }, appName },
          opts,
        ),
        DocStatusResponse,
      );
      v.onStatus?.(status.message, to);
      if (status.message === 'completed') {
        soundedOut = soundedOutOf(status.data);
        break;
      }
      if (status.message === 'error') {
        throw new DocumentLocalizationError(
          `document localization into ${to} failed for project ${projectId}`,
          operation,
        );
      }
      await sleep(pollIntervalMs, opts?.signal);
    }
    const exported = parseJsonBody(
      operation,
      await http.call(
        {
          operation,
          method: 'POST',
          path: 'translate_doc_export',
          appName,
          json: { unitId: projectId, targetLanguages: [to] },
        },
        opts,
      ),
      DocExportResponse,
    );
    const targets = Object.entries(exported.data.targetURLS).flatMap(([sourceName, byLanguage]) =>
      Object.entries(byLanguage).map(([language, url]) => ({
        sourceName,
        language,
        url: new URL(url, baseUrl).toString(),
      })),
    );
    const files: LocalizedFile[] = await Promise.all(
      targets.map(async (target) => {
        const res = await http.call({ operation, method: 'GET', path: target.url, appName }, opts);
        return { ...target, content: res.body, ...(soundedOut ? { soundedOut } : {}) };
      }),
    );
    return { projectId, files };
  }
}

/** The local API's note that passages were only transliterated (no engine for the pair); absent elsewhere. */
function soundedOutOf(data: unknown): LocalizedFile['soundedOut'] {
  const s = (data as { soundedOut?: { passages?: unknown; of?: unknown } } | undefined)?.soundedOut;
  const { passages, of } = s ?? {};
  return typeof passages === 'number' && typeof of === 'number' && passages > 0
    ? { passages, of }
    : undefined;
}

/** Runs `fn` over `items` with at most `limit` in flight; results keep the order of `items`. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    // After one failure the whole call fails: start no further items.
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
