// This helper runs only under vitest (Node with happy-dom), never in the browser; the layer rule
// that allows Node APIs covers *.test.* files only, so it is lifted here for the server's imports.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, beforeEach } from 'vitest';

/** One request as the local API saw it; `body` is the parsed JSON, or undefined when empty. */
export interface ReceivedRequest {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly body: unknown;
}

/** What the local API sends back: `body` is sent as JSON (nothing when undefined). */
export interface LocalApiReply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Holds the reply back, so a test can see the pending state. */
  readonly delayMs?: number;
}

export type LocalApiAnswer = (request: ReceivedRequest) => LocalApiReply;

export interface LocalApi<Note> {
  /** Every request in arrival order, emptied before each test; a test may push its own notes in between. */
  readonly received: (ReceivedRequest | Note)[];
  /** Sets how the API answers for the rest of the test (until then: 404 with no body). */
  readonly answer: (fn: LocalApiAnswer) => void;
}

/** happy-dom's own handle on the page (not in the DOM typings). */
interface HappyDomWindow {
  readonly happyDOM: { setURL: (url: string) => void };
}

const notFound: LocalApiAnswer = () => ({ status: 404 });

/**
 * A real HTTP server stands in for the API, one per test: the page's URL points at it (at `pagePath`)
 * so the app's own client (same-origin, relative paths) talks to it unchanged. Call at the top of a
 * test file; it registers its own beforeEach/afterEach.
 */
export function setUpLocalApi<Note = never>(pagePath: string): LocalApi<Note> {
  const received: (ReceivedRequest | Note)[] = [];
  let answer = notFound;
  let server: Server | undefined;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const request: ReceivedRequest = {
      method: req.method,
      url: req.url,
      body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
    };
    received.push(request);
    const reply = answer(request);
    if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  }

  // The app's client checks answers against the contract's schemas, imported on its first call:
  // seconds on a loaded machine, which a test's waitFor (1 s) must not have to absorb.
  beforeAll(async () => {
    await import('@plotplan/contract/route-schemas');
  }, 60_000);

  beforeEach(async () => {
    received.length = 0;
    answer = notFound;
    const started = createServer((req, res) => void handle(req, res));
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    const { port } = started.address() as AddressInfo;
    (window as unknown as HappyDomWindow).happyDOM.setURL(`http://127.0.0.1:${port}${pagePath}`);
  });
  afterEach(async () => {
    const running = server;
    server = undefined;
    if (running !== undefined) await new Promise((resolve) => running.close(resolve));
  });

  return {
    received,
    answer: (fn) => {
      answer = fn;
    },
  };
}
