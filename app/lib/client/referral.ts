import { isRef } from "~/lib/schemas/referrals";
import { doNotTrack } from "./tracking-choice";

// The shared link this visit arrived through (a wish's or a course's `?ref=`): kept for the tab
// (sessionStorage, so a visit's later pages and steps carry it, and a new visit starts without it)
// and sent with the visit's sign-ups and beacons, which are credited to it. A browser that asks
// not to be tracked keeps and sends nothing.

const REF_KEY = "cw_ref";

function kept(): string | null {
  try {
    return sessionStorage.getItem(REF_KEY);
  } catch {
    return null;
  }
}

/** The landing address's ref (remembered for the tab), else the one remembered; undefined when none. */
export function currentReferral(): string | undefined {
  if (typeof window === "undefined" || doNotTrack()) return undefined;
  const landing = new URLSearchParams(location.search).get("ref");
  if (isRef(landing)) {
    try {
      sessionStorage.setItem(REF_KEY, landing);
    } catch {
      // Storage blocked: this page's steps still carry it, later pages do not.
    }
    return landing;
  }
  const remembered = kept();
  return isRef(remembered) ? remembered : undefined;
}

/** `{ ref }` for a request body when the visit came through a shared link, else nothing. */
export const withReferral = <T extends object>(body: T): T & { ref?: string } => {
  const ref = currentReferral();
  return ref ? { ...body, ref } : body;
};
