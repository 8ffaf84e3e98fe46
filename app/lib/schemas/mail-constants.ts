// Shared by the schema, the mail worker and the operator console.
/** asked_class_open: "A class you asked for is open", to the people whose searches or registrations match a course. */
export const MESSAGE_KINDS = ["confirm", "course_opened", "launch", "newsletter", "seat_confirm", "seat_granted", "asked_class_open"] as const;
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "retrying", "failed", "dropped"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Messages about a seat the person asked for (its confirmation link, a seat freed for them): they
 * answer the person's own request, so they go out whatever their list subscriptions (unless the
 * address bounced), as a list confirmation does.
 */
export const TRANSACTIONAL_KINDS: ReadonlySet<MessageKind> = new Set(["confirm", "seat_confirm", "seat_granted"]);

/** A queued message this long past its send time is overdue: the workers are behind or stopped. */
export const OVERDUE_AFTER_MINUTES = 15;

/**
 * List-bombing guard: confirmation messages one address may receive, at most `count` in any `ms`
 * (one per 10 minutes, three a day). The longest window last.
 */
export const CONFIRMATION_LIMITS = {
  windows: [
    { count: 1, ms: 10 * 60_000 },
    { count: 3, ms: 24 * 3600_000 },
  ],
} as const;

/** The site's brand colour (brand-700) as messages spell it: mail clients ignore stylesheets, so it goes in style attributes. */
export const MAIL_BRAND_COLOR = "#4338ca";
