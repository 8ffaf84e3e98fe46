// An endpoint's state as the console names it: active, failing (its last deliveries failed for
// good), or switched off (by the operator, or automatically after repeated failures).

export type EndpointState = "active" | "failing" | "disabled-automatically" | "disabled";

export function endpointState(e: { enabled: boolean; consecutiveFailures: number; disabledReason: string | null }): EndpointState {
  if (!e.enabled) return e.disabledReason ? "disabled-automatically" : "disabled";
  return e.consecutiveFailures > 0 ? "failing" : "active";
}

export const ENDPOINT_STATE_LABELS: Record<EndpointState, string> = {
  active: "Active",
  failing: "Failing",
  "disabled-automatically": "Switched off after failures",
  disabled: "Switched off",
};
