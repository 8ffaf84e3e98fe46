import { randomUUID } from "node:crypto";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../app/.server/db/schema.ts";
import { ADMIN_PASSWORD, csrfOf, login } from "../helpers/admin.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { fuzzRequest, type FuzzRequest, type FuzzTarget } from "../helpers/fuzz-requests.ts";
import { rawRequest, type RawResponse } from "../helpers/raw-http.ts";

// At least 10,000 generated requests in all, each sent as
// raw bytes to the real server with pages, console and API: none may be answered 5xx, or not at
// all. The seed is fixed so a run is repeatable; FUZZ_SEED=<n> explores other requests, and a
// failure prints the seed and the smallest request batch that still fails.

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const BATCH = 25;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ADMIN_TOKEN = "fuzz-operator-token-0123456789";

describe("fuzzing every route", () => {
  let database: TestDatabase;
  let app: TestApp;
  let target: FuzzTarget;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { ADMIN_PASSWORD, ADMIN_TOKEN, RATE_LIMIT_PER_MIN: "0", PUBLIC_URL: "http://classwish.test" }, { pages: true });
    // Some requests carry a real console session and its CSRF token, so the console's actions are reached too.
    const operator = app.client();
    await login(app, operator);
    const csrf = await csrfOf(operator);
    const adminCookie = [...operator.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const courseIds = (await database.db.select({ id: courses.id }).from(courses)).map((c) => c.id);
    // A class wish, so its page, card and Me too are reached with a real id too.
    const visitor = app.client();
    const search_id = randomUUID();
    await visitor.postJson("/api/find-course/", { search_id, concept: "Fuzzed wish", budget: 100, class_size: 5 });
    const wishIds = [((await (await visitor.postJson("/api/wishes/", { search_id })).json()) as { id: string }).id];
    target = { origin: app.url, adminCookie, csrf, adminToken: ADMIN_TOKEN, courseIds, wishIds };
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it(`answers ${TOTAL_REQUESTS} generated requests without a 5xx, and stays healthy`, async () => {
    const port = Number(new URL(app.url).port);
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzRequest(target), { minLength: BATCH, maxLength: BATCH }), async (batch: FuzzRequest[]) => {
        const answers: RawResponse[] = await Promise.all(batch.map((r) => rawRequest(port, r.head, r.body)));
        sent += batch.length;
        answers.forEach((a) => statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1));
        const failed = answers.flatMap((a, i) => (a.status === 0 || a.status >= 500 ? [`${a.status} ← ${batch[i]!.label}: ${a.body.slice(0, 200)}`] : []));
        expect(failed).toEqual([]);
      }),
      { numRuns: Math.ceil(TOTAL_REQUESTS / BATCH), seed: SEED, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    // The requests reached real handlers, not only the refusals in front of them.
    expect([...statuses.keys()].filter((s) => s >= 200 && s < 300).length).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);

    // Still healthy, and still doing its job.
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const search = await app.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: "jazz piano", budget: 80, class_size: 4 });
    expect(search.status).toBe(201);
  }, 240_000);
});
