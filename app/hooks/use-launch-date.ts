import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** General availability as the operator set it (the root loader reads it for every page), or null. */
export const useLaunchDate = (): string | null => useRouteLoaderData<typeof rootLoader>("root")?.launchDate ?? null;
