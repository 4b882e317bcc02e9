// A real HTTP server for client tests: it records every request and answers as a test scripts it,
// including failing on purpose (dropping the connection without a response).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

export interface RecordedRequest {
  method: string;
  /** Path and raw query string, exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request had fully arrived. */
  receivedAt: number;
}

export type Reply =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | { drop: true };

export type Handler = (request: RecordedRequest) => Reply;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const drop: Reply = { drop: true };

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { status, json: body, headers };
}

/** Answers with the replies in order, then with `after` for every later request. */
export function scripted(replies: Reply[], after: Reply = json(200, { ok: true })): Handler {
  const queue = [...replies];
  return () => queue.shift() ?? after;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: performance.now(),
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if ("drop" in reply) {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string> = { ...reply.headers };
      let payload = reply.text ?? "";
      if (reply.json !== undefined) {
        headers["Content-Type"] = "application/json; charset=utf-8";
        payload = JSON.stringify(reply.json);
      } else if (reply.text !== undefined) {
        headers["Content-Type"] = "text/plain; charset=utf-8";
      }
      res.writeHead(reply.status, headers).end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port nothing listens on, for connection-refused tests. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fetch that counts its calls, to see attempts the server never received. */
export function countingFetch(): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  return {
    fetch: (input, init) => {
      calls += 1;
      return fetch(input, init);
    },
    calls: () => calls,
  };
}
