import * as fc from "fast-check";

// Generated HTTP requests for the fuzz suite: every route of the site, the API, the forms, the
// console and `.data` requests, with hostile headers (Host, Content-Type, Transfer-Encoding,
// Cookie, X-Forwarded-For, Origin, Authorization) and bodies (huge, chunked, broken JSON, arrays
// for strings, __proto__, NUL, lone surrogates, 1e309, NaN). A request is raw bytes, so nothing
// a client library would refuse to send is out of reach.

export type FuzzRequest = { head: string; body: Buffer; label: string };

/** What the suite knows of the running site: its origin and credentials some requests carry. */
export type FuzzTarget = { origin: string; adminCookie: string; csrf: string; adminToken: string; courseIds: number[]; wishIds: string[]; preferenceTokens?: string[] };

/** Course pages of the seeded courses (slugs fixed by migration 0009), and some that are not. */
const COURSE_PAGES = ["/courses/black-holes-what-happens-beyond-the-event-horizon", "/courses/the-science-of-longevity-live-longer-and-healthier", "/courses/nope", "/courses/%E2%80%AE", "/courses/", "/courses/nope/share.png", "/courses/%00", "/courses/%00/share.png", "/courses/Nope", "/courses/black-holes-what-happens-beyond-the-event-horizon/share.png?v=x"];
/** Class wishes: one that does not exist, ids that cannot be one, and their cards (the run's real wishes are added per target). */
const WISH_PAGES = ["/wishes/AAAAAAAAAAAAAAAAAAAAAA", "/wishes/x", "/wishes/", "/wishes/%00", "/wishes/AAAAAAAAAAAAAAAAAAAAAA/share.png", "/wishes/x/share.png?v=1", "/?ref=w_AAAAAAAAAAAAAAAAAAAAAA", "/?ref=%3Cscript%3E", "/?ref=p_AAAAAAAAAAAA", "/?ref=p_%00"];
/** The embeddable form: lists and courses that are and are not, origins listed, not listed and not origins at all. */
const EMBED_PAGES = ["/embed/subscribe", "/embed/subscribe?list=newsletter", "/embed/subscribe?list=course&course=nope", "/embed/subscribe?list=course", "/embed/subscribe?list=%00&origin=%ED%A0%80", "/embed/subscribe?origin=https%3A%2F%2Fblog.example.org", "/embed/wish?origin=javascript%3Aalert(1)", "/embed/wish?origin=https%3A%2F%2Fa.example%3B%20script-src%20*", "/embed/wish?origin[]=x", "/embed/", "/embed.js"];
const PAGES = [...WISH_PAGES, "/", "/about", "/subscribe", "/register", "/confirm", "/unsubscribe", "/search", "/faq", "/privacy", "/terms", "/robots.txt", "/sitemap.xml", "/healthz", "/readyz", "/seats", "/seats?token=x", "/preferences", "/preferences?token=x", "/preferences/export", "/preferences/export?token=x", "/referral", "/referral?token=x", "/referral?token=x.y", `/referral?token=${"a".repeat(300)}`, "/invitation", "/invitation?token=x", "/invitation?token=x.y", `/invitation?token=${"a".repeat(600)}`, "/invitation?token=%ED%A0%80", "/.well-known/jwks.json", ...EMBED_PAGES, ...COURSE_PAGES];
const CONSOLE = ["/admin", "/admin/login", "/admin/logout", "/admin/demand", "/admin/courses", "/admin/courses/new", "/admin/courses/new?title=%3Cb%3E&price=-1&class_size=99", "/admin/courses/1", "/admin/courses/1?near=1", "/admin/courses/1?near=%00&near=1", "/admin/courses/999999", "/admin/courses/999999?near=1", "/admin/courses/abc", "/admin/subscribers", "/admin/subscribers/1", "/admin/email", "/admin/email?q=%25", "/admin/email?q=%ED%A0%80", "/admin/email/sent", "/admin/export/suppressions.csv", "/admin/export/suppressions.csv?q=a", "/admin/export/subscribers.csv", "/admin/export/searches.csv", "/admin/subscribers/1/export.json", "/admin/courses/1/seats.csv", "/admin/courses/abc/seats.csv", "/admin/courses/999999/seats.csv", "/admin/site", "/admin/webhooks", "/admin/webhooks/1", "/admin/webhooks/x", "/admin/wishes", "/admin/wishes?sort=signups", "/admin/wishes?sort=x&page=-1", "/admin/wishes/1", "/admin/wishes/999999", "/admin/wishes/abc", "/admin/courses/new?wish=AAAAAAAAAAAAAAAAAAAAAA&title=x", "/admin/courses/new?wish=%3Cx%3E", "/admin/referrals", "/admin/referrals?saved", "/admin/launch", "/admin/launch?state=waiting&q=%25&page=-1", "/admin/launch?state=%00&q=%ED%A0%80", "/admin/export/launch.csv", "/admin/export/launch.csv?state=invited&q=a", "/admin/demand/group?key=yoga", "/admin/demand/group?key=%00", "/admin/demand/group", `/admin/demand/group?key=${"x%20".repeat(300)}`, "/admin/export/demand.csv", "/admin/export/demand.csv?from=2026-02-30&to=x", "/admin/demand?corrected=%3Cscript%3E", "/admin/audit", "/admin/audit?actor=%00&action=%25_&from=2026-02-30&to=x&before=-1", "/admin/audit?before=99999999999&limit=1e9", "/admin/export/audit.csv?action=%ED%A0%80", "/admin/email/sequences", "/admin/email/sequences?list=%00", "/admin/email/campaigns/newsletter%3A1", "/admin/email/campaigns/invitation%3A99999999999", "/admin/email/campaigns/sequence%3Ax", "/admin/email/campaigns/%ED%A0%80", "/admin/export/campaigns.csv", "/admin/account", "/admin/account/two-factor", "/admin/team", "/admin/invitation?token=x", "/admin/invitation?token=%00", "/admin/reset?token=%ED%A0%80", "/admin/reset"];
/** The relays' bounce and complaint webhooks (configured in the fuzz run, so each has a handler), and paths beside them. */
const MAIL_EVENTS = ["/api/mail-events/ses", "/api/mail-events/postmark", "/api/mail-events/sendgrid", "/api/mail-events/mailgun", "/api/mail-events/nope", "/api/mail-events/"];
const API = ["/api/events", "/api/user/", "/api/find-course/", "/api/subscribe/", "/api/courses/", "/api/interest/", "/api/wishes/", "/api/wishes/x", "/api/wishes/AAAAAAAAAAAAAAAAAAAAAA/join/", "/api/wishes/x/join/", "/api/nope", "/api/admin/outbox", "/api/admin/courses/1/open", "/api/admin/courses/x/open", "/api/admin/courses/1/notify-askers", "/api/admin/newsletters", "/api/admin/newsletters/scheduled", "/api/admin/newsletters/1/cancel", "/api/admin/newsletters/x/cancel", "/api/admin/announcements/launch", "/api/admin/outbox/retry-failed", "/api/admin/mail/dns", "/api/admin/mail/rates", "/api/admin/suppressions", "/api/admin/suppressions?q=%25", "/api/admin/suppressions/1/lift", "/api/admin/suppressions/x/lift", "/api/admin/mail/campaigns/launch/resume", "/api/admin/mail/campaigns/newsletter%3A1/resume", "/api/admin/mail/campaigns/x/resume", "/api/admin/demand", "/api/admin/demand?from=2026-01-01&to=2026-12-31", "/api/admin/demand?from=2026-02-30", "/api/admin/demand?from=%00&to=%ED%A0%80", "/api/admin/demand?from=2026-05-02&to=2026-05-01", "/api/admin/demand?from[]=1", "/api/admin/launch/invitations", "/api/admin/launch/waves", "/api/admin/launch/nope", "/api/admin/launch/settings", "/api/admin/launch/holds", "/api/admin/launch/invite-one", "/api/admin/launch/holds/release", "/api/admin/audit", "/api/admin/audit?limit=99999999999&before=x&from[]=1&actor=%ED%A0%80", ...MAIL_EVENTS];
const OTHER = ["/img/hero.webp?w=640", "/img/../../etc/passwd", "/assets/missing.js", "/favicon.ico", "/%", "/%zz", "/%ED%A0%80", "//evil.example/", "/a/b/c/d/e/f", `/${"x".repeat(3000)}`];

