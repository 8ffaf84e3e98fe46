import { describe, expect, it } from "vitest";
import { parseFields, parseForm } from "../forms/parse-form.ts";
import { messages } from "./requests.ts";
import { joinWishFormSchema, registerFormSchema, resubscribeSchema, searchFormSchema, seatConfirmSchema, shareWishFormSchema } from "./visitor-forms.ts";

const form = (entries: Array<[string, string | File]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("the visitor pages' form schemas", () => {
  it("read a number field as the API's rule does: blank is required, words get the rule's message, posted twice the first", () => {
    expect(parseForm(form([["budget", " "], ["class_size", "5"]]), joinWishFormSchema)).toMatchObject({ ok: false, errors: { budget: "budget is required." } });
    expect(parseForm(form([["budget", "lots"], ["class_size", "5"]]), joinWishFormSchema)).toMatchObject({ ok: false, errors: { budget: messages.budget } });
    expect(parseForm(form([["budget", "100"], ["budget", "lots"], ["class_size", "5"]]), joinWishFormSchema)).toMatchObject({ ok: true, value: { budget: 100, class_size: 5 } });
  });

  it("read the customise form by the find-course rule: a missing concept is an empty one, the typed text kept", () => {
    const refused = parseForm(form([["budget", "100"], ["class_size", "5"]]), searchFormSchema);
    expect(refused).toMatchObject({ ok: false, message: messages.conceptMissing, values: { budget: "100", class_size: "5" } });
    expect(parseForm(form([["concept", "  Jazz piano "], ["budget", "100"], ["class_size", "5"]]), searchFormSchema)).toMatchObject({ ok: true, value: { concept: "Jazz piano", budget: 100, class_size: 5 } });
  });

  it("refuse a share without a search id, or a Register without a course a row can be; a refusal is a 400 through parseFields", () => {
    expect(parseForm(form([]), shareWishFormSchema)).toMatchObject({ ok: false, message: "search_id is required." });
    expect(parseForm(form([["course_id", "0"]]), registerFormSchema)).toMatchObject({ ok: false, message: messages.courseId });
    expect(parseForm(form([["course_id", "12"]]), registerFormSchema)).toMatchObject({ ok: true, value: { course_id: 12 } });
    let thrown: unknown;
    try {
      parseFields(form([["course_id", "x"]]), registerFormSchema);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: messages.courseId, init: { status: 400 } });
  });

  it("leave out what they cannot use: a time zone the browser made up, a file among the ticked lists", () => {
    expect(parseFields(form([["time_zone", "Mars/Olympus"]]), seatConfirmSchema)).toEqual({ time_zone: undefined });
    expect(parseFields(form([["time_zone", "Europe/Paris"]]), seatConfirmSchema)).toEqual({ time_zone: "Europe/Paris" });
    expect(parseFields(form([["list", "newsletter"], ["list", new File(["x"], "x.txt")], ["list", "launch"]]), resubscribeSchema)).toEqual({ list: ["newsletter", "launch"] });
    expect(parseFields(form([]), resubscribeSchema)).toEqual({ list: [] });
  });
});
