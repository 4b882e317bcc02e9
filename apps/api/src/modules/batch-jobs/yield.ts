// PGlite runs queries in this thread and settles their promises as microtasks, so a job that
// awaits query after query would never let the event loop read a request: the API would hang
// until the job ended. Jobs yield here between records so that requests are served meanwhile.
import { setImmediate } from "node:timers/promises";

export async function yieldToRequests(): Promise<void> {
  await setImmediate();
}
