import type { PgBoss } from "pg-boss";
import type { Logger } from "../logger.ts";
import type { Services } from "../services.ts";
import { startMinuteJob } from "../mail/minute-job.ts";
import { checkDemandThresholds } from "./check-thresholds.ts";

// The demand alert check runs without anyone reading a page: a pg-boss schedule makes one job a
// minute (pg-boss's cron keeps it to one however many instances schedule it) and any worker takes it.
// A second check at the same moment (a job retried, a test calling the use case) alerts nothing twice:
// the alert's own transaction decides (check-thresholds.ts).

export const DEMAND_ALERT_QUEUE = "demand-alerts";

export function startDemandAlertJob(boss: PgBoss, s: Services & { log: Logger }): Promise<{ stop(): Promise<void> }> {
  return startMinuteJob(boss, DEMAND_ALERT_QUEUE, async () => {
    const crossed = await checkDemandThresholds(s);
    for (const alert of crossed) s.log.info({ alertId: alert.alertId, group: alert.groupKey, people: alert.people }, "demand threshold reached: alert queued");
  });
}
