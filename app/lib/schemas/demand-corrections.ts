// The operator's corrections of the Demand page (stored in demand_corrections; rules in
// app/.server/demand/corrections.ts).

import { text } from "../forms/fields.ts";

/** A concept key as a form sends it (keys are at most a concept's 200 characters, normalised): longer is cut. */
export const conceptKeyField = () => text().transform((v) => v.slice(0, 400));

export const DEMAND_CORRECTION_KINDS = ["merge", "separate", "name", "attach"] as const;
export type DemandCorrectionKind = (typeof DEMAND_CORRECTION_KINDS)[number];

/** A group's name: one line, 1 to 120 characters. */
export const GROUP_NAME_MAX = 120;
