import { generateKeyPairSync, randomUUID } from "node:crypto";
import * as fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, subscribers } from "../../app/.server/db/schema.ts";
import { preferencesToken } from "../../app/.server/mail/tokens.ts";
import { ADMIN_PASSWORD, csrfOf, login } from "./admin.ts";
import { startTestApp, type TestApp } from "./app.ts";
import { openTestDatabase, type TestDatabase } from "./db.ts";
import { fuzzRequest, type FuzzRequest, type FuzzTarget } from "./fuzz-requests.ts";
import { rawRequest, type RawResponse } from "./raw-http.ts";

// At least 10,000 generated requests in all, each sent as
// raw bytes to the real server with pages, console and API: none may be answered 5xx, or not at
// all. The seed is fixed so a run is repeatable; FUZZ_SEED=<n> explores other requests, and a
// failure prints the seed and the smallest request batch that still fails.
//
// The run is split into FUZZ_SHARDS files (tests/integration/fuzz-*.test.ts), each with its own
// server and database, its share of the requests and a seed of its own (FUZZ_SEED + shard): one
// file was the last minute and a half of the Vitest run, alone on one core.

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
export const FUZZ_SHARDS = 2;
const BATCH = 25;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ADMIN_TOKEN = "fuzz-operator-token-0123456789";

/** Shard `shard` (0-based) of FUZZ_SHARDS: its share of the requests, from its own seed. */
export function fuzzShard(shard: number) {
  const requests = Math.ceil(TOTAL_REQUESTS / FUZZ_SHARDS);
  const seed = SEED + shard;
  describe(`fuzzing every route (shard ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    let database: TestDatabase;
    let app: TestApp;
    let target: FuzzTarget;
    beforeAll(async () => {
      database = await openTestDatabase();
      // Every relay's bounce webhook is configured, so generated posts reach their handlers (with keys made for this run).
      const relays = {
        MAIL_EVENTS_SES_TOPIC_ARNS: "arn:aws:sns:eu-west-1:123456789012:ses-bounces",
        MAIL_EVENTS_POSTMARK_SECRET: randomUUID(),
        MAIL_EVENTS_SENDGRID_PUBLIC_KEY: (generateKeyPairSync("ec", { namedCurve: "prime256v1" }).publicKey.export({ format: "der", type: "spki" }) as Buffer).toString("base64"),
        MAIL_EVENTS_MAILGUN_SIGNING_KEY: randomUUID(),
      };
      app = await startTestApp(database, { ADMIN_PASSWORD, ADMIN_TOKEN, RATE_LIMIT_PER_MIN: "0", PUBLIC_URL: "http://classwish.test", ...relays }, {
        pages: true,
        fetchSns: async () => {
          throw new Error("no network in the fuzz run");
        },
      });
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
      // A subscriber with lists, so the preference centre's forms are reached with a genuine link too.
      await visitor.postJson("/api/subscribe/", { email: "fuzzed@example.com", source: "newsletter" });
      const [fuzzed] = await database.db.select({ publicId: subscribers.publicId }).from(subscribers).where(eq(subscribers.email, "fuzzed@example.com"));
      const preferenceTokens = [preferencesToken(app.config, fuzzed!.publicId)];
      target = { origin: app.url, adminCookie, csrf, adminToken: ADMIN_TOKEN, courseIds, wishIds, preferenceTokens };
    });
    afterAll(async () => {
      await app?.close();
      await database?.destroy();
    });

    it(`answers ${requests} generated requests without a 5xx, and stays healthy`, async () => {
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
        { numRuns: Math.ceil(requests / BATCH), seed, endOnFailure: true },
      );
      expect(sent).toBeGreaterThanOrEqual(requests);
      // The requests reached real handlers, not only the refusals in front of them.
      expect([...statuses.keys()].filter((s) => s >= 200 && s < 300).length).toBeGreaterThan(0);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0);

      // Still healthy, and still doing its job.
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      const search = await app.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: "jazz piano", budget: 80, class_size: 4 });
      expect(search.status).toBe(201);
    }, 240_000);
  });
}
