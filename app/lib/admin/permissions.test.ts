import { describe, expect, it } from "vitest";
import { apiRoute, can, consolePage, leastApiRole, leastRoleFor } from "./permissions.ts";

describe("what each role may do", () => {
  it("names a console page as the table does, from a page's address or its data address", () => {
    expect(consolePage("/admin")).toBe("");
    expect(consolePage("/admin.data")).toBe("");
    expect(consolePage("/admin/courses/7")).toBe("courses/:id");
    expect(consolePage("/admin/courses/7.data")).toBe("courses/:id");
    expect(consolePage("/admin/subscribers/import")).toBe("subscribers/import");
    expect(consolePage("/admin/webhooks/12/")).toBe("webhooks/:id");
  });

  it("gives anything unlisted to the owner alone", () => {
    expect(leastRoleFor("courses/:id", "open")).toBe("editor");
    expect(leastRoleFor("courses/:id", "something new")).toBe("owner");
    expect(leastRoleFor("a page not listed", "")).toBe("owner");
    expect(can("editor", "courses/:id", "open")).toBe(true);
    expect(can("viewer", "courses/:id", "open")).toBe(false);
    expect(can("editor", "subscribers/:id", "erase")).toBe(false);
    expect(can("viewer", "account", "end-session")).toBe(true);
  });

  it("names operator API routes with their ids, reads open to every role", () => {
    expect(apiRoute("post", "/courses/12/open")).toBe("POST /courses/:id/open");
    expect(apiRoute("POST", "/mail/campaigns/newsletter:4/resume")).toBe("POST /mail/campaigns/:campaign/resume");
    expect(leastApiRole("GET", "/demand")).toBe("viewer");
    expect(leastApiRole("POST", "/newsletters")).toBe("editor");
    expect(leastApiRole("POST", "/suppressions/3/lift")).toBe("owner");
    expect(leastApiRole("POST", "/imports/")).toBe("editor");
    expect(leastApiRole("DELETE", "/newsletters")).toBe("owner");
  });
});
