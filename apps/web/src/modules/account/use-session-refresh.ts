"use client";

// Mounts the session auto-refresh (spec §9, session-refresh.ts) for one holder while this tab
// has them signed in: once for customers in the shop's providers, once for staff in the admin's.
import { useEffect } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { useStoredValue } from "@/modules/store/browser-storage";
import { isUnauthorized } from "./error-message";
import { startSessionRefresh } from "./session-refresh";
import {
  parseSessionHint,
  readSessionHint,
  rememberRenewal,
  sessionEnd,
  type SessionHolder,
} from "./session-hint";

/**
 * `renew` renews the session and answers its new end (ISO-8601); `end` is the holder's sign-out
 * path. Both must keep their identity across renders, or the refresh restarts on each one.
 */
export function useSessionRefresh(
  holder: SessionHolder,
  renew: () => Promise<string>,
  end: () => void,
): void {
  const signedIn = parseSessionHint(useStoredValue(STORAGE_KEYS.session))?.[holder] === true;
  useEffect(() => {
    if (!signedIn) return;
    return startSessionRefresh({
      sessionEnd: () => {
        const hint = readSessionHint();
        return hint?.[holder] ? sessionEnd(hint) : null;
      },
      renew: async () => rememberRenewal(await renew()),
      end,
      isRefusal: isUnauthorized,
    });
  }, [signedIn, holder, renew, end]);
}
