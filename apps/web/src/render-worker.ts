import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort } from 'node:worker_threads';
import type { RenderRequest } from '@zyz/domain';
import { render, sharedStyles } from './entry-server';

/**
 * Renders pages off the server's event loop. The page's API calls come back to the server
 * through this port (the server answers them in-process), so the worker needs no address.
 */
interface ApiAnswer {
  id: number;
  status: number;
  body: string;
}

/**
 * This thread draws pages as of the platform's clock (the server's TEST_NOW outside production,
 * else the machine's), not the machine's: a page computes its dates with `new Date()` and dayjs,
 * as the browser then does on the device, and a mission drawn 即将招募 here and 招募中 there is a
 * hydration mismatch. The offset arrives with each render; in production it is 0, and the
 * machine's Date is left alone.
 */
let clockOffsetMs = 0;
const MachineDate = Date;
class PlatformDate extends MachineDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(MachineDate.now() + clockOffsetMs);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now(): number {
    return MachineDate.now() + clockOffsetMs;
  }
}

if (!parentPort) throw new Error('render-worker must run in a worker thread');
const port = parentPort;

// The shared stylesheet, for the server to serve: the same for every instance of this build.
{
  const { file, css } = sharedStyles();
  port.postMessage({ type: 'shared-styles', file, css });
}

let nextCall = 0;
const calls = new Map<number, (answer: ApiAnswer) => void>();
/**
 * The render each API call belongs to (renders overlap in this thread): the server keeps a
 * page until something it was drawn from changes (page-render's content-changes.ts).
 */
const currentRender = new AsyncLocalStorage<number>();

globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const id = ++nextCall;
  const answer = await new Promise<ApiAnswer>((resolve) => {
    calls.set(id, resolve);
    port.postMessage({ type: 'api', id, url, renderId: currentRender.getStore() });
  });
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
};

type Message = { type: string; id: number; clockOffsetMs?: number } & Partial<
  ApiAnswer & RenderRequest
>;

port.on('message', (message: Message) => {
  if (message.type === 'api-answer') {
    const resolve = calls.get(message.id);
    calls.delete(message.id);
    resolve?.(message as ApiAnswer);
    return;
  }
  if (message.type === 'render') {
    const { id, url = '/', hasSession = false, sharedStyles: hasSheet = false, display } = message;
    clockOffsetMs = message.clockOffsetMs ?? 0;
    if (clockOffsetMs !== 0) globalThis.Date = PlatformDate as DateConstructor;
    currentRender
      .run(id, () => render({ url, hasSession, sharedStyles: hasSheet, display }))
      .then(
        (outcome) => port.postMessage({ type: 'rendered', id, outcome, tracksReads: true }),
        (error: unknown) =>
          port.postMessage({
            type: 'rendered',
            id,
            error:
              error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
          }),
      );
  }
});
