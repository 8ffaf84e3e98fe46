import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { checkbox, checkedBy, list, optionalRowId, optionalText, requiredUpload, rowId, text, textField, upload } from "./fields.ts";
import { formObject, parseForm, sectionFor, sectionOf } from "./parse-form.ts";

const form = (entries: Array<[string, string | File]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

const schema = z.object({
  subject: text().pipe(z.string().trim().min(1, "Enter a subject.")),
  notify: checkbox(),
  events: list(z.enum(["a", "b"], { error: "Choose from the events listed." })).refine((v) => v.length > 0, "Choose at least one event."),
  perDay: checkedBy((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : undefined), "A whole number, please."),
  id: rowId("Unknown message."),
});

describe("parseForm", () => {
  it("gives typed values: a checkbox as a boolean, one or many boxes as a list, a number, a row id", () => {
    const out = parseForm(form([["csrf", "t"], ["subject", " Hi "], ["notify", "on"], ["events", "a"], ["perDay", " 12 "], ["id", "7"]]), schema);
    expect(out).toEqual({ ok: true, value: { subject: "Hi", notify: true, events: ["a"], perDay: 12, id: 7 }, values: { subject: " Hi ", notify: "on", events: "a", perDay: " 12 ", id: "7" } });
    const many = parseForm(form([["subject", "x"], ["events", "a"], ["events", "b"], ["perDay", "3"], ["id", "1"]]), schema);
    expect(many.ok && many.value).toEqual({ subject: "x", notify: false, events: ["a", "b"], perDay: 3, id: 1 });
  });

  it("gives each field its first message and the first of all for a notice, with what was typed (never the CSRF token)", () => {
    const out = parseForm(form([["csrf", "secret"], ["events", "c"], ["perDay", "1.5"], ["id", "0"]]), schema);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.errors).toEqual({ subject: "Enter a subject.", events: "Choose from the events listed.", perDay: "A whole number, please.", id: "Unknown message." });
    expect(out.message).toBe("Enter a subject.");
    expect(out.values).toEqual({ events: "c", perDay: "1.5", id: "0" });
  });

  it("refuses a row id the database cannot hold, and a missing list", () => {
    const out = parseForm(form([["subject", "x"], ["perDay", "1"], ["id", "2147483648"]]), schema);
    expect(out.ok ? out : out.errors).toEqual({ events: "Choose at least one event.", id: "Unknown message." });
  });

  it("takes a zod/mini schema as well", () => {
    const mini = zm.object({ subject: zm.string().check(zm.minLength(1, "subject is required.")) });
    expect(parseForm(form([["subject", ""]]), mini)).toMatchObject({ ok: false, message: "subject is required.", errors: { subject: "subject is required." } });
  });

  it("passes a file through as the File; a required file or id that was not sent is refused", () => {
    const file = new File(["png"], "a.png", { type: "image/png" });
    expect(formObject(form([["logo", file]])).logo).toBe(file);
    const files = z.object({ logo: requiredUpload("Choose the logo."), photo: upload(), id: rowId("No such logo."), edits: optionalRowId() });
    expect(parseForm(form([["logo", file], ["photo", new File([], "")], ["id", "3"]]), files)).toMatchObject({ ok: true, value: { logo: file, photo: undefined, id: 3 } });
    expect(parseForm(form([["logo", new File([], "")]]), files)).toMatchObject({ ok: false, errors: { logo: "Choose the logo.", id: "No such logo." } });
    const edits = (id?: string) => parseForm(form([["logo", file], ["id", "1"], ...(id === undefined ? [] : [["edits", id] as [string, string]])]), files);
    expect([edits(), edits("12"), edits("0")].map((r) => r.ok && r.value.edits)).toEqual([undefined, 12, undefined]);
  });
});

describe("text fields", () => {
  const texts = z.object({ a: text(), b: optionalText(), c: textField(z.string({ error: "c is required." })) });
  it("read the first of a name posted twice; a missing field or a file is '' (text), undefined (optionalText) or the schema's to refuse (textField)", () => {
    expect(parseForm(form([["a", "1"], ["a", "2"], ["b", "3"], ["b", "4"], ["c", "5"], ["c", "6"]]), texts)).toMatchObject({ ok: true, value: { a: "1", b: "3", c: "5" } });
    const file = new File(["x"], "x.txt");
    const missing = parseForm(form([["a", file], ["b", file]]), texts);
    expect(missing).toMatchObject({ ok: false, errors: { c: "c is required." } });
    expect(parseForm(form([["c", "5"]]), texts)).toEqual({ ok: true, value: { a: "", b: undefined, c: "5" }, values: { c: "5" } });
  });
});

describe("sectionOf", () => {
  const sections = { save: "save", remove: "remove", "": "no intent" };
  it("picks the posted intent's handler; a form without one gets the '' handler", () => {
    expect(sectionOf(sections, form([["intent", "remove"]]))).toBe("remove");
    expect(sectionOf(sections, form([]))).toBe("no intent");
  });
  it("knows only the map's own intents, never an Object method", () => {
    for (const intent of ["constructor", "__proto__", "toString", "hasOwnProperty", "nope"]) expect(sectionOf({ save: 1 }, form([["intent", intent]]))).toBeUndefined();
  });
  it("sectionFor answers an unknown intent with a 400, before any handler runs", () => {
    expect(sectionFor({ save: 1 }, form([["intent", "save"]]))).toBe(1);
    const refusal = (() => {
      try {
        return sectionFor({ save: 1 }, form([["intent", "constructor"]]));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(refusal).toMatchObject({ data: "Unknown action.", init: { status: 400 } });
  });
});
