import { markdownToText, renderMarkdown } from "./markdown.ts";
import { MAIL_BRAND_COLOR } from "../../lib/schemas/mail-constants.ts";
import { askedClassSubject } from "../../lib/copy/asked-class.ts";
import { courseOpenedSubject } from "../../lib/schemas/course.ts";
import { coursesCopy } from "../../lib/copy/courses.ts";
import { seatMailCopy } from "../../lib/copy/seat-mail.ts";
import type { ReminderOffset } from "../../lib/schemas/mail-constants.ts";
import type { ScheduleText } from "../../lib/site/schedule.ts";

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
  /** full: its seats are all held by the time the notice goes (read at send time): its waitlist is what is offered. */
  | { kind: "course_opened"; courseId: number; courseTitle: string; courseUrl: string; full: boolean }
  /**
   * To the people whose searches or registrations match a course. offer: what its page offers now
   * (read at send time): seats, its waitlist (opened and full), or the class to register for.
   */
  | { kind: "asked_class_open"; courseTitle: string; courseUrl: string; offer: "seats" | "waitlist" | "class" }
  /** A seat request's confirmation link (the page confirms it); waitlist: the class is full, so the click joins its waitlist. */
  | { kind: "seat_confirm"; courseTitle: string; seatUrl: string; waitlist: boolean }
  /** To a seat's holder: a seat freed for them, the receipt, a reminder (SeatHolderMail). */
  | SeatHolderMail
  | { kind: "launch" }
  /**
   * After a person confirms the launch list or the newsletter (once per list, ever): what they will
   * hear, their own link to share, their referral page, and (launch list) their place.
   */
  | { kind: "welcome"; list: "launch" | "newsletter"; shareLink: string; referralPageUrl: string; place: number | null }
  /** A wave's invitation: the person's link, their place when invited, and until when it is open (Singapore time, written out). */
  | { kind: "invitation"; invitationUrl: string; place: number; expires: string }
  /** audience: the list its segment is drawn from (a category's or a source's readers are the newsletter list's). */
  | { kind: "newsletter"; subject: string; markdown: string; audience: NewsletterAudience }
  /** A step of a list's sequence (after its welcome): written like a newsletter, sent as that list's mail. */
  | { kind: "sequence"; list: "launch" | "newsletter"; subject: string; markdown: string }
  /** To the operator's own address: a group of the Demand page crossed the threshold set in the console. */
  | DemandAlertMail
  /** To an operator: their console account locked after too many wrong passwords in a row, until when (console time). */
  | AccountLockedMail
  /** To an operator: an owner's invitation to the console, or the password reset they asked for (links/operators). */
  | OperatorLinkMail
  /** To an operator: how they sign in changed (a new password, two-factor on or off), and when. */
  | AccountNoticeMail;

export type AccountNoticeMail = { kind: "account_notice"; what: string; at: string; accountUrl: string };
export type AccountLockedMail = { kind: "account_locked"; until: string; signInUrl: string };
export type OperatorLinkMail = { kind: "operator_invitation"; url: string; expires: string; role: string } | { kind: "password_reset"; url: string; expires: string };

/** A demand alert: the group (its words, its other members'), its people and searches in the window, and the threshold it crossed. */
export type DemandAlertMail = {
  kind: "demand_alert";
  concept: string;
  members: string[];
  people: number;
  searches: number;
  threshold: number;
  windowDays: number;
  demandUrl: string;
};

/** Whom a newsletter went to, as its footer gives the reason and its List-Id names the list. */
export type NewsletterAudience = { list: "newsletter" } | { list: "launch" } | { list: "course"; courseId: number; courseTitle: string };

/**
 * What a seat holder's messages show: the schedule in Singapore time and (when their browser told
 * us) their own zone, add-to-calendar links, and the class's joining link, which only they get.
 */
export type SeatHolderMail = {
  kind: "seat_granted" | "seat_receipt" | "seat_reminder" | "seat_rescheduled";
  courseTitle: string;
  seatUrl: string;
  schedule: SeatSchedule | null;
  joiningUrl: string | null;
  /** A reminder's: how long before the first session. */
  offset?: ReminderOffset;
};
export type SeatSchedule = {
  singapore: ScheduleText;
  local?: { zone: string; text: ScheduleText };
  googleUrl: string;
  outlookUrl: string;
};

