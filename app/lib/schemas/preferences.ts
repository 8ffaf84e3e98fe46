import { z } from "zod";

// The preference centre's form: what a button posts (app/routes/preferences.tsx).

export const PREFERENCE_INTENTS = ["leave", "rejoin", "erase"] as const;

/** A list as the page names it: "launch", "newsletter", "course:3", "wish:7" (subscription-kinds.ts listKey). */
const listKeySchema = z.string().regex(/^(launch|newsletter|course:\d{1,10}|wish:\d{1,10})$/, "Choose one of the lists on the page.");

export const preferenceFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("leave"), list: listKeySchema }),
  z.object({ intent: z.literal("rejoin"), list: listKeySchema }),
  // Erasing is for good: the box must be ticked.
  z.object({ intent: z.literal("erase"), confirm: z.literal("yes", { error: "Tick the box to confirm that everything should be erased." }) }),
]);

export type PreferenceForm = z.infer<typeof preferenceFormSchema>;

/** The page's address for a link token. */
export const preferencesPath = (token: string) => `/preferences?token=${encodeURIComponent(token)}`;
