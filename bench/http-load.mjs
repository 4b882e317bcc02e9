// A lean HTTP/1.1 load generator for the add-to-cart runs (bench/store-load.mjs). The generator
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

  const encode = ({ method, path, headers = {}, body }) => {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\nconnection: keep-alive\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body === undefined) return Buffer.from(`${head}\r\n`);
    const bytes = Buffer.from(body);
    return Buffer.concat([Buffer.from(`${head}content-length: ${bytes.length}\r\n\r\n`), bytes]);
  };

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

    const answeredOne = (connection, status) => {
      const now = performance.now();
      if (now < end) {
        answered += 1;
        if (status < 200 || status >= 300) non2xx += 1;
        answerBytes += connection.length;
        latencies.record(Math.max(1, Math.round((now - connection.from) * 1000)));
      }
      ready(connection);
    };

    // Parses answers as they arrive: a head up to its blank line, then `content-length` bytes.
    const read = (connection, chunk) => {
      let data = connection.head ? Buffer.concat([connection.head, chunk]) : chunk;
      connection.head = undefined;
      let offset = 0;
      while (offset < data.length) {
        if (connection.remaining === undefined) {
          const headEnd = data.indexOf(HEAD_END, offset);
          if (headEnd === -1) {
            connection.head = Buffer.from(data.subarray(offset));
            return;
          }
          const head = data.toString("latin1", offset, headEnd).toLowerCase();
          const length = /\r\ncontent-length: *(\d+)/.exec(head);
          if (!length) throw new Error(`${title}: an answer without content-length:\n${head}`);
          connection.status = Number(head.slice(9, 12));
          connection.remaining = Number(length[1]);
          connection.length = connection.remaining;
          offset = headEnd + HEAD_END.length;
        }
        const taken = Math.min(connection.remaining, data.length - offset);
        connection.remaining -= taken;
        offset += taken;
        if (connection.remaining === 0) {
          connection.remaining = undefined;
          answeredOne(connection, connection.status);
        }
      }
      data = undefined;
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
      // Read into one buffer all connections share (`read` copies what it keeps): a new buffer for
      // each read of a large answer was most of this generator's own CPU time.
      connection.socket = net.connect({
        port,
        host,
        onread: {
          buffer: readBuffer,
          callback: (length) => read(connection, readBuffer.subarray(0, length)),
        },
      });
      connection.socket.setNoDelay(true);
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
