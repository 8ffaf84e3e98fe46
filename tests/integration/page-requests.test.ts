import { describe, expect, it } from "vitest";
import { courseInterests, subscribers } from "../../app/.server/db/schema.ts";
import { useTestApp } from "../helpers/app.ts";

// Requests no browser form sends, aimed at the pages and their actions: each gets a clear 4xx
// (never a 5xx) and nothing is stored.
describe("odd requests to the pages", () => {
  const t = useTestApp({}, { pages: true });

  const send = (path: string, init: RequestInit) => fetch(t.app.url + path, { redirect: "manual", ...init, headers: { origin: t.app.url, ...init.headers } });
  const nothingStored = async () => {
    expect(await t.database.db.select().from(courseInterests)).toEqual([]);
    expect(await t.database.db.select().from(subscribers)).toEqual([]);
  };

  it("methods other than GET, HEAD and POST: 405 with Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      for (const path of ["/", "/register", "/subscribe", "/admin/login"]) {
        const res = await send(path, { method, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "course_id=1" });
        expect([res.status, res.headers.get("allow")], `${method} ${path}`).toEqual([405, "GET, HEAD, POST"]);
      }
    }
    expect((await send("/", { method: "OPTIONS" })).status).toBe(204);
    await nothingStored();
  });

  it("a POST that is not a form: 415 with the accepted types", async () => {
    const bodies: Array<[string | undefined, string]> = [
      ["application/json", JSON.stringify({ course_id: 1 })],
      ["text/plain", "course_id=1"],
      [undefined, ""],
    ];
    for (const path of ["/register", "/subscribe", "/register.data"]) {
      for (const [type, body] of bodies) {
        const res = await send(path, { method: "POST", headers: type ? { "content-type": type } : {}, body });
        expect(res.status, `${path} ${type}`).toBe(415);
        expect(await res.text()).toContain("application/x-www-form-urlencoded or multipart/form-data");
      }
    }
    await nothingStored();
  });

  it("a broken multipart body: 400 with a clear message", async () => {
    for (const path of ["/register", "/subscribe"]) {
      const res = await send(path, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "not multipart at all" });
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain("The form could not be read.");
    }
    await nothingStored();
  });

  it("a form posted to a page without an action: 405 from the router, not a server error", async () => {
    for (const path of ["/", "/about", "/no-such-page"]) {
      const res = await send(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(res.status, path).toBe(405);
    }
  });

  it("a path with a broken %-escape: 400, not a server error", async () => {
    for (const path of ["/%E0%A4%A", "/about/%", "/_image/%E0"]) {
      const res = await fetch(t.app.url + path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain("could not be read");
    }
    // The JSON API answers in JSON, as always.
    const api = await fetch(`${t.app.url}/api/%zz`);
    expect(api.status).toBe(400);
    expect((await api.json()).error).toMatch(/decode/);
  });

  it("one-click unsubscribe still takes whatever a mail provider posts (RFC 8058)", async () => {
    const res = await send("/unsubscribe?token=forged", { method: "POST", headers: { "content-type": "text/plain" }, body: "List-Unsubscribe=One-Click" });
    expect(res.status).toBe(400); // a forged token: refused by the route, not by the content type
    expect(await res.text()).not.toContain("multipart/form-data");
  });
});
