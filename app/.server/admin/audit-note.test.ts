import { describe, expect, it } from "vitest";
import { noteOfForm } from "./audit-note.ts";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe("a console form's audit note", () => {
  it("names the intent and the first target field, a person by their id and never their address", () => {
    expect(noteOfForm(form({ intent: "hide", wish_id: "4", csrf: "x" }), "http://c.test/admin/wishes")).toEqual({ intent: "hide", target: "wish 4" });
    expect(noteOfForm(form({ intent: "resend", email: "ana@example.com" }), "http://c.test/admin/subscribers")).toEqual({ intent: "resend", target: "an address (not kept)" });
    expect(noteOfForm(form({ intent: "name", key: "black hole" }), "http://c.test/admin/demand")).toEqual({ intent: "name", target: "key “black hole”" });
  });

  it("falls back to the page's own id, whether posted to the page or its .data address", () => {
    expect(noteOfForm(form({ intent: "open" }), "http://c.test/admin/courses/7")).toEqual({ intent: "open", target: "course 7" });
    expect(noteOfForm(form({ intent: "open" }), "http://c.test/admin/courses/7.data")).toEqual({ intent: "open", target: "course 7" });
    expect(noteOfForm(form({ intent: "save" }), "http://c.test/admin/courses/new")).toEqual({ intent: "save", target: undefined });
  });
});