const FIELDS = ["count", "send_at", "subscriber_id", "through", "wish_id", "ref", "search_id", "concept", "budget", "class_size", "email", "source", "course_id", "website", "intent", "csrf", "password", "token", "list", "lists", "subject", "markdown", "title", "instructor", "category", "price", "duration", "description", "status", "rating", "rating_count", "name", "q", "page", "from", "to", "confirm", "messageId", "seat_id", "slug", "classSize", "startsAt", "suppressionId", "campaign", "reason", "Type", "Signature", "RecordType", "event-data", "__proto__", "constructor"];
const INTENTS = ["confirm", "erase", "launch", "launch-preview", "open", "open-preview", "preview", "resend-confirmation", "resubscribe", "retry", "retry-all", "save", "send", "send-preview", "test", "add-category", "testimonial", "testimonial-preview", "testimonial-remove", "logo-add", "logo-remove", "logo-up", "logo-down", "launch-clear", "rotate", "enable", "disable", "delete", "resend", "reserve", "release", "release-seat", "join", "wish", "hide", "show", "notify-preview", "notify", "yes", "lift", "resume", "wave", "wave-preview", "everyone", "everyone-preview", "accept", "continue", "invite-one", "hold", "release", "", "bogus"];

const loneSurrogate = fc.constantFrom("\ud800", "x\udc00y", "\udbff", "a\ud83d");
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  loneSurrogate,
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "<script>alert(1)</script>", "=HYPERLINK(\"x\")", "ana@example.com", "ANA+tag@Example.COM", "a@b", "@", "null", "NaN", "Infinity", "-1", "0", "1e309", "25", "500", "9".repeat(40), "%00", "../../", "${jndi:x}", "'; drop table subscribers; --", "\u202e", "🎸".repeat(50)),
  fc.nat({ max: 20_000 }).map((n) => "x".repeat(n)),
  fc.uuid().map(String),
);

