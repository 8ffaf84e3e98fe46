// Shared by the schema, the mail worker and the operator console.
/** asked_class_open: "A class you asked for is open", to the people whose searches or registrations match a course. */
/**
 * seat_receipt: a held seat's schedule, calendar file and joining link; seat_reminder: 24 h and 1 h
 * before the first session; seat_rescheduled: the operator set or changed the class's time after
 * the holder was told another (the new schedule and a calendar file that replaces the old event).
 */
/** invitation: a wave's personal invitation to the service (app/.server/launch/), list mail to the launch list. */
export const MESSAGE_KINDS = ["confirm", "course_opened", "launch", "newsletter", "seat_confirm", "seat_granted", "asked_class_open", "seat_receipt", "seat_reminder", "seat_rescheduled", "demand_alert", "invitation", "welcome", "sequence", "account_locked", "operator_invitation", "password_reset", "account_notice"] as const;
/** paused: a newsletter or announcement message held while its campaign is paused (bounce or complaint rate); Resume queues it again. */
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "retrying", "failed", "dropped", "paused"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Messages about a seat the person asked for (its confirmation link, a seat freed for them): they
 * answer the person's own request, so they go out whatever their list subscriptions (unless the
 * address bounced), as a list confirmation does. So does a demand alert: the operator's own
 * address, entered in the console, for the operator's own request; and an operator's account mail
 * (their account locked, an owner's invitation, the reset they asked for, a change to how they sign in).
 */
export const TRANSACTIONAL_KINDS: ReadonlySet<MessageKind> = new Set(["confirm", "seat_confirm", "seat_granted", "seat_receipt", "seat_reminder", "seat_rescheduled", "demand_alert", "account_locked", "operator_invitation", "password_reset", "account_notice"]);

/**
 * Messages to a seat's holder about the class (the seat freed for them, the receipt, the reminders, a new time):
 * true only while the seat is held. A seat is not a list: an unsubscribe leaves them (its page offers
 * to release the seat). They carry the class's joining link, which no one else gets.
 */
export const SEAT_HOLDER_KINDS: ReadonlySet<MessageKind> = new Set(["seat_granted", "seat_receipt", "seat_reminder", "seat_rescheduled"]);

/** Reminders before the first session: how long before, as a reminder's payload names it. */
export const REMINDER_OFFSETS = { "24h": 24 * 3600_000, "1h": 3600_000 } as const;
export type ReminderOffset = keyof typeof REMINDER_OFFSETS;

/** A queued message this long past its send time is overdue: the workers are behind or stopped. */
export const OVERDUE_AFTER_MINUTES = 15;

/**
 * List-bombing guard: the messages a stranger can cause (a list's confirmation, a seat's) that one
 * mailbox may receive, at most `count` in any `ms`: two within 10 minutes (a person's own two
 * actions a minute apart, a course and then the newsletter, never wait) and three a day. The
 * longest window last.
 */
export const CONFIRMATION_LIMITS = {
  windows: [
    { count: 2, ms: 10 * 60_000 },
    { count: 3, ms: 24 * 3600_000 },
  ],
} as const;

/** The site's brand colour (brand-700) as messages spell it: mail clients ignore stylesheets, so it goes in style attributes. */
export const MAIL_BRAND_COLOR = "#4338ca";

/** What a relay or a receiving server said about a message: a bounce for good, one that may pass later, or a spam complaint. */
export const MAIL_EVENT_KINDS = ["hard_bounce", "soft_bounce", "complaint"] as const;
export type MailEventKind = (typeof MAIL_EVENT_KINDS)[number];
/** Where a bounce or complaint came from: the SMTP reply at send time, a relay's webhook, or a delivery status notification in the bounce mailbox. */
export const MAIL_EVENT_SOURCES = ["smtp", "ses", "postmark", "sendgrid", "mailgun", "dsn"] as const;
export type MailEventSource = (typeof MAIL_EVENT_SOURCES)[number];
/** Why an address gets no mail: it bounced for good, soft-bounced too often, or its owner complained. */
export const SUPPRESSION_REASONS = ["hard_bounce", "soft_bounces", "complaint"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Gmail's and Yahoo's bulk-sender limits for spam complaints: stay under 0.3 %, better under 0.1 %. */
export const COMPLAINT_RATE_LIMIT_PERCENT = 0.3;
export const COMPLAINT_RATE_TARGET_PERCENT = 0.1;
