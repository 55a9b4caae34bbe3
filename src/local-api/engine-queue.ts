// One queue bounds concurrent engine work (espeak-ng, tesseract, pocketsphinx, ffmpeg child
// processes) to the core count, so a burst of requests waits instead of oversubscribing the CPU.
import os from 'node:os';
import PQueue from 'p-queue';

export interface EngineQueue {
  /**
   * Runs `task` when a slot is free. Once `signal` aborts (its client went away) a waiting task
   * never starts and a running one releases its slot (the task kills its own child process).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** tasks waiting + running */
  readonly load: number;
  idle(): Promise<void>;
}

export function createEngineQueue(concurrency = os.availableParallelism()): EngineQueue {
  const queue = new PQueue({ concurrency: Math.max(1, concurrency) });
  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      // p-queue types the result as T | void; an aborted task rejects with the signal's reason.
      return queue.add(task, { throwOnTimeout: true, signal }) as Promise<T>;
    },
    get load() {
      return queue.size + queue.pending;
    },
    idle: () => queue.onIdle(),
  };
}
