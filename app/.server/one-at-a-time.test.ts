import { describe, expect, it } from "vitest";
import type { Db } from "./db/client.ts";
import { oneAtATime } from "./one-at-a-time.ts";

describe("oneAtATime", () => {
  it("starts a database's next read when its last has ended, failed or not; another database's at once", async () => {
    const a = {} as Db;
    const b = {} as Db;
    const events: string[] = [];
    const gates: Array<() => void> = [];
    let n = 0;
    const read = oneAtATime(async (db) => {
      const i = ++n;
      events.push(`start ${i}${db === b ? " b" : ""}`);
      await new Promise<void>((resolve) => gates.push(resolve));
      events.push(`end ${i}`);
      if (i === 1) throw new Error("first read failed");
      return i;
    });
    const first = read(a);
    const second = read(a);
    const other = read(b);
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(["start 1", "start 2 b"]);
    gates.shift()!();
    await expect(first).rejects.toThrow("first read failed");
    // The first read's failure lets the next start; the other database's read is still under way.
    await expect.poll(() => events).toContain("start 3");
    expect(events).toEqual(["start 1", "start 2 b", "end 1", "start 3"]);
    gates.shift()!();
    expect(await other).toBe(2);
    gates.shift()!();
    expect(await second).toBe(3);
  });
});