// The lists' own words, shared by every message a list receives.
const LAUNCH_REASON = "You are receiving this because you asked to hear when Classwish launches.";
const courseListReason = (title: string) => `You are receiving this because you asked to hear about “${title}”.`;
const courseListId = (courseId: number, host: string) => `Classwish course ${courseId} <course-${courseId}.${host}>`;

/** preferencesUrl: the preference centre (each list on its own, the data, erasing), beside Unsubscribe in every footer. */
export type Links = {
  publicUrl: string;
  supportEmail: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** A newsletter's links in its HTML part go through this first-party redirect (counted per campaign), by their place in the letter. */
  track?: (url: string, link: number) => string;
};

/** A letter's counted links: its http(s) hrefs, numbered by their place (trackedLinks and letterLinks read the same ones). */
const COUNTED_HREF = /href="(https?:\/\/[^"]*)"/gi;

/** The letter's http(s) links through `track` (markdown-it has escaped each href: read it back, write the new one escaped). */
function trackedLinks(html: string, track: Links["track"]): string {
  if (!track) return html;
  let link = 0;
  return html.replace(COUNTED_HREF, (_all, href: string) => `href="${escapeHtml(track(unescapeHref(href), link++))}"`);
}
/** The addresses of a letter's counted links, by their place (what trackedLinks numbers them by): the campaign page names each. */
export const letterLinks = (markdown: string): string[] => [...renderMarkdown(markdown).matchAll(COUNTED_HREF)].map((m) => unescapeHref(m[1]!));
const unescapeHref = (href: string) => href.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

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
<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#334155">Unsubscribe</a> · <a href="${escapeHtml(links.preferencesUrl)}" style="color:#334155">Manage your e-mail preferences</a> · Questions? <a href="mailto:${escapeHtml(links.supportEmail)}" style="color:#334155">${escapeHtml(links.supportEmail)}</a> · ${escapeHtml(host)}</p>
</td></tr></table></body></html>`;
}

function textFooter(links: Links, reason: string): string {
  return `\n\n--\n${reason} We never share your address with third parties.\nUnsubscribe: ${links.unsubscribeUrl}\nManage your e-mail preferences: ${links.preferencesUrl}\nQuestions? ${links.supportEmail}\n`;
}

export function renderMessage(content: MessageContent, links: Links): RenderedMessage {
  const host = new URL(links.publicUrl).hostname;
  switch (content.kind) {
    case "confirm":
      return renderConfirm(content, links);
    case "course_opened": {
      const subject = courseOpenedSubject(content.courseTitle);
      const reason = courseListReason(content.courseTitle);
      const lines = content.full
        ? [
            `You asked us to tell you when “${content.courseTitle}” opens for seats. It has, and its seats are all taken already.`,
            "Join its waitlist: when a seat is released it goes to the first person waiting, and we e-mail you as soon as a seat is yours.",
          ]
        : [
            `You asked us to tell you when “${content.courseTitle}” opens for seats, and it now is.`,
            "The class has a limited number of seats, and they go in the order people confirm them, so reserve yours soon.",
            "If the class is full when you do, you join its waitlist, and we e-mail you as soon as a seat is yours.",
          ];
      const label = content.full ? coursesCopy.joinWaitlist : coursesCopy.reserve;
      const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(content.courseUrl, label)}`;
      const text = `${subject}\n\n${lines.join("\n")}\n\n${label}: ${content.courseUrl}`;
      return {
        subject,
        html: layout(subject, html, links, reason),
        text: text + textFooter(links, reason),
        listId: courseListId(content.courseId, host),
      };
    }
    case "seat_confirm":
    case "seat_granted":
    case "seat_receipt":
    case "seat_reminder":
    case "seat_rescheduled":
      return renderSeat(content, links);
    case "asked_class_open":
      return renderAskedClassOpen(content, links);
    case "demand_alert":
      return renderDemandAlert(content, links);
    case "account_locked":
      return renderAccountLocked(content, links);
    case "operator_invitation":
    case "password_reset":
      return renderOperatorLink(content, links);
    case "account_notice":
      return renderAccountNotice(content, links);
    case "invitation":
      return renderInvitation(content, links);
    case "launch": {
      const subject = "Classwish is open: live classes start now";
      const reason = LAUNCH_REASON;
      const html = `<h1 style="font-size:22px;margin:16px 0 8px">We are live</h1>
<p>Classwish is now generally available: small live classes where every question matters and doubts are clarified on the spot.</p>
<p>Thank you for telling us what you want to learn — it shaped the first courses.</p>
${button(`${links.publicUrl}/`, "Find your class")}`;
      const text = `We are live\n\nClasswish is now generally available: small live classes where every question matters and doubts are clarified on the spot.\nThank you for telling us what you want to learn — it shaped the first courses.\n${links.publicUrl}/`;
      return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason), listId: `Classwish launch <launch.${host}>` };
    }
    case "welcome": {
      const launch = content.list === "launch";
      const subject = launch ? "You are on the Classwish launch list" : "Welcome to the Classwish newsletter";
      const reason = launch ? LAUNCH_REASON : "You are receiving this because you subscribed to the Classwish monthly newsletter.";
      const what = launch
        ? "We will write when Classwish launches, and when it is your turn to come in: the list is let in by place."
        : "Once a month: the new courses, the classes people are asking for, and what we learned running them.";
      const place = launch && content.place !== null ? `You are number ${content.place} on the launch list. Each friend who confirms through your link moves you up.` : "";
      const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(what)}</p>${place ? `\n<p>${escapeHtml(place)}</p>` : ""}
