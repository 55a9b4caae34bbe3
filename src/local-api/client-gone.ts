// A request's work is abandoned when its client goes away before the answer (a timeout on its side,
// a closed connection): the signal aborts, so the engine queue drops the task if it has not started
// and the engine kills its child process if it has (issue 9: a 60 s recognition kept running after
// its client gave up at 30 s, and the client's retries stacked more of the same).
import type { FastifyReply } from 'fastify';

/** The reason an abandoned task rejects with: nobody is left to answer, so it is not logged. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away');
    this.name = 'ClientGoneError';
  }
}

export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // 'close' also follows a finished answer; only a response not yet ended means the client left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort(new ClientGoneError());
  });
  return controller.signal;
}
