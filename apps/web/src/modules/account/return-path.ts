// Where to go after signing in: a path on this site from `?next=`, never another site.
import { ACCOUNT_PATHS } from "./constants";

export function returnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return ACCOUNT_PATHS.account;
  }
  return next;
}
