// ISO 8601 durations (`P30D`, `PT12H`, `P1Y2M`) as seconds, for a dynamic code's end. A year
// counts 365 days and a month 30, as the iso8601-duration package Medusa uses counts them.
const DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

const UNIT_SECONDS = [365 * 86_400, 30 * 86_400, 7 * 86_400, 86_400, 3_600, 60, 1];

/** The duration's length in seconds; the contract lets only well-formed durations through. */
export function durationSeconds(duration: string): number {
  const parts = DURATION.exec(duration);
  if (!parts) throw new Error(`not an ISO 8601 duration: ${duration}`);
  return UNIT_SECONDS.reduce((sum, unit, index) => sum + Number(parts[index + 1] ?? 0) * unit, 0);
}
