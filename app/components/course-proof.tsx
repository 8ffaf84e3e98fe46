import { socialProof as copy } from "~/lib/copy/share";
import type { CourseState } from "~/lib/schemas/course";
import type { CourseProof as Proof } from "~/lib/schemas/share-view";

/**
 * A course's social proof: "N on the waitlist" when it is full and someone waits, else "N people
 * want this" (a full class nobody waits for yet still shows its demand); nothing when the figure is
 * below the operator's threshold (the server sends null) or the course is closed.
 */
export function CourseProof({ proof, state, className }: { proof: Proof | undefined; state: CourseState; className?: string }) {
  if (!proof || state === "closed") return null;
  const waiting = state === "full" && proof.waiting !== null && proof.waiting > 0 ? proof.waiting : null;
  const text = waiting !== null ? copy.waiting(waiting) : proof.wanting === null ? null : copy.wanting(proof.wanting);
  if (text === null) return null;
  return (
    <p className={`text-sm font-semibold text-slate-800 ${className ?? ""}`} data-testid="course-proof">
      {text}
    </p>
  );
}
