import type { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";
import { countSequenceSteps, findSequenceStep, insertDueSequenceMessages, insertSequenceStep, removeSequenceStep, sequenceStepById, updateSequenceStep } from "../db/sequences.ts";
import { memberships } from "../db/subscriptions.ts";
import type { Logger } from "../logger.ts";
import { startMinuteJob } from "../mail/minute-job.ts";
import type { MessageContent } from "../mail/templates.ts";
import type { Services } from "../services.ts";
import { newsletterSchema, firstError } from "../../lib/schemas/requests.ts";
import { isSequenceList, SEQUENCE_DAY_MAX, SEQUENCE_DAY_MIN, SEQUENCE_STEPS_MAX, type SequenceList } from "../../lib/schemas/sequences.ts";

// A list's sequence: after the welcome, a few messages the operator writes (day 3, day 7 …), each
// once per person (dedupe key sequence:<step>:<person>). A job every minute queues the steps that
// have come due (decisions/sequences.md): nothing is scheduled ahead, so a step added, moved or
// removed later needs nothing rescheduled, and the dedupe key makes a second run, a second
// instance or a restart queue nothing twice. What a step says is read when it is sent.

export const SEQUENCE_QUEUE = "sequence-steps";

export type StepInput = { list: string; day: string; subject: string; markdown: string };
export type StepChecked = { ok: true; list: SequenceList; day: number; subject: string; markdown: string } | { ok: false; error: string };

/** A step as the console's form sends it: its list, a whole number of days, a subject and Markdown like a newsletter's. */
export function readStep(input: StepInput): StepChecked {
  if (!isSequenceList(input.list)) return { ok: false, error: "Choose the launch list or the newsletter." };
  const day = /^\d{1,3}$/.test(input.day.trim()) ? Number(input.day.trim()) : NaN;
  if (!(day >= SEQUENCE_DAY_MIN && day <= SEQUENCE_DAY_MAX)) return { ok: false, error: `Day: a whole number of days after joining, ${SEQUENCE_DAY_MIN} to ${SEQUENCE_DAY_MAX}.` };
  const text = newsletterSchema.safeParse({ subject: input.subject, markdown: input.markdown });
  if (!text.success) return { ok: false, error: firstError(text.error) };
  return { ok: true, list: input.list, day, ...text.data };
}

export type StepOutcome = { kind: "saved"; id: number } | { kind: "invalid"; error: string } | { kind: "not-found" } | { kind: "full" };

/** Adds a step to its list (at most SEQUENCE_STEPS_MAX a list). */
export async function addStep(s: Pick<Services, "db">, input: StepInput): Promise<StepOutcome> {
  const step = readStep(input);
  if (!step.ok) return { kind: "invalid", error: step.error };
  return s.db.transaction(async (tx) => {
    if ((await countSequenceSteps(tx, step.list)) >= SEQUENCE_STEPS_MAX) return { kind: "full" };
    return { kind: "saved", id: await insertSequenceStep(tx, step) };
  });
}

/** A step's new day, subject or text: its messages not sent yet say the new text; nobody gets it twice (same step, same key). */
export async function editStep(s: Pick<Services, "db">, id: number, input: Omit<StepInput, "list">): Promise<StepOutcome> {
  const existing = await findSequenceStep(s.db, id);
  if (!existing) return { kind: "not-found" };
  const step = readStep({ ...input, list: existing.list });
  if (!step.ok) return { kind: "invalid", error: step.error };
  return (await updateSequenceStep(s.db, id, { day: step.day, subject: step.subject, markdown: step.markdown })) ? { kind: "saved", id } : { kind: "not-found" };
}

/** Removes a step: it is queued for nobody again, and its messages not sent yet are dropped. */
export async function removeStep(s: Pick<Services, "db">, id: number): Promise<boolean> {
  return s.db.transaction((tx) => removeSequenceStep(tx, id));
}

/** Queues the steps due by `now` (once per step and person, however often it runs); how many messages. */
export async function queueDueSteps(s: Services, now = new Date()): Promise<number> {
  return s.db.transaction(async (tx) => {
    const ids = await insertDueSequenceMessages(tx, now, s.config.publicHost);
    await s.mail.enqueue(tx, ids);
    return ids.length;
  });
}

/** What a step's message says, read as it is sent: the step's text now (written like a newsletter, its list's mail). */
export async function sequenceContent(db: Db, payload: Record<string, unknown>): Promise<Extract<MessageContent, { kind: "sequence" }>> {
  const step = await sequenceStepById(db, Number(payload.stepId));
  if (!step) throw new Error(`sequence step ${String(payload.stepId)} not found`);
  return { kind: "sequence", list: step.list, subject: step.subject, markdown: step.markdown };
}

/** Dropped unsent once the step is removed or the person is no longer an active member of its list. */
export async function sequenceUntrue(db: Db, subscriberId: number, payload: Record<string, unknown>): Promise<boolean> {
  const step = await findSequenceStep(db, Number(payload.stepId));
  if (!step) return true;
  return !(await memberships(db, subscriberId, "active")).some((m) => m.list === step.list);
}

/** The minute's job (one run a minute however many instances schedule it). */
export function startSequenceJob(boss: PgBoss, s: Services & { log: Logger }): Promise<{ stop(): Promise<void> }> {
  return startMinuteJob(boss, SEQUENCE_QUEUE, async () => {
    const queued = await queueDueSteps(s);
    if (queued > 0) s.log.info({ queued }, "sequence steps queued");
  });
}
