// The jobs' contract as the core sees it: names and payload types (filled in by
// src/jobs/definitions.ts through declaration merging, so commands enqueue typed payloads without
// importing job internals), and the limits commands check before they enqueue.

/** Job name → the payload a command enqueues (zod input of the job's schema). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by src/jobs/definitions.ts
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

/** Audio longer than this goes to batch STT (file STT is for short clips). */
export const FILE_STT_MAX_S = 60;

/** Documents /localize takes: extension → the MIME type of the translated file. */
export const LOCALIZE_TYPES: Readonly<Record<string, string>> = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
  '.srt': 'application/x-subrip',
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
};