<p>Know someone who would like small live classes? Share your own link:<br><a href="${escapeHtml(content.shareLink)}">${escapeHtml(content.shareLink)}</a></p>
${button(content.referralPageUrl, "See your referrals")}`;
      const text = `${subject}\n\n${what}\n${place ? `${place}\n` : ""}\nShare your own link: ${content.shareLink}\nYour referrals: ${content.referralPageUrl}\n`;
      return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason), listId: launch ? `Classwish launch <launch.${host}>` : `Classwish newsletter <newsletter.${host}>` };
    }
    case "sequence":
      return renderMessage({ kind: "newsletter", subject: content.subject, markdown: content.markdown, audience: { list: content.list } }, links);
    case "newsletter": {
      // The reason and the list are the segment's: a launch-list reader never subscribed to the newsletter.
      const a = content.audience;
      const [reason, listId] =
        a.list === "launch"
          ? [LAUNCH_REASON, `Classwish launch <launch.${host}>`]
          : a.list === "course"
            ? [courseListReason(a.courseTitle), courseListId(a.courseId, host)]
            : ["You are receiving this because you subscribed to the Classwish monthly newsletter.", `Classwish newsletter <newsletter.${host}>`];
      return {
        subject: content.subject,
        html: layout(content.subject, trackedLinks(renderMarkdown(content.markdown), links.track), links, reason),
        text: markdownToText(content.markdown) + textFooter(links, reason),
        listId,
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
  // Its readers are on the launch list, the course's list or a class wish's list: the reason fits all three.
  const reason = "You are receiving this because you told Classwish what you would like to learn and asked to hear from us.";
  const lines = [
    `You told us what you would like to learn, and a class that matches it is now open on Classwish: “${c.courseTitle}”.`,
    c.offer === "seats"
      ? "Its seats are open now. They go in the order people confirm them, so reserve yours soon; if the class is full by then, you can join its waitlist."
      : c.offer === "waitlist"
        ? "Its seats are all taken already, but you can join its waitlist: when a seat is released it goes to the first person waiting, and we e-mail them at once."
        : "It is taking registrations now. Its page has the schedule, the price and the class size, and you can leave your address there to hear the moment seats open.",
    "We write about each class once: if this one is not what you had in mind, there is nothing to do.",
  ];
  const label = c.offer === "seats" ? coursesCopy.reserve : c.offer === "waitlist" ? coursesCopy.joinWaitlist : "See the class";
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">A class you asked for is open</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.courseUrl, label)}`;
  const text = `A class you asked for is open\n\n${lines.join("\n")}\n\n${label}: ${c.courseUrl}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason), listId: `Classwish classes you asked for <asked.${host}>` };
}

/** The operator's demand alert. Not list mail: no List-Id; its footer links go to the console, where alerts are switched off. */
/** A launch wave's invitation: list mail to the launch list (its List-Id), with the person's own link. */
function renderInvitation(c: Extract<MessageContent, { kind: "invitation" }>, links: Links): RenderedMessage {
  const host = new URL(links.publicUrl).hostname;
  const subject = "Your invitation to Classwish is here";
  const lines = [
    `You asked to hear when Classwish launches. Your turn has come: you were number ${c.place} on the launch list, and your place is open now.`,
    `Accept the invitation to start using Classwish. The invitation is yours alone and stays open until ${c.expires}.`,
  ];
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.invitationUrl, "See your invitation")}`;
  const text = `${subject}\n\n${lines.join("\n")}\n\nSee your invitation: ${c.invitationUrl}`;
  return { subject, html: layout(subject, html, links, LAUNCH_REASON), text: text + textFooter(links, LAUNCH_REASON), listId: `Classwish launch <launch.${host}>` };
}

