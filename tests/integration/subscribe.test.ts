import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searches, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { useTestApp } from "../helpers/app.ts";
import { confirmByMailbox } from "../helpers/mailbox.ts";

describe("POST /api/subscribe/ and GET /api/user/", () => {
  const t = useTestApp({}, { pages: true });

  const search = () => ({ search_id: randomUUID(), concept: "Longevity", budget: 200, class_size: 8 });

  it("asks a normalised address to confirm the launch list; only the mailbox's click links the visitor's searches", async () => {
    const visitor = t.app.client();
    const s1 = search();
    const s2 = search();
    await visitor.postJson("/api/find-course/", s1);
    await visitor.postJson("/api/find-course/", s2);
    expect((await (await visitor.fetch("/api/user/")).json()).has_email).toBe(false);

    const res = await visitor.postJson("/api/subscribe/", { email: "  Ana.Lim@Example.SG ", source: "search", search_id: s2.search_id });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, confirmation: "now" });

    const [sub] = await t.database.db.select().from(subscribers);
    expect(sub).toMatchObject({ email: "ana.lim@example.sg", status: "pending", source: "search" });
    const lists = () => t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, sub!.id));
    expect((await lists()).map((l) => [l.list, l.state])).toEqual([["launch", "pending"]]);
    const linkedSearches = () => t.database.db
      .select({ searchId: searches.searchId })
      .from(searches)
      .innerJoin(visitors, eq(visitors.id, searches.visitorId))
      .where(eq(visitors.subscriberId, sub!.id));
    // Typing an address links nothing: the browser has no e-mail until the mailbox confirms.
    expect(await linkedSearches()).toEqual([]);
    expect((await (await visitor.fetch("/api/user/")).json()).has_email).toBe(false);

    await confirmByMailbox(t.app, t.database, "ana.lim@example.sg", visitor);
    expect((await lists()).map((l) => [l.list, l.state])).toEqual([["launch", "active"]]);
    expect((await linkedSearches()).map((r) => r.searchId).sort()).toEqual([s1.search_id, s2.search_id].sort());
    expect((await (await visitor.fetch("/api/user/")).json()).has_email).toBe(true);
  });

  it("keeps one row per address and answers the same whether it was known or not", async () => {
    const a = await t.app.client().postJson("/api/subscribe/", { email: "bo@example.com" });
    const b = await t.app.client().postJson("/api/subscribe/", { email: "BO@example.com" });
    expect(b.status).toBe(a.status);
    expect(await b.json()).toEqual(await a.json());
    expect(await t.database.db.select().from(subscribers)).toHaveLength(1);
    expect(await t.database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it("links only the browser that presses Confirm, not the one that typed the address or named a search", async () => {
    const typed = t.app.client();
    const s = search();
    await typed.postJson("/api/find-course/", s);
    await typed.postJson("/api/subscribe/", { email: "cy@example.com", search_id: s.search_id });
    const phone = t.app.client();
    await confirmByMailbox(t.app, t.database, "cy@example.com", phone);
    expect((await (await phone.fetch("/api/user/")).json()).has_email).toBe(true);
    expect((await (await typed.fetch("/api/user/")).json()).has_email).toBe(false);
    const [row] = await t.database.db
      .select({ subscriberId: visitors.subscriberId })
      .from(searches)
      .innerJoin(visitors, eq(visitors.id, searches.visitorId))
      .where(eq(searches.searchId, s.search_id));
    expect(row!.subscriberId).toBeNull();
  });

  it.each([
    ["an empty address", { email: "" }],
    ["an address without @", { email: "learner.example.com" }],
    ["an address without a domain dot", { email: "a@b" }],
    ["a number", { email: 42 }],
    ["a missing address", {}],
    ["an unknown source", { email: "ok@example.com", source: "spam" }],
    ["a bad search_id", { email: "ok@example.com", search_id: "nope" }],
  ])("refuses %s with a clear 400 and stores nothing", async (_name, body) => {
    const res = await t.app.client().postJson("/api/subscribe/", body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(typeof error).toBe("string");
    expect(error.length).toBeGreaterThan(5);
    expect(await t.database.db.select().from(subscribers)).toHaveLength(0);
    expect(await t.database.db.select().from(visitors)).toHaveLength(0);
  });

  it("GET /api/user/ shows each visitor only their own state", async () => {
    const ana = t.app.client();
    const bo = t.app.client();
    await ana.postJson("/api/subscribe/", { email: "ana@example.com" });
    await confirmByMailbox(t.app, t.database, "ana@example.com", ana);
    const anaState = await (await ana.fetch("/api/user/")).json();
    const boState = await (await bo.fetch("/api/user/")).json();
    expect(anaState.has_email).toBe(true);
    expect(boState.has_email).toBe(false);
    expect(boState.visitor_id).not.toBe(anaState.visitor_id);
    expect(JSON.stringify(anaState)).not.toContain("ana@example.com");
    expect(Object.keys(boState).sort()).toEqual(["has_email", "visitor_id"]);
  });

  it("a forged visitor cookie is replaced, never trusted (the API sets the cookie; a page read does not)", async () => {
    expect((await fetch(`${t.app.url}/about`, { headers: { cookie: `cw_vid=${randomUUID()}.forged` } })).headers.get("set-cookie")).toBeNull();
    const res = await fetch(`${t.app.url}/api/user/`, { headers: { cookie: `cw_vid=${randomUUID()}.forged` } });
    const body = await res.json();
    expect(res.headers.get("set-cookie")).toMatch(/cw_vid=.+; Max-Age=\d+; Path=\/; .*HttpOnly; SameSite=Lax/);
    expect(res.headers.get("set-cookie")).toContain(body.visitor_id);
  });
});
