// An answer written as the pieces it is made of, without joining them first. A cart's answer is its
// head (the cart's own fields, new on every change), the text of its lines (kept, grown in place
// as lines are added: cart-response.ts) and a closing brace. Joined, every add allocated a new
// answer the size of the whole cart outside V8's heap (70 KiB on average in the add benchmark);
// V8 counts that memory toward starting full collections, which then ran every half second under
// load, and each one held the requests behind it for tens of milliseconds (bench/README.md,
// "Eleventh session").
import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An answer's bytes, in order. */
export type AnswerPieces = readonly Uint8Array<ArrayBuffer>[];

export function piecesLength(pieces: AnswerPieces): number {
  let length = 0;
  for (const piece of pieces) length += piece.byteLength;
  return length;
}

/** The pieces as one array (the piece itself when there is one). */
export function joinPieces(pieces: AnswerPieces): Uint8Array<ArrayBuffer> {
  if (pieces.length === 1) return pieces[0];
  const joined = new Uint8Array(piecesLength(pieces));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.byteLength;
  }
  return joined;
}

/**
 * An empty answer @hono/node-server writes nothing for (its `x-hono-already-sent` header: the route
 * wrote the answer itself). Once the server has started it replaces the global `Response` with a
 * lightweight one, which it would write as it is; reading `body` turns that into a standard
 * response, which it checks for the header (and so do copies of it, as Hono makes when middleware
 * add headers after the route).
 */
function alreadySent(): Response {
  const response = new Response(null, { headers: { "x-hono-already-sent": "1" } });
  void response.body;
  sentDirectly.add(response);
  return response;
}

const sentDirectly = new WeakSet<Response>();

/** Whether `response` stands for an answer `sendPieces` wrote itself. */
export function wasSentDirectly(response: Response): boolean {
  return sentDirectly.has(response);
}

/**
 * Checks of answers against their documented schema (tests: http/route.ts), by request: an answer
 * in pieces is checked before it is written, and a failed check (a 500) is answered instead.
 */
export const answerChecks = new WeakMap<
  Context,
  (status: number, body: unknown) => Response | undefined
>();

const utf8 = new TextDecoder();

/** The pieces' text (they are UTF-8): for a check, or an answer kept as text. */
export function piecesText(pieces: AnswerPieces): string {
  return utf8.decode(joinPieces(pieces));
}

export const JSON_CONTENT_TYPE = { "Content-Type": "application/json" };

/**
 * Answers `pieces` as JSON. On the Node server the pieces are written to the connection as they
 * are, corked into one write, with the headers the request gathered (`c.header`); elsewhere
 * (`app.request` in tests) they are joined into an ordinary response.
 */
export function sendPieces(
  c: Context,
  status: ContentfulStatusCode,
  pieces: AnswerPieces,
): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (pieces.length === 1 || outgoing === undefined || typeof outgoing.writeHead !== "function") {
    return c.body(joinPieces(pieces), status, JSON_CONTENT_TYPE);
  }
  const check = answerChecks.get(c);
  const failed = check?.(status, JSON.parse(piecesText(pieces)));
  if (failed) return failed;
  const gathered = c.body(null, status, JSON_CONTENT_TYPE).headers;
  const headers: Record<string, string | string[]> = {};
  gathered.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = gathered.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  headers["content-length"] = String(piecesLength(pieces));
  outgoing.writeHead(status, headers);
  outgoing.cork();
  for (const piece of pieces) outgoing.write(piece);
  // `end` uncorks the connection fully: the head and the pieces leave in one write.
  outgoing.end();
  return alreadySent();
}