function renderDemandAlert(c: DemandAlertMail, links: Links): RenderedMessage {
  const days = c.windowDays === 1 ? "day" : `${c.windowDays} days`;
  const subject = `Demand alert: “${c.concept}” — ${c.people} ${c.people === 1 ? "person" : "people"} in ${c.windowDays === 1 ? "a day" : days}`;
  const reason = "You are receiving this because this address was entered under Demand alerts on the Classwish console's Overview, where alerts are changed or switched off.";
  const lines = [
    `${c.people} ${c.people === 1 ? "person has" : "different people have"} asked for “${c.concept}” in the last ${days} (${c.searches} ${c.searches === 1 ? "search" : "searches"}), past your threshold of ${c.threshold}.`,
    ...(c.members.length > 0 ? [`Also asked as: ${c.members.map((m) => `“${m}”`).join(", ")}.`] : []),
    "This group is not alerted again for this threshold, however many more people ask.",
  ];
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(`“${c.concept}” crossed your demand threshold`)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.demandUrl, "See the Demand page")}`;
  const text = `“${c.concept}” crossed your demand threshold\n\n${lines.join("\n")}\n\nSee the Demand page: ${c.demandUrl}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
}

/** An operator's sign-in locked: by whom is unknown, so it says what happened, until when, and what to do either way. */
function renderAccountLocked(c: AccountLockedMail, links: Links): RenderedMessage {
  const subject = "Your Classwish console account is locked for now";
  const reason = "You are receiving this because this address has an account on the Classwish operator console.";
  const lines = [
    "Too many wrong passwords in a row were tried for your console account, from one address or many.",
    `Nobody can sign in to it, you included, until ${c.until}; each further wrong password after that doubles the wait. The password itself was not guessed.`,
    "If this was you, wait, or ask an owner of the console to unlock your account. If it was not you, tell an owner: nothing else needs doing.",
  ];
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.signInUrl, "The console's sign-in page")}`;
  const text = `${subject}\n\n${lines.join("\n")}\n\nSign in: ${c.signInUrl}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
}

/** An invitation to the console or a password reset: the link, what it does, until when it works. */
function renderOperatorLink(c: OperatorLinkMail, links: Links): RenderedMessage {
  const invitation = c.kind === "operator_invitation";
  const subject = invitation ? "You are invited to the Classwish console" : "Reset your Classwish console password";
  const reason = invitation ? "You are receiving this because an owner of the Classwish console invited this address." : "You are receiving this because a password reset was asked for this address's Classwish console account.";
  const lines = invitation
    ? [`An owner of the Classwish operator console invited you to join its team as ${c.role === "owner" ? "an owner" : `an ${c.role === "editor" ? "editor" : "viewer"}`}.`, `Open the link to choose your password; it works once, until ${c.expires}.`]
    : [`Open the link to choose a new password; it works once, until ${c.expires}. Every browser signed in to your account is signed out.`, "If you did not ask for this, ignore this message: your password stays as it is."];
  const action = invitation ? "Choose your password" : "Choose a new password";
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.url, action)}`;
  const text = `${subject}\n\n${lines.join("\n")}\n\n${action}: ${c.url}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
}

