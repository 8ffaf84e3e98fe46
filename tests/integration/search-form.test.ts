import { describe, expect, it } from "vitest";
import { referralCredits, searches, subscriptions } from "../../app/.server/db/schema.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";

// The customise form posts to /search when the page has no JavaScript: the server records the
// search through the same recordSearch() as POST /api/find-course/ and renders the result page.
describe("Confirm a search without JavaScript", () => {
  const t = useTestApp({}, { pages: true });

  const post = (client: TestClient, fields: Record<string, string>) =>
    client.fetch("/search", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const visitor = async () => {
    const client = t.app.client();
    expect((await client.fetch("/")).status).toBe(200);
    const id = (await (await client.fetch("/api/user/")).json()).visitor_id as string;
    return { client, id };
  };

  it("the customise form posts concept, budget and class size to /search", async () => {
    const html = await (await fetch(`${t.app.url}/`)).text();
    const form = /<form\b[^>]*action="\/search"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[0]).toMatch(/method="post"/);
    for (const name of ["concept", "budget", "class_size"]) expect(form?.[1]).toContain(`name="${name}"`);
  });

  it("records the search for the visitor (trimmed) and names the related courses", async () => {
    const { client, id } = await visitor();
    const res = await post(client, { concept: "  Black holes ", budget: "120", class_size: "3" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Success! Your search has been recorded.");
    expect(html).toContain("Trial courses close to “Black holes”");
    expect(html).toContain("Register for “Black Holes: What Happens Beyond the Event Horizon”");
    const rows = await t.database.db.select().from(searches);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitorId: id, concept: "Black holes", budget: 120, classSize: 3 });
  });

  it("refuses bad input with 400 and a message, storing nothing", async () => {
    const { client } = await visitor();
    for (const [fields, message] of [
      [{ concept: "  ", budget: "100", class_size: "5" }, "Please enter a concept to search for"],
      [{ concept: "Taoism", budget: "105", class_size: "5" }, "Budget must be a whole number"],
      [{ concept: "Taoism", budget: "100", class_size: "many" }, "Class size must be a whole number"],
      [{ concept: "Taoism" }, "budget is required."],
    ] as const) {
      const res = await post(client, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await t.database.db.select().from(searches)).toHaveLength(0);
  });

  it("the result page's address asks for the launch list (as the prompt after a search does)", async () => {
    const { client } = await visitor();
    const bad = await post(client, { intent: "email", email: "nobody" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid email address.");
    const res = await post(client, { intent: "email", email: "Learner@Example.com" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you! We&#x27;ll keep you posted.");
    const asked = await t.database.db.select().from(subscriptions);
    expect(asked.map((s) => [s.list, s.state])).toEqual([["launch", "pending"]]);
  });

  it("a shared link's ref rides from the search to the result page's e-mail form, through a mistyped address", async () => {
    const ref = "c_black-holes-what-happens-beyond-the-event-horizon";
    const field = `<input type="hidden" name="ref" value="${ref}"/>`;
    const { client } = await visitor();
    expect(await (await post(client, { concept: "Black holes", budget: "120", class_size: "3", ref })).text()).toContain(field);
    const mistyped = await post(client, { intent: "email", email: "nobody", ref });
    expect(mistyped.status).toBe(400);
    expect(await mistyped.text()).toContain(field);
    expect((await post(client, { intent: "email", email: "learner@example.com", ref })).status).toBe(200);
    const credits = await t.database.db.select({ kind: referralCredits.kind }).from(referralCredits);
    expect(credits.map((c) => c.kind).sort()).toEqual(["search", "subscribe"]);
  });

  it("the ref rides through a refused concept to the search sent again, and into the result's course cards", async () => {
    const ref = "c_black-holes-what-happens-beyond-the-event-horizon";
    const field = `<input type="hidden" name="ref" value="${ref}"/>`;
    const { client } = await visitor();
    const refused = await post(client, { concept: " ", budget: "120", class_size: "3", ref });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(field);
    const recorded = await (await post(client, { concept: "Black holes", budget: "120", class_size: "3", ref })).text();
    // The e-mail form's field, and one in each related course's Register form.
    const cards = (recorded.match(/data-course-id=/g) ?? []).length;
    expect(cards).toBeGreaterThan(0);
    expect(recorded.split(field).length - 1).toBe(cards + 1);
  });
});
