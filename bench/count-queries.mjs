// Preloaded into the API by bench/cpu-per-request.mjs (`node --import`): counts the statements
// sent to PostgreSQL through node-postgres and answers the count over the IPC channel. With
// BENCH_TIME_QUERIES set it also sums each statement's round-trip time, by its first words.
import pg from "pg";

let queries = 0;
const timings = new Map();
const query = pg.Client.prototype.query;
function record(label, started) {
  const entry = timings.get(label) ?? { count: 0, ms: 0 };
  entry.count += 1;
  entry.ms += performance.now() - started;
  timings.set(label, entry);
}

pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  if (!process.env.BENCH_TIME_QUERIES) return query.apply(this, args);
  const config = args[0];
  // Literals are left out of the label: a transaction's first statement carries its values inline.
  const text = String(typeof config === "string" ? config : config?.text)
    .replace(/\s+/g, " ")
    .replace(/'(?:[^']|'')*'/g, "?");
  const label = text.slice(0, 90);
  const started = performance.now();
  // pg-pool's query (the app's statements outside a transaction) passes a callback and gets no
  // promise back; a transaction's client is given none and answers a promise.
  const callback = args.at(-1);
  if (typeof callback === "function") {
    args[args.length - 1] = function timedCallback(...results) {
      record(label, started);
      return callback.apply(this, results);
    };
  }
  const result = query.apply(this, args);
  if (result && typeof result.then === "function") {
    result.then(
      () => record(label, started),
      () => {},
    );
  }
  return result;
};

process.on("message", (message) => {
  if (message === "queries") process.send({ queries });
  if (message === "timings") {
    process.send({
      timings: [...timings].map(([label, { count, ms }]) => ({ label, count, avgMs: ms / count })),
    });
    timings.clear();
  }
});
