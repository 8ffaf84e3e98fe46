import { useBrowserValue } from "~/hooks/use-browser-value";
import { currentReferral } from "~/lib/client/referral";

/**
 * A form's hidden `ref`: the shared link this visit arrived through, so the step is credited to it.
 * The server renders the page address's own ref (a form without JavaScript posts that); once the
 * page runs, the tab's remembered one (lib/client/referral.ts), which honours Do Not Track.
 */
export function RefField({ initial }: { initial?: string }) {
  const ref = useBrowserValue(() => currentReferral() ?? null, initial ?? null);
  return ref ? <input type="hidden" name="ref" value={ref} /> : null;
}
