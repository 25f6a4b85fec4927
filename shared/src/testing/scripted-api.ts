import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as client } from 'shared/http';

/** One answer of the scripted API: a status and a JSON body, or a dropped connection (a network failure). */
export type ScriptedAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | { drop: true };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A real HTTP server that page and store tests point the shop's HTTP client at (CORS included:
 * jsdom is a browser). Requests get the queued answers in order (`answer`), then `otherwise`
 * (by default 200 with `{}`); every request is recorded with its parsed body.
 */
export function scriptedApi(
  otherwise: (request: RecordedRequest) => ScriptedAnswer = () => ({ status: 200, body: {} }),
) {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedAnswer[] = [];
  let lastAnswerAt = 0;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, refresh-token, idempotency-key, content-type, accept',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  };
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      // Whatever headers the call sends (Authorization, Token, Idempotency-Key, ...) are allowed.
      res.writeHead(204, {
        ...cors,
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? cors['access-control-allow-headers'],
      });
      res.end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const request = { method: req.method!, url: req.url!, headers: req.headers, body };
      requests.push(request);
      const answer = queue.shift() ?? otherwise(request);
      lastAnswerAt = Date.now();
      if ('drop' in answer) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...cors, ...answer.headers });
      res.end(answer.status === 204 ? undefined : JSON.stringify(answer.body ?? {}));
    });
  });
  return {
    requests,
    /** Queues answers for the next requests, in order. */
    answer(...answers: ScriptedAnswer[]) {
      queue = answers;
    },
    reset() {
      queue = [];
      requests.length = 0;
    },
    /** Starts the server and points the shop's HTTP client at it. */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      client.setBaseURL(origin);
      return origin;
    },
    /**
     * Resolves once the page has had its answers: when `until` holds for the recorded requests (by
     * default: one more request than when it was called) and nothing was answered for 50 ms since (the
     * client reads the answer, the page renders what follows). Gives up after 5 s, and the test's own
     * assertions then say what is missing. For `await act(async () => { click; await api.settled(); })`.
     */
    async settled(until?: (recorded: readonly RecordedRequest[]) => boolean): Promise<void> {
      const before = requests.length;
      const reached = until ?? ((recorded: readonly RecordedRequest[]) => recorded.length > before);
      const started = Date.now();
      while (Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (reached(requests) && Date.now() - lastAnswerAt >= 50) return;
      }
    },
    /**
     * Stops the server. The page's client keeps its connections alive (as a browser does), and
     * `close` alone waits for them to time out: they are closed here, so `afterAll` ends at once.
     */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
