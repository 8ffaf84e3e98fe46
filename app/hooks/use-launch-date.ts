import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { CatalogRanges } from "~/lib/schemas/course";

/** General availability as the operator set it (the root loader reads it for every page), or null. */
export const useLaunchDate = (): string | null => useRouteLoaderData<typeof rootLoader>("root")?.launchDate ?? null;

/** The catalog's price and duration ranges (the root loader reads them for every page), or null. */
export const useCatalogRanges = (): CatalogRanges | null => useRouteLoaderData<typeof rootLoader>("root")?.catalog ?? null;
