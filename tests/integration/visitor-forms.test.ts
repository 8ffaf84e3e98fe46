import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { courses, seats, subscribers, wishJoins } from "../../app/.server/db/schema.ts";
import { messages } from "../../app/lib/schemas/requests.ts";
import { useTestApp } from "../helpers/app.ts";

// The visitor pages' forms through the one parser (issue 40, item 3), on the real server
// (production build) and PostgreSQL, posted as a browser without JavaScript does. A page's action
// is one handler per form, picked by the posted intent from the map's own keys only: an intent
// that names an Object method is never a handler.

const FORGED = ["constructor", "__proto__", "toString", "hasOwnProperty"];

describe("visitor forms", () => {
  const t = useTestApp({}, { pages: true });

  const post = (path: string, fields: Record<string, string>) =>
    t.app.client().fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("a course's and a wish's page answer an intent they have no form for with their 400 Unknown action., and change nothing", async () => {
    const { db } = t.database;
    const rows = async () => [(await db.select().from(subscribers)).length, (await db.select().from(seats)).length, (await db.select().from(wishJoins)).length];
    const before = await rows();
    const [course] = await db.select({ slug: courses.slug }).from(courses).limit(1);
    for (const path of [`/courses/${course!.slug}`, `/wishes/${randomUUID()}`]) {
      for (const intent of [...FORGED, "register"]) {
        const res = await post(path, { intent, email: "someone@example.com", budget: "100", class_size: "5" });
        expect([path, intent, res.status]).toEqual([path, intent, 400]);
        expect(await res.text()).toContain("Unknown action.");
      }
    }
    expect(await rows()).toEqual(before);
  });

  it("the pages whose main form posts no intent take a forged one as that form: a refusal or a link's answer, never a 500", async () => {
    // No token: each link page answers as for a link it cannot read.
    const pages = ["/search", "/register", "/embed/wish", "/confirm", "/invitation", "/seats", "/unsubscribe", "/preferences"];
    for (const path of pages) {
      for (const intent of FORGED) {
        const res = await post(path, { intent });
        expect([path, intent, res.status >= 400 && res.status < 500]).toEqual([path, intent, true]);
      }
    }
    // The customise form's rule, not the e-mail form's: a search with no concept is refused as one.
    const search = await post("/search", { intent: "constructor", budget: "100", class_size: "5" });
    expect(search.status).toBe(400);
    expect(await search.text()).toContain("Please enter a concept to search for");
  });

  it("the embedded search marks the field its error is about, described by the error, in the server's HTML", async () => {
    const tag = (html: string, attr: string) => html.match(new RegExp(`<input[^>]*${attr}[^>]*>`))?.[0] ?? "";
    const budget = await post("/embed/wish", { concept: "Jazz piano", budget: "lots", class_size: "5" });
    expect(budget.status).toBe(400);
    const html = await budget.text();
    expect(html).toMatch(new RegExp(`<p id="embed-error"[^>]*>${messages.budget}</p>`));
    expect(tag(html, 'name="budget"')).toMatch(/aria-invalid="true"/);
    expect(tag(html, 'name="budget"')).toMatch(/aria-describedby="embed-error"/);
    expect(tag(html, 'id="embed-concept"')).not.toMatch(/aria-invalid="true"/);

    const concept = await (await post("/embed/wish", { concept: " ", budget: "100", class_size: "5" })).text();
    expect(tag(concept, 'id="embed-concept"')).toMatch(/aria-describedby="embed-error"/);
    expect(tag(concept, 'name="budget"')).not.toMatch(/aria-invalid="true"/);
  });
});
