// Webhooks: what other systems can be told, and the limits of an endpoint. Shared by the console's
// forms, the use cases and the schema's checks.

/** The events an endpoint can ask for. */
export const WEBHOOK_EVENTS = [
  "subscriber.confirmed",
  "subscriber.unsubscribed",
  "subscriber.left_list",
  "interest.registered",
  "search.recorded",
  "seat.confirmed",
  "wish.created",
  "wish.joined",
  "demand.threshold_reached",
  "invitation.sent",
  "invitation.accepted",
  "invitation.expired",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The console's *Send test event*: sent to one endpoint on request, never asked for. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "subscriber.confirmed": "An address confirmed a list (subscriber.confirmed)",
  "subscriber.unsubscribed": "An address unsubscribed (subscriber.unsubscribed)",
  "subscriber.left_list": "An address left one list in its preference centre (subscriber.left_list)",
  "interest.registered": "A visitor registered interest in a course (interest.registered)",
  "search.recorded": "A visitor described a class (search.recorded)",
  "seat.confirmed": "A seat was confirmed: held, or a place on the waitlist (seat.confirmed)",
  "wish.created": "A visitor shared a search as a class wish (wish.created)",
  "wish.joined": "A visitor joined a class wish with Me too (wish.joined)",
  "demand.threshold_reached": "A group of the Demand page crossed the demand alert threshold, once per group and threshold (demand.threshold_reached)",
  "invitation.sent": "A launch wave invited a person, once per person (invitation.sent)",
  "invitation.accepted": "A person accepted their launch invitation, once (invitation.accepted)",
  "invitation.expired": "A launch invitation expired unaccepted, once (invitation.expired)",
};

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Failed deliveries in a row (each after all its attempts) that switch an endpoint off. */
export const DISABLE_AFTER_FAILURES = 5;
/** How long the secret before a rotation still signs too, so a receiver can switch without losing any. */
export const PREVIOUS_SECRET_HOURS = 24;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
