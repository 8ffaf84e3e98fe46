import { BaseSequencer, type TestSpecification } from "vitest/node";

// The files that take longest start first. Vitest orders files it has no timings for (a fresh
// checkout, as CI runs) by size, largest first, so a short file with a long run (the fuzz run is 20
// lines and about a minute and a half) started last and was the run's tail: the fuzz file began
// 222 s into a 328 s run, alone on one core. Its place in this list only changes when a file
// starts, never what it checks; a file missing from the list keeps Vitest's own order.
// Roughly by their times in a run of `npm test`.
const LONGEST_FIRST = [
  "tests/integration/mail-recovery.test.ts",
  "tests/integration/fuzz-1.test.ts",
  "tests/integration/fuzz-2.test.ts",
  "tests/integration/mail-crash.test.ts",
  "tests/integration/operator-upgrade.test.ts",
  "tests/integration/seat-journey.test.ts",
  "tests/integration/launch-waves.test.ts",
  "tests/integration/deliverability.test.ts",
  "tests/integration/pooler.test.ts",
  "tests/integration/images.test.ts",
  "tests/integration/mail.test.ts",
  "tests/integration/operator-lockout.test.ts",
  "tests/integration/database-outage.test.ts",
  "tests/integration/operations.test.ts",
  "tests/integration/webhooks.test.ts",
  "tests/integration/operator-accounts.test.ts",
  "tests/integration/lifecycle.test.ts",
  "tests/integration/preferences.test.ts",
  "tests/integration/embedded-postgres.test.ts",
];

const rank = (file: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
  return at === -1 ? LONGEST_FIRST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: the rest keep the order Vitest gave them.
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file);
  }
}
