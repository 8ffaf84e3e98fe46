// Seats in an opened course: the states a seat goes through (the database's check reads these).

/** pending: asked for, waiting for the mailbox's click; held: a seat; waiting: on the waitlist; released: given up. */
export const SEAT_STATES = ["pending", "held", "waiting", "released"] as const;
export type SeatState = (typeof SEAT_STATES)[number];
