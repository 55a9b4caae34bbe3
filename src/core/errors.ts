// The core's own permanent-failure error: a job handler or an adapter (a file too large to
// download, a corrupt recording) throws it, and the worker replies at once instead of retrying.
// The queue library's own error type stays inside src/jobs/workers.ts.

/** A failure no retry can fix. Its message is a sentence for the person; `cause` keeps the API error. */
export class PermanentError extends Error {
  constructor(message: string, opts?: { cause?: unknown }) {
    super(message, opts);
    this.name = 'PermanentError';
  }
}
