import { describe, expect, it } from "vitest";
import { renderMessage, type MessageContent, type NewsletterAudience } from "./templates";
import { MESSAGE_KINDS } from "../../lib/schemas/mail-constants";

const links = {
  publicUrl: "https://classwish.sg",
  supportEmail: "support@classwish.sg",
  unsubscribeUrl: "https://classwish.sg/unsubscribe?token=abc",
  preferencesUrl: "https://classwish.sg/preferences?token=def",
};
const confirmUrl = "https://classwish.sg/confirm?token=def";
const courseUrl = "https://classwish.sg/courses/black-holes";
const seatUrl = "https://classwish.sg/seats?token=ghi";

describe("mail templates", () => {
  it("every kind has HTML and text parts with a visible unsubscribe link", () => {
    const kinds: MessageContent[] = [
      { kind: "confirm", confirmed: false, pending: ["the monthly newsletter"], active: [], confirmUrl },
      { kind: "course_opened", courseId: 3, courseTitle: "Black Holes", courseUrl, full: false },
      { kind: "asked_class_open", courseTitle: "Black Holes", courseUrl, offer: "class" },
      { kind: "seat_confirm", courseTitle: "Black Holes", seatUrl, waitlist: false },
      { kind: "seat_granted", courseTitle: "Black Holes", seatUrl, schedule: null, joiningUrl: null },
      { kind: "seat_receipt", courseTitle: "Black Holes", seatUrl, schedule: null, joiningUrl: null },
      { kind: "seat_reminder", courseTitle: "Black Holes", seatUrl, schedule: null, joiningUrl: null, offset: "1h" },
      { kind: "seat_rescheduled", courseTitle: "Black Holes", seatUrl, schedule: null, joiningUrl: null },
      { kind: "launch" },
      { kind: "newsletter", subject: "November", markdown: "# Hello\n\nNews.", audience: { list: "newsletter" } },
      { kind: "sequence", list: "launch", subject: "Three days in", markdown: "How it works." },
      { kind: "demand_alert", concept: "Python", members: ["learn python"], people: 20, searches: 24, threshold: 20, windowDays: 30, demandUrl: "https://classwish.sg/admin/demand" },
      { kind: "account_locked", until: "29 Nov 2026, 19:05 SGT", signInUrl: "https://classwish.sg/admin/login" },
      { kind: "operator_invitation", url: "https://classwish.sg/admin/invitation?token=t", expires: "6 Dec 2026, 09:00 SGT", role: "editor" },
      { kind: "password_reset", url: "https://classwish.sg/admin/reset?token=t", expires: "29 Nov 2026, 20:05 SGT" },
      { kind: "account_notice", what: "Your password was changed, from your account's page.", at: "29 Nov 2026, 20:05 SGT", accountUrl: "https://classwish.sg/admin/account" },
      { kind: "invitation", invitationUrl: "https://classwish.sg/invitation?token=jkl", place: 12, expires: "6 Dec 2026, 09:00 SGT" },
      { kind: "welcome", list: "launch", shareLink: "https://classwish.sg/?ref=p_abc", referralPageUrl: "https://classwish.sg/referral?token=xyz", place: 7 },
    ];
    // Every kind the outbox can hold: a new one without a template fails here.
    expect(kinds.map((k) => k.kind).sort()).toEqual([...MESSAGE_KINDS].sort());
    for (const content of kinds) {
      const m = renderMessage(content, links);
      expect(m.html, content.kind).toContain('href="https://classwish.sg/unsubscribe?token=abc"');
      expect(m.html).toContain(">Unsubscribe</a>");
      expect(m.text).toContain("Unsubscribe: https://classwish.sg/unsubscribe?token=abc");
      expect(m.text).toContain("never share your address with third parties");
      expect(m.subject.length).toBeGreaterThan(5);
    }
  });

  it("a welcome gives the person's own link and referral page, and on the launch list their place; each list's own mail", () => {
    const launch = renderMessage({ kind: "welcome", list: "launch", shareLink: "https://classwish.sg/?ref=p_a<b", referralPageUrl: "https://classwish.sg/referral?token=t", place: 7 }, links);
    expect(launch.subject).toBe("You are on the Classwish launch list");
    expect(launch.text).toContain("You are number 7 on the launch list.");
    expect(launch.text).toContain("Share your own link: https://classwish.sg/?ref=p_a<b");
    expect(launch.html).toContain("https://classwish.sg/?ref=p_a&lt;b");
    expect(launch.html).not.toContain("p_a<b");
    expect(launch.listId).toMatch(/^Classwish launch </);
    const letter = renderMessage({ kind: "welcome", list: "newsletter", shareLink: "https://classwish.sg/?ref=p_a", referralPageUrl: "https://classwish.sg/referral?token=t", place: null }, links);
    expect(letter.subject).toBe("Welcome to the Classwish newsletter");
    expect(letter.text).not.toContain("on the launch list");
    expect(letter.listId).toMatch(/^Classwish newsletter </);
  });

  it("a launch invitation names the place, its link and until when it is open; the launch list's mail", () => {
    const m = renderMessage({ kind: "invitation", invitationUrl: "https://classwish.sg/invitation?token=a<b", place: 12, expires: "6 Dec 2026, 09:00 SGT" }, links);
    expect(m.subject).toBe("Your invitation to Classwish is here");
    expect(m.html).toContain('href="https://classwish.sg/invitation?token=a&lt;b"');
    expect(m.text).toContain("See your invitation: https://classwish.sg/invitation?token=a<b");
    expect(m.text).toContain("you were number 12 on the launch list");
    expect(m.text).toContain("stays open until 6 Dec 2026, 09:00 SGT");
    expect(m.text).toContain("you asked to hear when Classwish launches");
    expect(m.listId).toBe("Classwish launch <launch.classwish.sg>");
  });

  it("the confirmation links to the confirm page and says what the address is for", () => {
    const m = renderMessage({ kind: "confirm", confirmed: false, pending: ["the launch of Classwish"], active: [], confirmUrl }, links);
    expect(m.subject).toBe("Confirm your Classwish subscription");
    expect(m.html).toContain('href="https://classwish.sg/confirm?token=def"');
    expect(m.text).toContain("https://classwish.sg/confirm?token=def");
    expect(m.text).toContain("the launch of Classwish");
    expect(m.listId).toBeUndefined();
  });

  it("a confirmed address is asked only about the list added; a request for what it has asks nothing", () => {
    const added = renderMessage({ kind: "confirm", confirmed: true, pending: ["the newsletter"], active: ["the launch"], confirmUrl }, links);
    expect(added.subject).toBe("Confirm a new list for your Classwish e-mails");
    expect(added.text).toContain("- the newsletter");
    expect(added.text).not.toContain("the launch");
    const nothing = renderMessage({ kind: "confirm", confirmed: true, pending: [], active: ["the launch"], confirmUrl }, links);
    expect(nothing.subject).toBe("You're already subscribed to Classwish");
    expect(nothing.text).toContain("- the launch");
    expect(nothing.html).not.toContain(confirmUrl);
  });

  it("course-opened mail names the course in its subject, links to its page in whole sentences, and carries a List-Id", () => {
    const m = renderMessage({ kind: "course_opened", courseId: 3, courseTitle: "Black Holes", courseUrl, full: false }, links);
    expect(m.subject).toBe("“Black Holes” is open for seats");
    expect(m.listId).toBe("Classwish course 3 <course-3.classwish.sg>");
    expect(m.html).toContain(`href="${courseUrl}"`);
    expect(m.text).toContain(`Reserve a seat: ${courseUrl}`);
    expect(m.text).toContain("You asked us to tell you when “Black Holes” opens for seats, and it now is.");
    expect(m.text).not.toContain("It has:");
    // Full by the time it goes: its page offers the waitlist, and so does the notice.
    const full = renderMessage({ kind: "course_opened", courseId: 3, courseTitle: "Black Holes", courseUrl, full: true }, links);
    expect(full.subject).toBe("“Black Holes” is open for seats");
    expect(full.text).toContain(`Join the waitlist: ${courseUrl}`);
    expect(full.text).toContain("its seats are all taken already");
    expect(full.text).not.toContain("Reserve a seat");
  });

  it("a class you asked for names the course, links to its page, says what can be done there now, and is list mail", () => {
    const interest = renderMessage({ kind: "asked_class_open", courseTitle: "Black Holes", courseUrl, offer: "class" }, links);
    expect(interest.subject).toBe("A class you asked for is open: “Black Holes”");
    expect(interest.listId).toBe("Classwish classes you asked for <asked.classwish.sg>");
    expect(interest.html).toContain(`href="${courseUrl}"`);
    expect(interest.text).toContain(`See the class: ${courseUrl}`);
    expect(interest.text).toContain("a class that matches it is now open on Classwish: “Black Holes”.");
    expect(interest.text).toContain("leave your address there to hear the moment seats open");
    const seats = renderMessage({ kind: "asked_class_open", courseTitle: "Black Holes", courseUrl, offer: "seats" }, links);
    expect(seats.text).toContain(`Reserve a seat: ${courseUrl}`);
    expect(seats.text).toContain("Its seats are open now.");
    const waitlist = renderMessage({ kind: "asked_class_open", courseTitle: "Black Holes", courseUrl, offer: "waitlist" }, links);
    expect(waitlist.text).toContain(`Join the waitlist: ${courseUrl}`);
    expect(waitlist.text).toContain("Its seats are all taken already, but you can join its waitlist");
    expect(waitlist.text).not.toContain("Reserve a seat");
  });

  it("a seat's messages link to the seat's page and are not list mail", () => {
    const ask = renderMessage({ kind: "seat_confirm", courseTitle: "Black Holes", seatUrl, waitlist: false }, links);
    expect(ask.subject).toBe("Confirm your seat in “Black Holes”");
    expect(ask.html).toContain(`href="${seatUrl}"`);
    expect(ask.text).toContain(`Confirm my seat: ${seatUrl}`);
    expect(ask.listId).toBeUndefined();
    const granted = renderMessage({ kind: "seat_granted", courseTitle: "Black Holes", seatUrl, schedule: null, joiningUrl: null }, links);
    expect(granted.subject).toBe("A seat in “Black Holes” is yours");
    expect(granted.text).toContain("first on its waitlist");
  });

  it("a request for a full class says waitlist from its subject on; every seat message says reserving is free and what comes next", () => {
    const wait = renderMessage({ kind: "seat_confirm", courseTitle: "Black Holes", seatUrl, waitlist: true }, links);
    expect(wait.subject).toBe("Join the waitlist for “Black Holes”");
    expect(wait.text).toContain(`Join the waitlist: ${seatUrl}`);
    expect(wait.text).not.toContain("Confirm my seat");
    const holder = { courseTitle: "Black Holes", seatUrl, schedule: null, joiningUrl: null };
    for (const m of [
      wait,
      renderMessage({ kind: "seat_confirm", courseTitle: "Black Holes", seatUrl, waitlist: false }, links),
      renderMessage({ kind: "seat_granted", ...holder }, links),
      renderMessage({ kind: "seat_receipt", ...holder }, links),
      renderMessage({ kind: "seat_reminder", ...holder, offset: "24h" }, links),
      renderMessage({ kind: "seat_rescheduled", ...holder }, links),
    ]) {
      expect(m.text, m.subject).toContain("Reserving is free");
      expect(m.text, m.subject).toContain("Next:");
    }
    // The receipt, and "a seat is yours" (which is one), promise no further receipt.
    for (const kind of ["seat_granted", "seat_receipt"] as const) {
      const m = renderMessage({ kind, ...holder }, links);
      expect(m.text, kind).not.toContain("we e-mail you a receipt");
      expect(m.text, kind).toContain("Next: reminders 24 hours and 1 hour before the first class");
    }
  });

  it("a holder's message shows both zones, the calendar links and the joining link, escaped", () => {
    const schedule = {
      singapore: { firstClass: "Monday, 1 February 2027, 7:00 pm", weekly: "Mondays at 7:00 pm" },
      local: { zone: "Europe/London", text: { firstClass: "Monday, 1 February 2027, 11:00 am", weekly: "Mondays at 11:00 am" } },
      googleUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE&a=<b>",
      outlookUrl: "https://outlook.live.com/calendar/0/action/compose?x=1",
    };
    const m = renderMessage({ kind: "seat_receipt", courseTitle: "Black Holes", seatUrl, schedule, joiningUrl: "https://meet.example.com/abc?x=1&y=2" }, links);
    expect(m.subject).toBe("Your seat in “Black Holes” is confirmed");
    expect(m.text).toContain("First class: Monday, 1 February 2027, 7:00 pm, Singapore time (UTC+8)");
    expect(m.text).toContain("Monday, 1 February 2027, 11:00 am in your time zone (Europe/London)");
    expect(m.text).toContain("Joining link: https://meet.example.com/abc?x=1&y=2");
    expect(m.html).toContain('href="https://meet.example.com/abc?x=1&amp;y=2"');
    expect(m.html).toContain("a=&lt;b&gt;");
    expect(m.html).not.toContain("<b>\"");
  });

  it("escapes every inserted value", () => {
    const evil = `<script>alert("x")</script>&`;
    const m = renderMessage({ kind: "course_opened", courseId: 1, courseTitle: evil, courseUrl, full: false }, links);
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;");
    const c = renderMessage({ kind: "confirm", confirmed: false, pending: [evil], active: [], confirmUrl }, links);
    expect(c.html).not.toContain("<script>");
  });

  it("a newsletter's footer gives the reason of the list it went to, and its List-Id names that list", () => {
    const send = (audience: NewsletterAudience) =>
      renderMessage({ kind: "newsletter", subject: "News", markdown: "Hello", audience }, links);
    const readers = send({ list: "newsletter" });
    expect(readers.text).toContain("because you subscribed to the Classwish monthly newsletter");
    expect(readers.listId).toBe("Classwish newsletter <newsletter.classwish.sg>");
    const launch = send({ list: "launch" });
    expect(launch.text).toContain("because you asked to hear when Classwish launches");
    expect(launch.text).not.toContain("monthly newsletter");
    expect(launch.listId).toBe("Classwish launch <launch.classwish.sg>");
    const course = send({ list: "course", courseId: 3, courseTitle: "Black Holes" });
    expect(course.text).toContain("because you asked to hear about “Black Holes”");
    expect(course.listId).toBe("Classwish course 3 <course-3.classwish.sg>");
    // The course's opening notice goes to the same list, with the same reason.
    const opened = renderMessage({ kind: "course_opened", courseId: 3, courseTitle: "Black Holes", courseUrl, full: false }, links);
    expect(opened.text).toContain("because you asked to hear about “Black Holes”");
    expect(opened.text).not.toContain("registered interest");
  });

  it("renders newsletter Markdown without letting HTML or script links through", () => {
    const m = renderMessage(
      { kind: "newsletter", subject: "<b>News</b>", markdown: "**Bold** <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [ok](https://classwish.sg/about)", audience: { list: "newsletter" } },
      links,
    );
    expect(m.html).toContain("<strong>Bold</strong>");
    expect(m.html).not.toMatch(/<img/);
    expect(m.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(m.html).not.toContain('href="javascript:');
    expect(m.html).toContain('href="https://classwish.sg/about" style="color:#4338ca;text-decoration:underline"');
    expect(m.html).toContain("<title>&lt;b&gt;News&lt;/b&gt;</title>");
    expect(m.listId).toBe("Classwish newsletter <newsletter.classwish.sg>");
  });
});
