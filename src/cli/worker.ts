// dubash worker: runs the bot's BullMQ workers on their own (any number of machines on one Redis).
// Needs REDIS_URL or REDIS_CLUSTER_NODES (the bot's Redis) and the REVERIE_* variables of the
// Language Services API.
import type { Command } from 'commander';
import type { CliContext } from './context.js';
import { untilSignal } from './serve-api.js';

export function registerWorker(program: Command, ctx: CliContext): void {
  program
    .command('worker')
    .description(
      "run the bot's job workers (transcribe, OCR, speak, localize) against REDIS_URL or REDIS_CLUSTER_NODES",
    )
    .action(async () => {
      // Loaded here so the other subcommands do not pay for BullMQ and the bot.
      const { startWorkerProcess } = await import('../main.js');
      const worker = await startWorkerProcess(ctx.io.env);
      ctx.err('workers running; Ctrl+C drains the jobs in flight and stops');
      await untilSignal();
      ctx.err('draining…');
      await worker.stop();
    });
}