/** A change to how an operator signs in: what and when, and what to do if it was not them. */
function renderAccountNotice(c: AccountNoticeMail, links: Links): RenderedMessage {
  const subject = "Your Classwish console account changed";
  const reason = "You are receiving this because this address has an account on the Classwish operator console.";
  const lines = [`${c.what} (${c.at})`, "If this was you, nothing needs doing. If it was not, tell an owner of the console at once: they can disable the account and end its sessions."];
  const html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${button(c.accountUrl, "Your account")}`;
  const text = `${subject}\n\n${lines.join("\n")}\n\nYour account: ${c.accountUrl}`;
  return { subject, html: layout(subject, html, links, reason), text: text + textFooter(links, reason) };
}

/** The seat's messages. Transactional: no List-Id. Every one says that reserving is free and what comes next. */
function renderSeat(c: Extract<MessageContent, { kind: "seat_confirm" }> | SeatHolderMail, links: Links): RenderedMessage {
  const copy = seatMailCopy;
  const reason = copy.reason;
  const m = c.kind === "seat_confirm" ? copy.confirm(c.courseTitle, c.waitlist) : c.kind === "seat_granted" ? copy.granted(c.courseTitle) : c.kind === "seat_receipt" ? copy.receipt(c.courseTitle) : c.kind === "seat_rescheduled" ? copy.rescheduled(c.courseTitle) : copy.reminder(c.courseTitle, c.offset ?? "24h", c.joiningUrl !== null);
  const paragraphs = [...m.lines, copy.free, m.next];
  let html = `<h1 style="font-size:22px;margin:16px 0 8px">${escapeHtml(m.subject)}</h1>\n${paragraphs.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}`;
  let text = `${m.subject}\n\n${paragraphs.join("\n")}`;
  if (c.kind !== "seat_confirm") {
    const block = scheduleBlock(c);
    html += block.html;
    text += block.text;
  }
  html += button(c.seatUrl, m.button);
  text += `\n\n${m.button}: ${c.seatUrl}`;
  if (m.after) {
    html += `\n<p style="font-size:14px;color:#475569">${escapeHtml(m.after)}</p>`;
    text += `\n\n${m.after}`;
  }
  return { subject: m.subject, html: layout(m.subject, html, links, reason), text: text + textFooter(links, reason) };
}

/** When the class meets (both zones), the calendar links, and the joining link. */
function scheduleBlock(c: SeatHolderMail): { html: string; text: string } {
  const copy = seatMailCopy;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${BRAND}">${escapeHtml(label)}</a>`;
  const lines: Array<{ html: string; text: string }> = [];
  if (c.schedule) {
    const { singapore, local } = c.schedule;
    lines.push({ html: `<strong>${escapeHtml(copy.firstClass)}:</strong> ${escapeHtml(copy.inSingapore(singapore.firstClass))}`, text: `${copy.firstClass}: ${copy.inSingapore(singapore.firstClass)}` });
    if (local) lines.push({ html: escapeHtml(copy.inZone(local.text.firstClass, local.zone)), text: copy.inZone(local.text.firstClass, local.zone) });
    lines.push({ html: `<strong>${escapeHtml(copy.weekly)}:</strong> ${escapeHtml(copy.inSingapore(singapore.weekly))}`, text: `${copy.weekly}: ${copy.inSingapore(singapore.weekly)}` });
    if (local) lines.push({ html: escapeHtml(copy.inZone(local.text.weekly, local.zone)), text: copy.inZone(local.text.weekly, local.zone) });
    lines.push({
      html: `${escapeHtml(copy.addToCalendar)}: ${link(c.schedule.googleUrl, copy.google)} · ${link(c.schedule.outlookUrl, copy.outlook)} · ${escapeHtml(copy.attached)}`,
      text: `${copy.addToCalendar}:\n  ${copy.google}: ${c.schedule.googleUrl}\n  ${copy.outlook}: ${c.schedule.outlookUrl}\n  ${copy.attached}`,
    });
  } else {
    lines.push({ html: escapeHtml(copy.notAnnounced), text: copy.notAnnounced });
  }
  lines.push(
    c.joiningUrl
      ? { html: `<strong>${escapeHtml(copy.joiningLink)}:</strong> ${link(c.joiningUrl, c.joiningUrl)}`, text: `${copy.joiningLink}: ${c.joiningUrl}` }
      : { html: escapeHtml(copy.joiningLater), text: copy.joiningLater },
  );
  return {
    html: `\n<div style="margin:20px 0;padding:14px 16px;border:1px solid #e2e8f0;border-radius:10px;background:#f8fafc">${lines.map((l) => `<p style="margin:6px 0">${l.html}</p>`).join("")}</div>`,
    text: `\n\n${lines.map((l) => l.text).join("\n")}`,
  };
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
