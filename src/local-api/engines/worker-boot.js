// Entry of the engines' worker threads: workers do not inherit the main thread's tsx loader, so
// this plain-JS file registers it, then imports the TypeScript module named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
