// A lean HTTP/1.1 load generator for the add-to-cart runs and the checkout shoppers
// (bench/store-load.mjs). The generator
// runs on the two cores it measures, and autocannon, parsing every answer (40-60 KiB carts by the
// end of a run), took 0.29-0.32 ms of CPU an add: a seventh of what the machine spends on one.
// This one writes each request's bytes on kept-alive sockets and reads only the answer's status
// line and length; the body's bytes are counted, not looked at.
//
// Two ways to load:
// - closed (no `rate`): every connection sends its next request as soon as the last is answered;
//   latency runs from the send.
// - open (`rate` a second in all): requests fall due at even times whatever the answers do, and a
//   request due while every connection is busy waits for one; latency runs from when it was due,
//   so a server that falls behind shows it in the percentiles (autocannon's `overallRate` paced
//   each connection instead, and a stall delayed the sends it skipped rather than counting them).
import net from "node:net";
import { createHistogram } from "node:perf_hooks";

const HEAD_END = Buffer.from("\r\n\r\n");
const readBuffer = Buffer.allocUnsafe(256 * 1024);

/**
 * Loads `port` for `duration` seconds on `connections` connections with the requests `next(n)`
 * makes ({method, path, headers, body}: n counts from 0), and answers what bench/store-load.mjs
 * prints: requests a second answered, p50/p99 in ms, answers not 2xx, errors, and this process's
 * CPU per request.
 */
export function httpLoad(title, { port, host = "127.0.0.1", connections, duration, rate, next }) {
  const cpuBefore = process.cpuUsage();
  const latencies = createHistogram();
  const start = performance.now();
  const end = start + duration * 1000;
  let counter = 0;
  let answered = 0;
  let answerBytes = 0;
  let non2xx = 0;
  let errors = 0;
  const idle = [];
  const due = [];

  const encode = requestEncoder(host, port);

  return new Promise((resolve) => {
    const connectionsOpen = [];
    let ticker;

    const send = (connection, from) => {
      connection.from = from;
      connection.socket.write(encode(next(counter)));
      counter += 1;
    };

    const ready = (connection) => {
      const now = performance.now();
      if (now >= end) return;
      if (rate === undefined) send(connection, now);
      else if (due.length > 0) send(connection, due.shift());
      else idle.push(connection);
    };

    const answeredOne = (connection, status, length) => {
      const now = performance.now();
      if (now < end) {
        answered += 1;
        if (status < 200 || status >= 300) non2xx += 1;
        answerBytes += length;
        latencies.record(Math.max(1, Math.round((now - connection.from) * 1000)));
      }
      ready(connection);
    };

    const finish = () => {
      clearInterval(ticker);
      for (const { socket } of connectionsOpen) socket.destroy();
      const cpu = process.cpuUsage(cpuBefore);
      const seconds = (performance.now() - start) / 1000;
      resolve({
        title,
        generatorMs: (cpu.user + cpu.system) / 1000 / Math.max(1, answered),
        // Bodies only (the heads are a few hundred bytes).
        answerKiB: answerBytes / 1024 / Math.max(1, answered),
        requestsPerSecond: answered / Math.min(seconds, duration),
        p50: Math.round(latencies.percentile(50) / 1000),
        p99: Math.round(latencies.percentile(99) / 1000),
        non2xx,
        errors,
      });
    };

    for (let index = 0; index < connections; index += 1) {
      const connection = { from: 0 };
      connection.socket = connectReading(title, { port, host }, (status, length) =>
        answeredOne(connection, status, length),
      );
      connection.socket.on("connect", () => ready(connection));
      connection.socket.on("error", () => {
        errors += 1;
      });
      connectionsOpen.push(connection);
    }
    if (rate !== undefined) {
      let scheduled = 0;
      ticker = setInterval(() => {
        const now = Math.min(performance.now(), end);
        for (; scheduled < Math.floor(((now - start) * rate) / 1000); scheduled += 1) {
          const dueAt = start + (scheduled * 1000) / rate;
          const connection = idle.shift();
          if (connection) send(connection, dueAt);
          else due.push(dueAt);
        }
      }, 1);
    }
    setTimeout(finish, duration * 1000);
  });
}

