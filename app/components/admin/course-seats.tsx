import { OPTED_OUT_HOLDER, SEAT_STATE_LABELS } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import type { SeatState } from "~/lib/schemas/seats";
import { RowAction } from "./row-action";
import { DataTable } from "./data-table";
import { PersonLink } from "~/components/admin/person-link";

export type SeatRowView = {
  id: number;
  state: SeatState;
  email: string;
  subscriberId: number;
  /** The person unsubscribed from every list: the seat is still theirs, and only its own mail reaches them. */
  optedOut: boolean;
  position: number | null;
  requestedAt: Date | string;
  confirmedAt: Date | string | null;
};

type Props = { courseId: number; classSize: number; opened: boolean; seats: SeatRowView[] };


/**
 * The course's seats in the console: how many are held of the class size, the holders, the
 * waitlist in order and requests not yet confirmed; Release frees a seat (the first waiting moves
 * up, with an e-mail). A plain form per row, so it works without JavaScript.
 */
export function CourseSeats({ courseId, classSize, opened, seats }: Props) {
  const count = (state: SeatState) => seats.filter((s) => s.state === state).length;
  const held = count("held");
  const shown = seats.filter((s) => s.state !== "released");
  return (
    <section aria-labelledby="seats-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seats-heading" className="text-xl font-semibold">
          Seats
        </h2>
        <a href={`/admin/courses/${courseId}/seats.csv`} className="font-semibold text-brand-800 underline" download>
          Download seats (CSV)
        </a>
      </div>
      <p data-testid="seat-summary">
        <strong>{held}</strong> of {classSize} seats held · <strong>{count("waiting")}</strong> on the waitlist · <strong>{count("pending")}</strong>{" "}
        waiting for their e-mail click{opened ? "" : " · seats are taken only once the course is open"}
      </p>
      {shown.length > 0 && (
        <DataTable label="Seats of this course" columns={[{ label: "State" }, { label: "Person" }, { label: "Asked" }, { label: "Confirmed" }, { label: "Actions", srOnly: true }]}>
          {shown.map((s) => (
            <tr key={s.id} className="border-t border-slate-100" data-testid="seat-row">
              <td className="p-2">
                {s.state === "waiting" ? `Waitlist #${s.position}` : SEAT_STATE_LABELS[s.state]}
                {s.optedOut && (s.state === "held" || s.state === "waiting") && (
                  <span className="block text-xs font-semibold text-amber-900" data-testid="opted-out-holder">
                    {OPTED_OUT_HOLDER}
                  </span>
                )}
              </td>
              <td className="p-2">
                <PersonLink id={s.subscriberId} email={s.email} />
              </td>
              <td className="p-2">{consoleTime(s.requestedAt)}</td>
              <td className="p-2">{consoleTime(s.confirmedAt)}</td>
              <td className="p-2">
                {(s.state === "held" || s.state === "waiting") && (
                  <RowAction intent="release-seat" field={{ name: "seat_id", value: s.id }} label="Release" accessibleName={`Release the seat of ${s.email}`} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
