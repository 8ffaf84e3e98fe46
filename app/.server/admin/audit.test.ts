import { describe, expect, it } from "vitest";
import { AUDIT_API_MAX, AUDIT_PAGE, readAuditQuery } from "./audit.ts";

describe("the audit log's query", () => {
  const read = (q: string, max?: number) => readAuditQuery(new URLSearchParams(q), max);

  it("reads who, what, UTC days (the end day included), an older page and a size", () => {
    const q = read("actor=token&action=newsletter&from=2026-11-01&to=2026-11-02&before=40&limit=5");
    expect(q.filter).toEqual({ actor: "token", action: "newsletter", from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-03T00:00:00Z") });
    expect([q.before, q.limit]).toEqual([40, 5]);
  });

  it("leaves out what cannot be read: no date, an id past PostgreSQL's integer or below 1, a size out of range", () => {
    const q = read("from=2026-02-30&to=x&before=99999999999&limit=1e9");
    expect(q.filter).toEqual({});
    expect(q.before).toBeUndefined();
    expect(q.limit).toBe(AUDIT_PAGE);
    expect(read("before=-1&limit=0").before).toBeUndefined();
    expect(read("limit=99999", AUDIT_API_MAX).limit).toBe(AUDIT_API_MAX);
    // PostgreSQL refuses a NUL in text: control characters are not part of a filter.
    expect(read("actor=%00tok%07en&action=%00").filter).toEqual({ actor: "token" });
  });
});
