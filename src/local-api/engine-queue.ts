// One queue bounds concurrent engine work (espeak-ng, tesseract, pocketsphinx, ffmpeg child
// processes) to the core count, so a burst of requests waits instead of oversubscribing the CPU.
import os from 'node:os';
import PQueue from 'p-queue';

export interface EngineQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks waiting + running */
  readonly load: number;
  idle(): Promise<void>;
}

export function createEngineQueue(concurrency = os.availableParallelism()): EngineQueue {
  const queue = new PQueue({ concurrency: Math.max(1, concurrency) });
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      // p-queue types the result as T | void (for aborted tasks); we never abort.
      return queue.add(task, { throwOnTimeout: true }) as Promise<T>;
    },
    get load() {
      return queue.size + queue.pending;
    },
    idle: () => queue.onIdle(),
  };
}
