import { markdownToText, renderMarkdown } from "./markdown.ts";
import { MAIL_BRAND_COLOR } from "../../lib/schemas/mail-constants.ts";
import { askedClassSubject } from "../../lib/copy/asked-class.ts";

// Every message: an HTML part in the site's look (inline styles, as mail clients need) and a
// plain-text part, a visible unsubscribe link, and every inserted value escaped.

export type MessageContent =
  | {
      kind: "confirm";
      /** The address confirmed before: the message asks only about the new lists. */
      confirmed: boolean;
      /** What the link confirms (the requests pending when it was sent); empty: nothing to confirm. */
      pending: string[];
      /** What the address already hears about. */
      active: string[];
      confirmUrl: string;
    }
  | { kind: "course_opened"; courseId: number; courseTitle: string; courseUrl: string }
  /** To the people whose searches or registrations match a course; seatsOpen: the course has opened for seats (read at send time). */
  | { kind: "asked_class_open"; courseTitle: string; courseUrl: string; seatsOpen: boolean }
  /** A seat request's confirmation link (the page confirms it), and a seat freed for someone waiting. */
  | { kind: "seat_confirm"; courseTitle: string; seatUrl: string }
  | { kind: "seat_granted"; courseTitle: string; seatUrl: string }
  | { kind: "launch" }
  | { kind: "newsletter"; subject: string; markdown: string };

export type Links = { publicUrl: string; supportEmail: string; unsubscribeUrl: string };

export type RenderedMessage = { subject: string; html: string; text: string; listId?: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const BRAND = MAIL_BRAND_COLOR;

function button(href: string, label: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(href)}" style="background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;display:inline-block">${escapeHtml(label)}</a></p>`;
}

function layout(subject: string, bodyHtml: string, links: Links, reason: string): string {
  const host = new URL(links.publicUrl).host;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px">
<tr><td style="padding:24px 28px 0"><a href="${escapeHtml(links.publicUrl)}/" style="color:${BRAND};font-size:20px;font-weight:800;text-decoration:none">Classwish</a></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
</table>
<p style="max-width:560px;font-size:13px;line-height:1.5;color:#475569;margin:16px auto 0">${escapeHtml(reason)} We never share your address with third parties.<br>
<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#334155">Unsubscribe</a> · Questions? <a href="mailto:${escapeHtml(links.supportEmail)}" style="color:#334155">${escapeHtml(links.supportEmail)}</a> · ${escapeHtml(host)}</p>
</td></tr></table></body></html>`;
}

function textFooter(links: Links, reason: string): string {
  return `\n\n--\n${reason} We never share your address with third parties.\nUnsubscribe: ${links.unsubscribeUrl}\nQuestions? ${links.supportEmail}\n`;
}

export function renderMessage(content: MessageContent, links: Links): RenderedMessage {
  const host = new URL(links.publicUrl).hostname;
  switch (content.kind) {
    case "confirm":
      return renderConfirm(content, links);
    case "course_opened": {
      const subject = `Registration for “${content.courseTitle}” is open`;
      const reason = `You are receiving this because you registered interest in “${content.courseTitle}”.`;
      const lines = [
        `You asked us to tell you when “${content.courseTitle}” opens, and it now has.`,
        "The class has a limited number of seats, and they go in the order people confirm them, so reserve yours soon.",
        "If the class is full when you do, you join its waitlist, and we e-mail you as soon as a seat is yours.",
      ];
      const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(content.courseUrl, "Reserve a seat")}`;
      const text = `${subject}\n\n${lines.join("\n")}\n\nReserve a seat: ${content.courseUrl}`;
      return {
        subject,
        html: layout(subject, html, links, reason),
        text: text + textFooter(links, reason),
        listId: `Classwish course ${content.courseId} <course-${content.courseId}.${host}>`,
      };
    }
    case "seat_confirm":
    case "seat_granted":
      return renderSeat(content, links);
    case "asked_class_open":
      return renderAskedClassOpen(content, links);
    case "launch": {
      const subject = "Classwish is open: live classes start now";
      const reason = "You are receiving this because you asked to hear when Classwish launches.";
      const html = `<h1 style="font-size:22px;margin:16px 0 8px">We are live</h1>
<p>Classwish is now generally available: small live classes where every question matters and doubts are clarified on the spot.</p>
<p>Thank you for telling us what you want to learn — it shaped the first courses.</p>
${button(`${links.publicUrl}/`, "Find your class")}`;
      const text = `We are live\n\nClasswish is now generally available: small live classes where every question matters and doubts are clarified on the spot.\nThank you for telling us what you want to learn — it shaped the first courses.\n${links.publicUrl}/`;
      return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason), listId: `Classwish launch <launch.${host}>` };
    }
    case "newsletter": {
      const reason = "You are receiving this because you subscribed to the Classwish monthly newsletter.";
      return {
        subject: content.subject,
        html: layout(content.subject, renderMarkdown(content.markdown), links, reason),
        text: markdownToText(content.markdown) + textFooter(links, reason),
        listId: `Classwish newsletter <newsletter.${host}>`,
      };
    }
  }
}

/**
 * "A class you asked for is open": it names the course and says what the person can do on its page
 * now, which depends on whether seats are open yet. List mail: the launch list or the course's own
 * list is what allows it (see course-audience.ts), so it carries a List-Id of its own.
 */