/** JSON values as raw text, so literals JSON.stringify cannot produce (1e309, NaN) are sent too. */
const rawJsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString.map((s) => JSON.stringify(s)),
    loneSurrogate.map((s) => `"${[...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"`),
    fc.constantFrom("1e309", "-1e309", "NaN", "-0", "1e-400", "5.5", "3", "10", "500", "25", "true", "false", "null", "0x10", "01", "1_000", "Infinity"),
    fc.integer().map(String),
    fc.double().map((d) => (Number.isFinite(d) ? JSON.stringify(d) : "1e309")),
    fc.array(tie("value"), { maxLength: 4 }).map((a) => `[${a.join(",")}]`),
    fc.dictionary(fc.constantFrom(...FIELDS), tie("value"), { maxKeys: 3 }).map(objectText),
  ),
})).value;

function objectText(o: Record<string, string>): string {
  return `{${Object.entries(o).map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
}

const jsonBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), rawJsonValue, { maxKeys: 6 }).map(objectText) },
  { weight: 1, arbitrary: rawJsonValue },
  { weight: 1, arbitrary: fc.constantFrom("{", '{"a":', "[1,2", '{"concept":"x"}}', "\u0000", "", '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}') },
  // Nested far deeper than any body the site takes, yet under the size limit.
  { weight: 1, arbitrary: fc.constantFrom("[".repeat(5000) + "]".repeat(5000), '{"a":'.repeat(2500) + "1" + "}".repeat(2500), `{"concept":${"[".repeat(3000)}"x"${"]".repeat(3000)}}`) },
);

const formValue = fc.oneof(
  nastyString.map((s) => encodeURIComponent(s.isWellFormed() ? s : "x")),
  fc.constantFrom("%ED%A0%80", "%", "%zz", "%00", "+", "a+b", "%F0%9F%8E%B8", "%C0%AF"),
);
const formBody = (target: FuzzTarget) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...FIELDS),
        fc.oneof(formValue, fc.constantFrom(...INTENTS), fc.constant(encodeURIComponent(target.csrf)), fc.constantFrom(...target.courseIds.map(String))),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

const multipartBody = fc.oneof(
  fc.constant('--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.com\r\n--b--\r\n'),
  fc.constant("--b\r\nbroken"),
  fc.string({ maxLength: 200 }),
);

const CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b", "multipart/form-data", "text/plain", "application/xml", "", "application/json; charset=latin1", "x/\u0001"];

const host = (origin: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(new URL(origin).host) },
    { weight: 1, arbitrary: fc.constantFrom("localhost:99999", "", "exa mple.com", "a/b", "[::1", "x".repeat(400), "classwish.example", "127.0.0.1:0", "evil.example:80@x", "%00") },
  );

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom(".data", ".data?_routes=root", "?_data=routes%2Fhome", "?index", "?_routes=zz") },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom("concept", "budget", "class_size", "token", "page", "q", "from", "w", "h", "f", "status", "list"), formValue), { maxLength: 4 })
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : "")),
  },
);

/** The request target's form: usually a path, sometimes absolute (RFC 9112 §3.2.2), a few of them unreadable. */
const targetPrefix = (origin: string) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constant("") },
    { weight: 2, arbitrary: fc.constantFrom(origin, origin.replace("http:", "https:"), "http://other.example") },
    { weight: 1, arbitrary: fc.constantFrom("ftp://x", "http://user:pw@localhost", "http://[::1", "http://%zz", "mailto:a@b") },
  );

const header = (name: string, value: fc.Arbitrary<string>) => fc.option(value.map((v) => `${name}: ${v}`), { nil: undefined, freq: 2 });

/** One generated request for the site at `target`: anything at all, or a nearly valid one for a real endpoint. */
export function fuzzRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ weight: 3, arbitrary: anyRequest(target) }, { weight: 2, arbitrary: nearlyValidRequest(target) });
}

function anyRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const path = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PAGES) },
    { weight: 3, arbitrary: fc.constantFrom(...CONSOLE) },
    { weight: 4, arbitrary: fc.constantFrom(...API) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER) },
  );
  const method = fc.oneof({ weight: 5, arbitrary: fc.constantFrom("GET", "POST") }, { weight: 1, arbitrary: fc.constantFrom("HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE") });
  const body = fc.oneof(jsonBody, formBody(target), multipartBody, fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a).toString("latin1")));
  return fc
    .record({
      method,
      absolute: targetPrefix(target.origin),
      path,
      query,
      host: host(target.origin),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      body,
      huge: fc.oneof({ weight: 30, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(17 * 1024, 40 * 1024) }),
      encoding: fc.constantFrom("length", "length", "chunked", "chunked-broken"),
      cookie: header("Cookie", fc.constantFrom(target.adminCookie, `${target.adminCookie}; cw_vid=garbage`, "cw_vid=%", "cw_vid=" + "a".repeat(5000), "cw_admin=forged.value", "a=b; ; =; cw_vid=\u0001")),
      forwarded: header("X-Forwarded-For", fc.constantFrom("203.0.113.9", "unknown", "1.2.3.4, 5.6.7.8", "::1", "garbage!!", "")),
      origin: header("Origin", fc.constantFrom(target.origin, "http://evil.example", "null", "", "%%")),
      auth: header("Authorization", fc.constantFrom(`Bearer ${target.adminToken}`, "Bearer wrong-wrong-wrong", "Basic Zm9vOmJhcg==", "Bearer")),
    })
    .map((r) => {
      const text = r.huge ? r.body + "x".repeat(r.huge) : r.body;
      const bytes = Buffer.from(text.isWellFormed() ? text : text.toWellFormed(), text === r.body ? "utf8" : "utf8");
      const sendsBody = r.method !== "GET" && r.method !== "HEAD";
      const lines = [`${r.method} ${r.absolute}${r.path}${r.query} HTTP/1.1`, `Host: ${r.host}`];
      if (r.contentType) lines.push(`Content-Type: ${r.contentType}`);
      for (const h of [r.cookie, r.forwarded, r.origin, r.auth]) if (h !== undefined) lines.push(h);
      let payload = Buffer.alloc(0);
      if (sendsBody) {
        if (r.encoding === "length") {
          lines.push(`Content-Length: ${bytes.length}`);
          payload = bytes;
        } else {
          lines.push("Transfer-Encoding: chunked");
          const mid = Math.floor(bytes.length / 2);
          const chunk = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")]);
          payload =
            r.encoding === "chunked"
              ? Buffer.concat([chunk(bytes.subarray(0, mid)), chunk(bytes.subarray(mid)), Buffer.from("0\r\n\r\n")])
              : Buffer.concat([Buffer.from("zz\r\n"), bytes, Buffer.from("\r\n")]);
        }
      }
      return { head: lines.join("\r\n"), body: payload, label: `${r.method} ${r.absolute}${r.path}${r.query}`.slice(0, 120) };
    });
}

// Nearly valid requests: the right endpoint, method, headers and fields, with values from the
// nasty pool now and then, so the use cases and the database see hostile values, not only the
// refusals in front of them.

const sometimesNasty = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid.map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: rawJsonValue });
const email = fc.oneof(
  fc.emailAddress({ size: "small" }),
  fc.constantFrom("ana+tag@example.com", "A.N.A@gmail.com", "x@y.z", `${"a".repeat(250)}@example.com`),
  // One mailbox in many spellings (issue 26): its seat and confirmation floods share one budget.
  fc.nat({ max: 10_000 }).map((n) => `victim+${n}@example.org`),
  fc.nat({ max: 10_000 }).map((n) => `V.I.C.T.I.M+${n}@GMail.com`),
);
/** Webhook endpoints, including the IPv6 forms that carry an IPv4 address inside them (issue 26). */
const WEBHOOK_URLS = [
  "https://localhost/hook", "http://127.0.0.1/x", "http://[::1]/x", "ftp://x", "https://user:pw@localhost/",
  "http://[::127.0.0.1]/h", "http://[::ffff:0:7f00:1]/h", "http://[::ffff:127.0.0.1]/h", "http://[2002:7f00:1::]/h", "http://[64:ff9b::a9fe:a9fe]/h", "http://[fe80::1%25eth0]/h", "http://[::]/h",
];
const budget = fc.integer({ min: 1, max: 50 }).map((n) => n * 10);
const classSize = fc.integer({ min: 1, max: 25 });
const jsonText = (fields: Record<string, fc.Arbitrary<string>>) =>
  fc.record(fields, { requiredKeys: [] }).map((o) => objectText(o as Record<string, string>));
const formText = (fields: Record<string, fc.Arbitrary<string>>) =>
  fc.record(fields, { requiredKeys: [] }).map((o) => Object.entries(o).map(([k, v]) => `${k}=${encodeURIComponent((v as string).toWellFormed())}`).join("&"));
const text = fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 60 }) }, { weight: 1, arbitrary: nastyString });
/** A list to import (POST /api/admin/imports): a header that names the columns or does not, rows of any cells. */
const importCsv = (address: fc.Arbitrary<string>) => {
  const cell = fc.oneof(text, address, fc.constantFrom('=HYPERLINK("http://evil.example","x")', "launch newsletter", "course:1", "course:99999999999", "wish:1", "2025-01-01", "2025-02-30T10:00:00+08:00", "2999-01-01", '"', '"a""b"', "\u0000", "\r", ",", ""));
  const head = fc.constantFrom("email,name,signed_up_at,lists,consent,consent_at", "address,consent", "name,lists", "email,email", "", "\ufeffemail,consent", "EMAIL;NAME");
  return fc.tuple(head, fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 8 }), fc.constantFrom("\n", "\r\n", "\r")).map(([h, rows, eol]) => [h, ...rows.map((r) => r.join(","))].join(eol));
};

function nearlyValidRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const course = fc.constantFrom(...target.courseIds);
  const wish = fc.constantFrom(...target.wishIds, "AAAAAAAAAAAAAAAAAAAAAA", "x");
  const ref = fc.oneof(wish.map((id) => `w_${id}`), fc.constantFrom("c_black-holes-what-happens-beyond-the-event-horizon", "c_nope", "w_", "x", "p_AAAAAAAAAAAA", "p_", "p_AAAAAAAAAAAAA"));
  const json = (method: string, path: fc.Arbitrary<string>, body: fc.Arbitrary<string>, auth?: string) =>
    fc.tuple(path, body).map(([p, b]) => build(method, p, ["Content-Type: application/json", ...(auth ? [`Authorization: ${auth}`] : [])], b));
  const form = (path: fc.Arbitrary<string>, body: fc.Arbitrary<string>, extra: string[] = []) =>
    fc.tuple(path, body).map(([p, b]) => build("POST", p, ["Content-Type: application/x-www-form-urlencoded", `Origin: ${target.origin}`, ...extra], b));
  const bearer = `Bearer ${target.adminToken}`;
  const consoleHeaders = [`Cookie: ${target.adminCookie}`];
  const csrf = fc.oneof({ weight: 5, arbitrary: fc.constant(target.csrf) }, { weight: 1, arbitrary: fc.string() });
  return fc.oneof(
    json("POST", fc.constant("/api/find-course/"), jsonText({ search_id: sometimesNasty(fc.uuid()), concept: sometimesNasty(text), budget: sometimesNasty(budget), class_size: sometimesNasty(classSize) })),
    json("POST", fc.constant("/api/subscribe/"), jsonText({ email: sometimesNasty(email), source: sometimesNasty(fc.constantFrom("search", "course", "newsletter")), course_id: sometimesNasty(course), search_id: sometimesNasty(fc.uuid()), website: sometimesNasty(fc.constantFrom("", "bot")) })),
    json("POST", fc.constant("/api/interest/"), jsonText({ course_id: sometimesNasty(course) })),
    json("POST", fc.constant("/api/events"), jsonText({ event: sometimesNasty(fc.constantFrom("pageview", "search", "email", "register", "confirmed", "x")), path: sometimesNasty(text), referrer: sometimesNasty(text), utm_source: sometimesNasty(text), utm_campaign: sometimesNasty(text), screen: sometimesNasty(fc.constantFrom("mobile", "desktop", "tv")), entrance: fc.constantFrom("true", "false", '"yes"') })),
    json("POST", course.map((id) => `/api/admin/courses/${id}/open`), fc.constant(""), bearer),
    // A newsletter link's redirect: tokens made up, cut or altered (a real one is signed per message and link).
    fc.oneof(text, fc.constantFrom("x", "a.b", "1.0.aHR0cHM6Ly9ldmlsLmV4YW1wbGU.AAAA", "99999999999.0.aHR0cHM6Ly9hLmI.x", "%00", "..%2F..%2Fadmin", "")).map((tok) => build("GET", `/r/${encodeURIComponent(tok.toWellFormed())}`, [], "")),
    // An imported list: CSV whose header names the columns or not, cells of every kind (formulas,
    // quotes left open, NULs, impossible dates), a dry run or not; the rows-not-added downloads.
    fc.tuple(fc.constantFrom("/api/admin/imports", "/api/admin/imports?dry_run=true", "/api/admin/imports?dry_run=x", "/api/admin/imports/1/not-added.csv"), importCsv(email)).map(([p, b]) => build("POST", p, ["Content-Type: text/csv", `Authorization: ${bearer}`], b)),
    fc.constantFrom("/api/admin/imports/1/not-added.csv", "/api/admin/imports/x/not-added.csv", "/api/admin/imports/99999999999/not-added.csv", "/admin/imports/1/not-added.csv", "/admin/imports/x/not-added.csv").map((p) => build("GET", p, [`Authorization: ${bearer}`, ...consoleHeaders], "")),
    form(fc.constant("/admin/subscribers/import"), formText({ csrf, intent: fc.constantFrom("check", "import", ...INTENTS), dryRunId: fc.constantFrom("1", "0", "99999999999", "x", "") }), consoleHeaders),
    json("POST", course.map((id) => `/api/admin/courses/${id}/notify-askers`), fc.constantFrom("", '{"dry_run":true}', '{"dry_run":"yes"}', "[]"), bearer),
    json(
      "POST",
      fc.constant("/api/admin/newsletters"),
      jsonText({
        subject: sometimesNasty(text),
        markdown: sometimesNasty(text),
        segment: sometimesNasty(fc.oneof(fc.constantFrom("list:newsletter", "list:launch", "course:1", "course:99999999999", "category:Science", "category:\u0000", "source:x"), text)),
        send_at: sometimesNasty(fc.oneof(fc.constantFrom("2099-01-01T09:00:00+08:00", "2001-01-01T09:00:00Z", "2027-02-30T09:00:00Z", "2027-01-05T09:00"), text)),
      }),
      bearer,
    ),
    json("POST", fc.constantFrom("/api/admin/newsletters/1/cancel", "/api/admin/newsletters/0/cancel", "/api/admin/newsletters/99999999999/cancel"), fc.constant(""), bearer),
    // A launch wave: counts that are and are not whole positive numbers, times past and to come.
    json(
      "POST",
      fc.constant("/api/admin/launch/invitations"),
      jsonText({
        count: sometimesNasty(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(1_000_000, 1_000_001, 2 ** 31, 0.5))),
        through_place: sometimesNasty(fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom(1_000_001, 2 ** 31))),
        send_at: sometimesNasty(fc.oneof(fc.constantFrom("2099-01-01T09:00:00+08:00", "2001-01-01T09:00:00Z", "2027-02-30T09:00:00Z", "2027-01-05T09:00"), text)),
      }),
      bearer,
    ),
    // The launch's settings and one person, over the API: numbers and booleans that are and are not, addresses that are and are not.
    json(
      "POST",
      fc.constant("/api/admin/launch/settings"),
      jsonText({
        per_day: sometimesNasty(fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom(1_000_000, 1_000_001, 2 ** 31, 0.5))),
        invitation_days: sometimesNasty(fc.oneof(fc.integer({ min: -1, max: 400 }), fc.constantFrom(2 ** 31, 1.5))),
        refill: sometimesNasty(fc.constantFrom(true, false)),
      }),
      bearer,
    ),
    json(
      "POST",
      fc.constantFrom("/api/admin/launch/invite-one", "/api/admin/launch/holds", "/api/admin/launch/holds/release"),
      jsonText({ email: sometimesNasty(email), reason: sometimesNasty(fc.oneof(text, fc.constant("x".repeat(301)))), send_at: sometimesNasty(fc.constantFrom("2099-01-01T09:00:00+08:00", "2001-01-01T09:00:00Z", "x")) }),
      bearer,
    ),
    form(fc.constant("/admin/launch"), formText({ csrf, intent: fc.constantFrom("settings", ...INTENTS), per_day: fc.oneof(text, fc.constantFrom("0", "10", "-1", "1.5", "9".repeat(20), "")), days: fc.oneof(text, fc.constantFrom("1", "7", "0", "366", "")), refill: fc.constantFrom("on", "", "x") }), consoleHeaders),
    // A list's sequence steps: days, subjects and Markdown in and out of range, ids that are and are not steps.
    form(fc.constant("/admin/email/sequences"), formText({ csrf, intent: fc.constantFrom("save", "preview", "remove", ...INTENTS), list: fc.oneof(fc.constantFrom("launch", "newsletter", "course:1", ""), text), id: fc.constantFrom("1", "0", "99999999999", "x", ""), day: fc.oneof(text, fc.constantFrom("3", "0", "366", "-1", "2.5", "")), subject: fc.oneof(text, fc.constant("x".repeat(201))), markdown: text }), consoleHeaders),
    form(fc.constant("/admin/email/sent"), formText({ csrf, intent: fc.constantFrom(...INTENTS), per_person: fc.constantFrom("on", "off", "", "x") }), consoleHeaders),
    form(fc.constant("/admin/launch"), formText({ csrf, intent: fc.constantFrom("invite-one", "hold", "release", ...INTENTS), email, reason: fc.oneof(text, fc.constant("x".repeat(301))), subscriber_id: fc.constantFrom("1", "0", "99999999999", "x"), send_at: fc.oneof(fc.constantFrom("2099-01-01T09:00", "2001-01-01T09:00", ""), text) }), consoleHeaders),
    form(fc.constant("/admin/launch"), formText({ csrf, intent: fc.constantFrom("wave", "wave-preview", "everyone", "everyone-preview", ...INTENTS), count: fc.oneof(text, fc.constantFrom("0", "1", "-1", "2.5", "1000001", "9".repeat(20), " 3 ", "")), through: fc.oneof(text, fc.constantFrom("", "1", "0", "4", "1000001")), send_at: fc.oneof(fc.constantFrom("2099-01-01T09:00", "2001-01-01T09:00", "2027-02-30T09:00", ""), text) }), consoleHeaders),
    form(text.map((t) => `/invitation?token=${encodeURIComponent(t.toWellFormed())}`), formText({ intent: fc.constantFrom("accept", "continue", ...INTENTS) })),
    // The embeddable form's posts: the same fields as /search and /subscribe, under any list, course and origin; and its console setting.
    form(fc.constantFrom("/embed/wish", "/embed/wish?origin=https%3A%2F%2Fblog.example.org", "/embed/wish.data"), formText({ concept: text, budget: budget.map(String), class_size: classSize.map(String), intent: fc.constantFrom("email", ...INTENTS), email, website: fc.constantFrom("", "x") })),
    form(fc.tuple(fc.constantFrom("launch", "newsletter", "course", "x", ""), fc.constantFrom("black-holes-what-happens-beyond-the-event-horizon", "nope", "%00"), fc.constantFrom("https%3A%2F%2Fblog.example.org", "http%3A%2F%2Flocalhost%3A1", "x", "")).map(([l, c, o]) => `/embed/subscribe?list=${l}&course=${c}&origin=${o}`), formText({ email, website: fc.constantFrom("", "x"), intent: fc.constantFrom(...INTENTS) })),
    form(fc.constant("/admin/site"), formText({ csrf, intent: fc.constantFrom("embed-origins", ...INTENTS), embedOrigins: fc.oneof(text, fc.constantFrom("https://blog.example.org", "http://localhost:5173\nhttps://a.example", "http://a.example", "https://a.example/x", "https://*.example", "'none'", "https://a.example; script-src *", ""), fc.nat({ max: 30 }).map((n) => Array.from({ length: n }, (_, i) => `https://s${i}.example`).join("\n"))) }), consoleHeaders),
    form(fc.constantFrom("/search", "/"), formText({ concept: text, budget: budget.map(String), class_size: classSize.map(String), search_id: fc.uuid() })),
    form(fc.constantFrom("/subscribe", "/register", "/subscribe.data"), formText({ email, course_id: course.map(String), source: fc.constantFrom("search", "course", "newsletter"), intent: fc.constantFrom(...INTENTS), website: fc.constantFrom("", "x") })),
    form(fc.constantFrom("/admin/courses/new", ...target.courseIds.map((id) => `/admin/courses/${id}`)), formText({ csrf, intent: fc.constantFrom(...INTENTS), title: text, instructor: text, category: text, price: text, duration: text, description: text, rating: text, status: text, name: text, wish: fc.oneof(wish, text) }), consoleHeaders),
    form(fc.constantFrom("/admin/email", "/admin/subscribers", "/admin/subscribers/1", "/admin/email/sent", "/admin"), formText({ csrf, intent: fc.constantFrom(...INTENTS), subject: text, markdown: text, email: email, list: text, confirm: fc.constantFrom("yes", ""), messageId: text }), consoleHeaders),
    // The newsletter's audience and schedule, and cancelling a scheduled one.
    form(fc.constant("/admin/email"), formText({ csrf, intent: fc.constantFrom("send-preview", "send", "cancel-newsletter", ...INTENTS), subject: text, markdown: text, segment: fc.oneof(fc.constantFrom("list:newsletter", "list:launch", "course:1", "course:99999999999", "category:Science", "category:", "category:\u0000", "source:search", "source:x", ""), text), send_at: fc.oneof(fc.constantFrom("2099-01-01T09:00", "2001-01-01T09:00", "2027-02-30T09:00", ""), text), newsletterId: fc.constantFrom("1", "0", "99999999999", "x") }), consoleHeaders),
    form(fc.constant("/admin/referrals"), formText({ csrf, intent: fc.constantFrom("settings", ...INTENTS), referralBoost: fc.oneof(text, fc.constantFrom("0", "3", "-1", "1001", "1e3", "9".repeat(20))), socialProofMin: fc.oneof(text, fc.constantFrom("1", "0", "1000000", "1000001", " 5 ")) }), consoleHeaders),
    form(fc.constant("/admin/site"), formText({ csrf, intent: fc.constantFrom(...INTENTS), quote: text, author: text, title: text, company: text, removeAvatar: fc.constantFrom("1", ""), name: text, id: fc.constantFrom("1", "0", "99999999999", "x"), launchDate: fc.constantFrom("2027-10-15", "2027-02-30", "1999-01-01", "tomorrow") }), consoleHeaders),
    form(fc.constantFrom("/admin/webhooks", "/admin/webhooks/1"), formText({ csrf, intent: fc.constantFrom(...INTENTS), url: fc.constantFrom(...WEBHOOK_URLS), description: text, events: fc.constantFrom("search.recorded", "subscriber.confirmed", "nope"), deliveryId: fc.constantFrom("1", "0", "x") }), consoleHeaders),
    json("POST", fc.constant("/api/wishes/"), jsonText({ search_id: sometimesNasty(fc.uuid()) })),
    json("POST", wish.map((id) => `/api/wishes/${id}/join/`), jsonText({ budget: sometimesNasty(budget), class_size: sometimesNasty(classSize), ref: sometimesNasty(ref) })),
    json("POST", fc.constant("/api/subscribe/"), jsonText({ email: sometimesNasty(email), source: sometimesNasty(fc.constantFrom("wish", "newsletter")), wish_id: sometimesNasty(wish), ref: sometimesNasty(ref) })),
    json("POST", fc.constant("/api/find-course/"), jsonText({ search_id: sometimesNasty(fc.uuid()), concept: sometimesNasty(text), budget: sometimesNasty(budget), class_size: sometimesNasty(classSize), ref: sometimesNasty(ref) })),
    form(wish.map((id) => `/wishes/${id}`), formText({ intent: fc.constantFrom("join", "email", ...INTENTS), budget: budget.map(String), class_size: classSize.map(String), email, ref, website: fc.constantFrom("", "x") })),
    form(fc.constant("/search"), formText({ intent: fc.constantFrom("wish", "email"), search_id: fc.uuid(), ref })),
    form(fc.constant("/admin/wishes"), formText({ csrf, intent: fc.constantFrom("hide", "show", ...INTENTS), wish_id: fc.constantFrom("1", "0", "99999999999", "x") }), consoleHeaders),
    // The Demand page's corrections and a course's attach: concepts that exist or not, any text, any course.
    form(
      fc.constantFrom("/admin/demand", ...target.courseIds.map((id) => `/admin/courses/${id}`)),
      formText({ csrf, intent: fc.constantFrom("merge", "separate", "name", "attach", "undo", "take-in", "attach-concept", "leave-out", ...INTENTS), key: fc.oneof(text, fc.constantFrom("yoga", "black hole", "")), other: text, name: text, concept: text, course_id: fc.oneof(text, fc.constantFrom("1", "0", "99999999999")), id: fc.constantFrom("1", "0", "99999999999", "x"), concept_key: text }),
      consoleHeaders,
    ),
    form(fc.constant("/unsubscribe"), formText({ token: text, intent: fc.constantFrom(...INTENTS) })),
    form(fc.constant("/confirm"), formText({ token: text, intent: fc.constantFrom(...INTENTS) })),
    form(text.map((t) => `/referral?token=${encodeURIComponent(t.toWellFormed())}`), formText({ intent: fc.constantFrom(...INTENTS) })),
    form(fc.constantFrom(...COURSE_PAGES), formText({ intent: fc.constantFrom("reserve", ...INTENTS), email, website: fc.constantFrom("", "x") })),
    form(text.map((t) => `/seats?token=${encodeURIComponent(t.toWellFormed())}`), formText({ intent: fc.constantFrom("confirm", "ask-release", "release", ...INTENTS), time_zone: text })),
    form(fc.constantFrom(...target.courseIds.map((id) => `/admin/courses/${id}`)), formText({ csrf, intent: fc.constantFrom("release-seat", "save"), seat_id: text, classSize: text, startsAt: text, slug: text, joiningUrl: text }), consoleHeaders),
    // The preference centre: a genuine link (so leaving, joining and erasing are reached) or any text.
    form(
      fc.tuple(fc.constantFrom("/preferences", "/preferences/export"), fc.oneof(fc.constantFrom(...(target.preferenceTokens ?? ["x"])), text)).map(([p, t]) => `${p}?token=${encodeURIComponent(t.toWellFormed())}`),
      formText({ intent: fc.constantFrom("leave", "rejoin", "erase", ...INTENTS), list: fc.oneof(fc.constantFrom("launch", "newsletter", "course:1", "wish:1", "course:99999999999"), text), confirm: fc.constantFrom("yes", "", "no") }),
    ),
  );

  function build(method: string, path: string, headers: string[], body: string): FuzzRequest {
    const bytes = Buffer.from(body.toWellFormed());
    const head = [`${method} ${path} HTTP/1.1`, `Host: ${new URL(target.origin).host}`, ...headers, `Content-Length: ${bytes.length}`].join("\r\n");
    return { head, body: bytes, label: `${method} ${path} (nearly valid)` };
  }
}
