// Shared by the schema, the mail worker and the operator console.
export const MESSAGE_KINDS = ["confirm", "course_opened", "launch", "newsletter"] as const;
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "retrying", "failed", "dropped"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** List-bombing guard: confirmation messages one address may receive. */
export const CONFIRMATION_LIMITS = { perTenMinutes: 1, perDay: 3 } as const;
