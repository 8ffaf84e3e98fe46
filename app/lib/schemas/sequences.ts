// A list's sequence: the messages after its welcome, each a number of days after the person joined.

/** The lists a sequence is written for (the lists with a welcome). */
export const SEQUENCE_LISTS = ["launch", "newsletter"] as const;
export type SequenceList = (typeof SEQUENCE_LISTS)[number];
export const isSequenceList = (list: string): list is SequenceList => (SEQUENCE_LISTS as readonly string[]).includes(list);

/** A step goes 1 to 365 days after the person joined the list. */
export const SEQUENCE_DAY_MIN = 1;
export const SEQUENCE_DAY_MAX = 365;
/** A step whose time passed while no worker ran is still sent this many days late, not later. */
export const SEQUENCE_CATCH_UP_DAYS = 7;
/** A short sequence: more steps than this is a newsletter's job. */
export const SEQUENCE_STEPS_MAX = 10;
