import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARE_RENDER_LIMIT } from "../../app/.server/limits.ts";
import { useTestApp } from "../helpers/app.ts";

// Issue 26, item 4: a share card is rendered once per version and stored; a card not stored yet is
// rendered only within the asker's render limit, so a round-robin over many wishes cannot keep the
// server's CPU busy rendering, and what is stored stays free to everyone.
describe("share cards", () => {
  const t = useTestApp({ RATE_LIMIT_PER_MIN: "1000" }, { pages: true });
  const card = (id: string, ip: string) => fetch(`${t.app.url}/wishes/${id}/share.png`, { headers: { "x-forwarded-for": ip } });

  it("renders each card once and stores it; one address gets its render limit's worth of new cards, then 429, and stored ones stay free", async () => {
    const wishes: string[] = [];
    for (let i = 0; i < SHARE_RENDER_LIMIT.perIp + 2; i++) {
      const visitor = t.app.client();
      const ip = { "x-forwarded-for": `198.51.100.${i + 1}` };
      const search_id = randomUUID();
      expect((await visitor.postJson("/api/find-course/", { search_id, concept: `Wish number ${i}`, budget: 100, class_size: 5 }, ip)).status).toBe(201);
      const shared = await visitor.postJson("/api/wishes/", { search_id }, ip);
      expect(shared.status).toBe(201);
      wishes.push(((await shared.json()) as { id: string }).id);
    }
    const crawler = "203.0.113.50";
    const first = [];
    for (const id of wishes) first.push(await card(id, crawler));
    const within = first.slice(0, SHARE_RENDER_LIMIT.perIp);
    expect(within.map((r) => [r.status, r.headers.get("content-type")])).toEqual(within.map(() => [200, "image/png"]));
    const over = first.slice(SHARE_RENDER_LIMIT.perIp);
    expect(over.map((r) => r.status)).toEqual([429, 429]);
    expect(Number(over[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    // Stored, one file per card rendered.
    expect(readdirSync(path.join(t.app.config.DATA_DIR, "share-cards")).filter((f) => f.endsWith(".png"))).toHaveLength(SHARE_RENDER_LIMIT.perIp);
    // What is stored costs no render: the same address gets every one of them again.
    for (const id of wishes.slice(0, SHARE_RENDER_LIMIT.perIp)) expect((await card(id, crawler)).status).toBe(200);
    // Another address has a budget of its own, and its render is stored for everyone.
    expect((await card(wishes.at(-1)!, "203.0.113.51")).status).toBe(200);
    expect((await card(wishes.at(-1)!, crawler)).status).toBe(200);
  }, 60_000);
});
