import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: {
    model: string;
    messages: { role: string; content: string }[];
    tools: { type: string; function: { name: string; parameters: unknown } }[];
  };
}

/** How the fake answers one request: a status and a JSON body, or a connection it drops. */
export type LlmAnswer = { readonly status: number; readonly body: unknown } | 'hang-up';

/** An answer with tool calls, as an OpenAI-compatible endpoint gives it. */
export const toolCalls = (...calls: { name: string; arguments: unknown }[]): LlmAnswer => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((call, i) => ({
            id: `call_${i}`,
            type: 'function',
            function: {
              name: call.name,
              arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
            },
          })),
        },
      },
    ],
  },
});

export const textAnswer = (content: string): LlmAnswer => ({
  status: 200,
  body: { choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] },
});

/**
 * A real HTTP server on 127.0.0.1 speaking the chat-completions protocol: it records each request and
 * answers with the next queued answer (500 when the queue is empty).
 */
export async function startFakeLlmServer() {
  const requests: LlmRequest[] = [];
  const answers: LlmAnswer[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw) as LlmRequest['body'],
      });
      const answer = answers.shift() ?? { status: 500, body: { error: { message: 'no answer queued' } } };
      if (answer === 'hang-up') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...next: LlmAnswer[]) => answers.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
