import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { courses, searches } from "../../app/.server/db/schema.ts";
import { examplePrompts } from "../../app/lib/copy/home.ts";
import { COURSE_CATEGORIES, type CourseView } from "../../app/lib/schemas/course.ts";
import { useTestApp } from "../helpers/app.ts";

// The seeded course each example prompt is about (ids fixed by the seed migration).
const promptCourse: Record<string, number> = {
  [examplePrompts[0]]: 1, // longevity
  [examplePrompts[1]]: 2, // black holes
  [examplePrompts[2]]: 3, // fortune-telling
  [examplePrompts[3]]: 4, // hieroglyphs
  [examplePrompts[4]]: 5, // supplements and skincare
  [examplePrompts[5]]: 6, // personality change
  [examplePrompts[6]]: 7, // Taoism versus Stoicism
  [examplePrompts[7]]: 8, // traditional Chinese medicine
};

describe("courses", () => {
  const t = useTestApp();

  const list = async (): Promise<CourseView[]> => {
    const res = await t.app.client().fetch("/api/courses/");
    expect(res.status).toBe(200);
    return (await res.json()).courses;
  };
  const search = async (concept: string, searchId: string = randomUUID()) => {
    const res = await t.app.client().postJson("/api/find-course/", { search_id: searchId, concept, budget: 100, class_size: 5 });
    expect(res.status).toBe(201);
    return (await res.json()) as { matches: CourseView[] };
  };

  describe("GET /api/courses/", () => {
    it("lists the nine seeded trial courses with every field of the card", async () => {
      const all = await list();
      expect(all).toHaveLength(9);
      expect(all.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const c of all) {
        expect(Object.keys(c).sort()).toEqual(
          [
            "category",
            "class_size",
            "currency",
            "description",
            "duration",
            "duration_weeks",
            "id",
            "instructor",
            "level",
            "price",
            "price_amount",
            "rating",
            "seats_left",
            "slug",
            "starts_at",
            "status",
            "title",
            "url",
          ].sort(),
        );
        expect(c.title.length).toBeGreaterThan(10);
        expect(c.instructor.length).toBeGreaterThan(3);
        expect(c.description.length).toBeGreaterThan(60);
        expect(c.rating.icon).toBe("star");
        expect(c.rating.score).toBeGreaterThanOrEqual(0);
        expect(c.rating.score).toBeLessThanOrEqual(5);
        expect(Number.isInteger(c.rating.count)).toBe(true);
        expect(c.level).toBe("Registration Open");
        expect(c.status).toBe("registration_open");
        expect(c.duration_weeks).toBeGreaterThanOrEqual(4);
        expect(c.duration_weeks).toBeLessThanOrEqual(8);
        expect(c.duration).toBe(`${c.duration_weeks} weeks`);
        expect(c.price_amount).toBeGreaterThanOrEqual(19);
        expect(c.price_amount).toBeLessThanOrEqual(40);
        expect(c.currency).toBe("SGD");
        expect(c.price).toBe(`S$${c.price_amount}`);
      }
      expect(new Set(all.map((c) => c.title)).size).toBe(9);
    });

    it("uses every category of the specification, and the extremes of price and duration", async () => {
      const all = await list();
      expect(new Set(all.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
      expect(Math.min(...all.map((c) => c.price_amount))).toBe(19);
      expect(Math.max(...all.map((c) => c.price_amount))).toBe(40);
      expect(Math.min(...all.map((c) => c.duration_weeks))).toBe(4);
      expect(Math.max(...all.map((c) => c.duration_weeks))).toBe(8);
    });

    it("leaves out a closed course", async () => {
      await t.database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, 9));
      try {
        expect((await list()).map((c) => c.id)).not.toContain(9);
        expect(await list()).toHaveLength(8);
      } finally {
        await t.database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, 9));
      }
    });

    it("the database refuses a course outside the specification's categories", async () => {
      await expect(
        t.database.db.insert(courses).values({
          title: "Knitting",
          slug: "knitting",
          instructor: "Someone",
          ratingScore: 4,
          durationWeeks: 4,
          priceAmount: 20,
          category: "Crafts" as never,
          description: "Not a category of the specification.",
        }),
      ).rejects.toThrow(/courses_category_check|check constraint|Failed query/);
    });
  });

  describe("POST /api/find-course/ matches", () => {
    it.each(Object.entries(promptCourse))("'%s' ranks its course first", async (prompt, id) => {
      const { matches } = await search(prompt);
      expect(matches.length).toBeGreaterThanOrEqual(1);
      expect(matches.length).toBeLessThanOrEqual(3);
      expect(matches[0]!.id).toBe(id);
    });

    it("answers at most three courses, with the fields of the list", async () => {
      // Words that appear across many course texts: the rule shows those that clearly lead, three at most.
      const { matches } = await search("science psychology health evidence research practice philosophy");
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.length).toBeLessThanOrEqual(3);
      const all = await list();
      for (const m of matches) expect(m).toEqual(all.find((c) => c.id === m.id));
    });

    it("matches on the category and the description, not only the title", async () => {
      expect((await search("finance")).matches.map((c) => c.id)).toEqual([9]);
      expect((await search("tarot")).matches.map((c) => c.id)).toEqual([3]);
    });

    it("answers no matches when nothing is related, and for text with no searchable word", async () => {
      expect((await search("qwertyuiop asdfgh")).matches).toEqual([]);
      expect((await search("?!…")).matches).toEqual([]);
      expect((await search("the of and")).matches).toEqual([]);
    });

    it("is safe with text that means something to tsquery", async () => {
      // Every operator of tsquery's syntax, around few enough other words for "black holes" to still be what it asks.
      const { matches } = await search(`'black' & !holes | (space:*) <-> "or" -minus OR or`);
      expect(matches[0]!.id).toBe(2);
    });

    it("a replayed search answers the same matches, and the search is stored once", async () => {
      const id = randomUUID();
      const visitor = t.app.client();
      const body = { search_id: id, concept: "Taoism versus Stoicism", budget: 100, class_size: 5 };
      const first = await visitor.postJson("/api/find-course/", body);
      const second = await visitor.postJson("/api/find-course/", body);
      expect(second.status).toBe(first.status);
      const a = await first.json();
      expect(a.matches.length).toBeGreaterThan(0);
      expect(await second.json()).toEqual(a);
      expect(await t.database.db.select().from(searches)).toHaveLength(1);
    });

    it("leaves out closed courses", async () => {
      await t.database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, 2));
      try {
        // Once the change is heard (a notification, a few milliseconds after the commit).
        await vi.waitFor(async () => expect((await search("black holes")).matches.map((c) => c.id)).not.toContain(2), { timeout: 10_000 });
      } finally {
        await t.database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, 2));
      }
    });
  });
});