/** A function encoding `{method, path, headers, body}` as an HTTP/1.1 request's bytes. */
function requestEncoder(host, port) {
  return ({ method, path, headers = {}, body }) => {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\nconnection: keep-alive\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body === undefined) return Buffer.from(`${head}\r\n`);
    const bytes = Buffer.from(body);
    return Buffer.concat([Buffer.from(`${head}content-length: ${bytes.length}\r\n\r\n`), bytes]);
  };
}

/**
 * A kept-alive connection whose answers are parsed as they arrive (a head up to its blank line,
 * then `content-length` bytes) into `answered(status, length, body)`. The socket reads into one
 * buffer all connections share, and `read` copies only what it keeps: a new buffer for each read
 * of a large answer was most of this generator's own CPU time. `keepBodies()` says whether the
 * next answer's body is wanted (`body` is then a Buffer of it, else undefined); an answer not 2xx
 * always keeps it, for the error it makes.
 */
function connectReading(title, { port, host }, answered, keepBodies = () => false) {
  let head;
  let remaining;
  let status = 0;
  let length = 0;
  let chunks;
  const read = (chunk) => {
    const data = head ? Buffer.concat([head, chunk]) : chunk;
    head = undefined;
    let offset = 0;
    while (offset < data.length) {
      if (remaining === undefined) {
        const headEnd = data.indexOf(HEAD_END, offset);
        if (headEnd === -1) {
          head = Buffer.from(data.subarray(offset));
          return;
        }
        const text = data.toString("latin1", offset, headEnd).toLowerCase();
        const found = /\r\ncontent-length: *(\d+)/.exec(text);
        if (!found) throw new Error(`${title}: an answer without content-length:\n${text}`);
        status = Number(text.slice(9, 12));
        remaining = Number(found[1]);
        length = remaining;
        chunks = keepBodies() || status >= 300 ? [] : undefined;
        offset = headEnd + HEAD_END.length;
      }
      const taken = Math.min(remaining, data.length - offset);
      if (chunks && taken > 0) chunks.push(Buffer.from(data.subarray(offset, offset + taken)));
      remaining -= taken;
      offset += taken;
      if (remaining === 0) {
        remaining = undefined;
        const body = chunks && Buffer.concat(chunks);
        chunks = undefined;
        answered(status, length, body);
      }
    }
  };
  const socket = net.connect({
    port,
    host,
    onread: { buffer: readBuffer, callback: (size) => read(readBuffer.subarray(0, size)) },
  });
  socket.setNoDelay(true);
  return socket;
}

/**
 * One kept-alive connection for a client that sends a request at a time and waits for its answer:
 * `request({method, path, headers, body}, {keepBody})` answers `{status, body}`, the body a Buffer
 * when `keepBody` or the status is not 2xx (else only counted). `closed` says the connection is
 * gone (a request on it fails). For the checkout load (bench/store-load.mjs), whose shoppers
 * need a few answers (a new cart's id, the shipping options, the completion's type) and only the
 * status of the rest.
 */
export function keptAliveConnection({ port, host = "127.0.0.1" }) {
  const encode = requestEncoder(host, port);
  let waiting;
  let keep = false;
  const socket = connectReading(
    "checkout",
    { port, host },
    (status, _length, body) => {
      const settle = waiting;
      waiting = undefined;
      settle?.resolve({ status, body });
    },
    () => keep,
  );
  const connected = new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.on("error", (error) => waiting?.reject(error));
  socket.on("close", () => waiting?.reject(new Error("connection closed")));
  return {
    async request(request, { keepBody = false } = {}) {
      await connected;
      keep = keepBody;
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(encode(request));
      });
    },
    get closed() {
      return socket.destroyed;
    },
    close: () => socket.destroy(),
  };
}