function renderAskedClassOpen(c: Extract<MessageContent, { kind: "asked_class_open" }>, links: Links): RenderedMessage {
  const host = new URL(links.publicUrl).hostname;
  const subject = askedClassSubject(c.courseTitle);
  const reason = "You are receiving this because you told Classwish what you would like to learn and asked to hear when classes begin.";
  const lines = [
    `You told us what you would like to learn, and a class that matches it is now open on Classwish: “${c.courseTitle}”.`,
    c.seatsOpen
      ? "Its seats are open now. They go in the order people confirm them, so reserve yours soon; if the class is full by then, you can join its waitlist."
      : "It is taking registrations now. Its page has the schedule, the price and the class size, and you can leave your address there to hear the moment seats open.",
    "We write about each class once: if this one is not what you had in mind, there is nothing to do.",
  ];
  const label = c.seatsOpen ? "Reserve a seat" : "See the class";
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">A class you asked for is open</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.courseUrl, label)}`;
  const text = `A class you asked for is open\n\n${lines.join("\n")}\n\n${label}: ${c.courseUrl}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason), listId: `Classwish classes you asked for <asked.${host}>` };
}

/** A seat's two messages: confirm the request, or a seat freed for you. Transactional: no List-Id. */
function renderSeat(c: Extract<MessageContent, { kind: "seat_confirm" | "seat_granted" }>, links: Links): RenderedMessage {
  const reason = "You are receiving this because this address was entered to reserve a seat on Classwish.";
  const paragraph = (lines: string[]) => ({ html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n"), text: lines.join("\n") });
  const confirming = c.kind === "seat_confirm";
  const subject = confirming ? `Confirm your seat in “${c.courseTitle}”` : `A seat in “${c.courseTitle}” is yours`;
  const body = paragraph(
    confirming
      ? [
          `Someone — hopefully you — asked to reserve a seat in “${c.courseTitle}” with this address.`,
          "Press the button to confirm it. Seats go in the order people confirm them: if the class is full by then, you join its waitlist, and we e-mail you when a seat is yours.",
        ]
      : [
          `A seat in “${c.courseTitle}” has been freed, and as the first on its waitlist, it is now yours. You don't need to do anything to keep it.`,
          "If you can no longer come, release it from your seat's page so that the next person can have it.",
        ],
  );
  const label = confirming ? "Confirm my seat" : "See my seat";
  const after = confirming ? "The link works for 7 days. If you did not ask for this, ignore this message and nothing changes." : "";
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${body.html}
${button(c.seatUrl, label)}${after ? `\n<p style="font-size:14px;color:#475569">${escapeHtml(after)}</p>` : ""}`;
  const text = `${subject}\n\n${body.text}\n\n${label}: ${c.seatUrl}${after ? `\n\n${after}` : ""}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
}

const bullets = (items: string[]) => ({ html: `<ul>${items.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`, text: items.map((l) => `- ${l}`).join("\n") });

/**
 * Three cases, each saying exactly what the link does: a new address confirms itself and its lists;
 * a confirmed one confirms only the lists added; a request for lists it already has changes nothing
 * and asks nothing (but the mailbox still learns that someone asked).
 */
function renderConfirm(c: Extract<MessageContent, { kind: "confirm" }>, links: Links): RenderedMessage {
  const reason = "You are receiving this because this address was entered on Classwish.";
  const ignore = "If you did not ask for this, ignore this message and nothing changes.";
  if (c.pending.length === 0) {
    const subject = "You're already subscribed to Classwish";
    const lists = bullets(c.active.length > 0 ? c.active : ["nothing at the moment"]);
    const html = `<h1 style="font-size:22px;margin:16px 0 8px">Nothing to confirm</h1>
<p>Someone — hopefully you — asked Classwish to write to this address. It already hears from us about:</p>
${lists.html}
<p>Nothing has changed. ${escapeHtml(ignore)}</p>`;
    const text = `Nothing to confirm\n\nSomeone — hopefully you — asked Classwish to write to this address. It already hears from us about:\n${lists.text}\n\nNothing has changed. ${ignore}`;
    return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
  }
  const lists = bullets(c.pending);
  const many = c.pending.length > 1;
  const subject = c.confirmed ? `Confirm ${many ? "new lists" : "a new list"} for your Classwish e-mails` : "Confirm your Classwish subscription";
  const title = c.confirmed ? `Add ${many ? "these lists" : "this list"}?` : "Please confirm your e-mail";
  const intro = c.confirmed
    ? "Someone — hopefully you — asked Classwish to add this to what we write to you about:"
    : "Someone — hopefully you — asked Classwish to write to this address about:";
  const label = c.confirmed ? `Confirm ${many ? "these lists" : "this list"}` : "Confirm my subscription";
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${title}</h1>
<p>${escapeHtml(intro)}</p>
${lists.html}
<p>Press the button to confirm. Until you do, we send nothing about ${many ? "them" : "it"}.</p>
${button(c.confirmUrl, label)}
<p style="font-size:14px;color:#475569">The link works for 7 days. ${escapeHtml(ignore)}</p>`;
  const text = `${title}\n\n${intro}\n${lists.text}\n\nConfirm here (the link works for 7 days): ${c.confirmUrl}\n\n${ignore}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
}
