import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { courseCounts, seats, siteContent, visitors } from "../../app/.server/db/schema.ts";
import { dateInZone } from "../../app/lib/site/time-zone.ts";
import { plain } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";
import { pressOnSeat, reserve, seatCourse, seatLink } from "../helpers/seats.ts";

// Social proof that is true (issue 27, item 6), against the production build with its page cache on:
// every figure is read from the database, hidden below the operator's threshold, and a kept page is
// dropped the moment a count it shows changes (the tables' notifications, migration 0023).

const COURSE = 1;

/** An attribute's value as the browser reads it (React escapes & ' " < >). */
const unescapeAttribute = (value: string) =>
  value.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

describe("social proof", () => {
  const t = useTestApp({ PUBLIC_URL: "http://classwish.test" }, { pages: true, production: true });

  const html = async (path: string) => plain(await (await t.app.client().fetch(path)).text());
  /** A card's social proof on the home page (undefined: none shown). */
  const cardProof = async (courseId: number) => {
    const card = (await html("/")).split("<article").find((a) => a.includes(`data-course-id="${courseId}"`));
    expect(card, `card ${courseId}`).toBeDefined();
    return /data-testid="course-proof">([^<]*)</.exec(card!)?.[1];
  };
  const pageProof = async (path: string) => /data-testid="course-proof">([^<]*)</.exec(await html(path))?.[1];
  const register = (courseId: number) => t.app.client().postJson("/api/interest/", { course_id: courseId });
  /** The kept counts equal the rows they count, for every course. */
  const expectCountsTrue = async () => {
    const { rows } = await t.database.pool.query(`
      select c.id, coalesce(k.wanting, 0) as kept_wanting, (select count(*)::int from course_interests i where i.course_id = c.id) as wanting,
        coalesce(k.waiting, 0) as kept_waiting, (select count(*)::int from seats s where s.course_id = c.id and s.state = 'waiting') as waiting
      from courses c left join course_counts k on k.course_id = c.id`);
    for (const r of rows) expect([r.kept_wanting, r.kept_waiting], `course ${r.id}`).toEqual([r.wanting, r.waiting]);
  };
  const setThreshold = async (socialProofMin: number) => {
    await t.database.db.insert(siteContent).values({ id: 1, socialProofMin }).onConflictDoUpdate({ target: siteContent.id, set: { socialProofMin } });
  };

  it("shows how many want a course on its card and page, from the database, at once after each registration, and hides it below the threshold", async () => {
    // Nobody yet: no figure (0 is below any threshold). The page is now kept by the server.
    expect(await cardProof(COURSE)).toBeUndefined();
    expect(await cardProof(COURSE)).toBeUndefined();
    await register(COURSE);
    await register(COURSE);
    // The kept home page is dropped by the registration's notification: the next read is fresh.
    await vi.waitFor(async () => expect(await cardProof(COURSE)).toBe("2 people want this"), { timeout: 10_000 });
    const slug = /href="(\/courses\/[^"]+)"/.exec((await html("/")).split("<article").find((a) => a.includes(`data-course-id="${COURSE}"`))!)![1]!;
    expect(await pageProof(slug)).toBe("2 people want this");

    // The operator's threshold: below it, no figure anywhere.
    await setThreshold(3);
    await vi.waitFor(async () => expect(await cardProof(COURSE)).toBeUndefined(), { timeout: 10_000 });
    expect(await pageProof(slug)).toBeUndefined();
    await register(COURSE);
    await vi.waitFor(async () => expect(await cardProof(COURSE)).toBe("3 people want this"), { timeout: 10_000 });
    expect(await pageProof(slug)).toBe("3 people want this");
    // A repeated Register of the same browser counts once.
    const same = t.app.client();
    await same.postJson("/api/interest/", { course_id: COURSE });
    await same.postJson("/api/interest/", { course_id: COURSE });
    await vi.waitFor(async () => expect(await cardProof(COURSE)).toBe("4 people want this"), { timeout: 10_000 });
    // A browser's data erased (its row goes, and its registrations with it): one fewer, at once.
    await t.database.db.delete(visitors).where(eq(visitors.id, same.cookies.get("cw_vid")!.split(".")[0]!));
    await vi.waitFor(async () => expect(await cardProof(COURSE)).toBe("3 people want this"), { timeout: 10_000 });
    await expectCountsTrue();
  });

  it("keeps the counts true under concurrent registrations, repeats included", async () => {
    const browsers = Array.from({ length: 12 }, () => t.app.client());
    // Each browser registers once (which gives it its cookie), then for two courses, twice, all at once.
    await Promise.all(browsers.map((b) => b.postJson("/api/interest/", { course_id: 1 })));
    await Promise.all(browsers.flatMap((b) => [2, 1, 2, 1].map((course_id) => b.postJson("/api/interest/", { course_id }))));
    await expectCountsTrue();
    const { rows } = await t.database.pool.query("select course_id, wanting from course_counts where course_id in (1, 2) order by course_id");
    expect(rows).toEqual([{ course_id: 1, wanting: 12 }, { course_id: 2, wanting: 12 }]);
  });

  it("says how many are on a full course's waitlist, fresh as places are taken and given up", async () => {
    const course = await seatCourse(t.database, 1);
    // A new course has its counts from the start (counting then only updates them).
    expect(await t.database.db.select().from(courseCounts).where(eq(courseCounts.courseId, course.id))).toEqual([{ courseId: course.id, wanting: 0, waiting: 0 }]);
    const confirmSeat = async (email: string) => {
      expect((await reserve(t.app, t.app.client(), course.slug, email)).status).toBe(200);
      expect((await pressOnSeat(t.app, await seatLink(t.app, t.database, email), "confirm")).status).toBe(200);
    };
    const path = `/courses/${course.slug}`;
    await confirmSeat("held@example.com");
    // Full, nobody waiting: nothing to say.
    await vi.waitFor(async () => expect(await html(path)).toContain("Full (waitlist)"), { timeout: 10_000 });
    expect(await pageProof(path)).toBeUndefined();
    await confirmSeat("w1@example.com");
    await confirmSeat("w2@example.com");
    await vi.waitFor(async () => expect(await pageProof(path)).toBe("2 on the waitlist"), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await cardProof(course.id)).toBe("2 on the waitlist"), { timeout: 10_000 });
    // One gives up their place: one left.
    await pressOnSeat(t.app, await seatLink(t.app, t.database, "w2@example.com"), "release");
    await vi.waitFor(async () => expect(await pageProof(path)).toBe("1 on the waitlist"), { timeout: 10_000 });
    expect((await t.database.db.select().from(seats).where(eq(seats.state, "waiting"))).length).toBe(1);
    await expectCountsTrue();
  });

  it("hides a wish's count below the threshold, and shows the launch date and days left on the home page when the operator set one", async () => {
    const sharer = t.app.client();
    const searched = await (await sharer.postJson("/api/find-course/", { search_id: randomUUID(), concept: "Jazz piano", budget: 100, class_size: 5 })).json();
    const wish = await (await sharer.postJson("/api/wishes/", { search_id: searched.search_id })).json();
    const people = async () => /data-testid="wish-people">([^<]*)</.exec(await html(`/wishes/${wish.id}`))?.[1];
    expect(await people()).toBe("1 person wants this class");
    await setThreshold(2);
    await vi.waitFor(async () => expect(await people()).toBeUndefined(), { timeout: 10_000 });
    await t.app.client().postJson(`/api/wishes/${wish.id}/join/`, { budget: 100, class_size: 5 });
    await vi.waitFor(async () => expect(await people()).toBe("2 people want this class"), { timeout: 10_000 });

    const launch = async () => /data-testid="launch-countdown"[^>]*>([\s\S]*?)<\/p>/.exec(await html("/"))?.[1]?.replace(/<[^>]+>/g, "");
    expect(await launch()).toBeUndefined();
    const inDays = (n: number) => {
      const today = dateInZone(new Date());
      return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    };
    await t.database.db.update(siteContent).set({ launchDate: inDays(12) });
    const [y, m, d] = inDays(12).split("-").map(Number) as [number, number, number];
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
    await vi.waitFor(async () => expect(await launch()).toBe(`Launching ${d} ${month} ${y}·in 12 days`), { timeout: 10_000 });
    // A date that has passed says nothing.
    await t.database.db.update(siteContent).set({ launchDate: inDays(-1) });
    await vi.waitFor(async () => expect(await launch()).toBeUndefined(), { timeout: 10_000 });
  });

  it("shares a wish with hostile words as encoded links: nothing of them escapes its attribute or adds a parameter", async () => {
    const concept = `"><script>alert(1)</script>&text=pwned #x`;
    const sharer = t.app.client();
    const searched = await (await sharer.postJson("/api/find-course/", { search_id: randomUUID(), concept, budget: 100, class_size: 5 })).json();
    const wish = await (await sharer.postJson("/api/wishes/", { search_id: searched.search_id })).json();
    const page = await html(`/wishes/${wish.id}`);
    expect(page).not.toContain("<script>alert(1)</script>");
    const links = [...page.matchAll(/<a href="([^"]+)" data-network="([a-z]+)"/g)].map((m) => ({ network: m[2]!, href: unescapeAttribute(m[1]!) }));
    expect(links.map((l) => l.network)).toEqual(["whatsapp", "telegram", "x", "linkedin", "facebook", "email"]);
    for (const { network, href } of links) {
      const url = new URL(href);
      // Each parameter is one of the network's own; the hostile '&text=' stays inside a value.
      expect([...url.searchParams.keys()].filter((k) => k === "text").length, network).toBeLessThanOrEqual(1);
      expect(url.hash, network).toBe("");
      expect(decodeURIComponent(href), network).toContain(`http://classwish.test/wishes/${wish.id}?ref=w_${wish.id}`);
    }
    const x = new URL(links.find((l) => l.network === "x")!.href);
    expect(x.searchParams.get("text")).toContain(`“${concept}”`);
    expect(x.searchParams.get("url")).toBe(`http://classwish.test/wishes/${wish.id}?ref=w_${wish.id}`);
  });
});
