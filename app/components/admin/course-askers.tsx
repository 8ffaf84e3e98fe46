import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { askedClassSubject } from "~/lib/copy/asked-class";
import { NEAR_CANDIDATES, type AskedConcept, type NearConcept, type NearConcepts as Near } from "~/lib/admin/demand";
import type { MessageStatus } from "~/lib/schemas/mail-constants";
import { CancelLink } from "./cancel-link";
import { CsrfField } from "./csrf-field";
import { inputClass } from "./field";
import { IntentButton } from "./intent-button";
import { Notice } from "./notice";
import { OpeningProgress } from "./opening-progress";
import { RowAction } from "./row-action";
import { Stat } from "./stat";
import { DataTable } from "./data-table";
import { Permitted } from "~/components/admin/use-can";

export type AskersView = {
  bySource: Record<"searches" | "registrations" | "wishSharer" | "wishJoiners" | "wishList", { rows: number }>;
  people: number;
  agreed: number;
  told: number;
  sample: AskedConcept[];
  conceptCount: number;
  excludedCount: number;
  progress: Record<MessageStatus, number>;
};

/** What the course page's Notify actions answered (the course-edit route's action). */
export type NotifyResult =
  | { kind: "confirm-notify"; willSend: number }
  | { kind: "nothing-to-notify" }
  | { kind: "notified"; queued: number }
  | { kind: "notify-refused"; message: string }
  | { kind: "attached"; message: string }
  | { kind: "attach-refused"; message: string };

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * wishId: the class wish the course was made from (its console page), if any; near: the concepts
 * nearest the course that do not ask for it, once the operator asked for them (?near=1).
 */
type Props = { title: string; closed: boolean; wishId: number | null; askers: AskersView; near: Near | undefined; result: NotifyResult | undefined };

/**
 * Demand for one course, back to the people who asked: the searches that match it and the
 * registrations, how many people that is and how many of them may be written to, a sample of what
 * they asked for, and *Notify them* (a dry run's count first, then a confirm step). Plain form
 * posts, so it works without JavaScript.
 */
export function CourseAskers({ title, closed, wishId, askers, near, result }: Props) {
  const { wishSharer, wishJoiners, wishList } = askers.bySource;
  return (
    <section aria-labelledby="askers-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="askers-heading" className="text-xl font-semibold">
        People who asked
      </h2>
      <p>
        The searches that match this course and the browsers that registered interest in it: the people who asked for a class like this one.
        {wishId !== null && (
          <>
            {" "}It was made from a{" "}
            <Link to={`/admin/wishes/${wishId}`} className="text-brand-800 underline underline-offset-2">
              class wish
            </Link>
            , whose people asked for it too.
          </>
        )}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Stat figure="askedSearches" value={askers.bySource.searches.rows} testId="asked-searches" />
        <Stat figure="registrations" value={askers.bySource.registrations.rows} testId="asked-registrations" />
        {wishId !== null && <Stat figure="askedFromWish" value={wishSharer.rows + wishJoiners.rows + wishList.rows} testId="asked-from-wish" />}
        <Stat figure="askedPeople" value={askers.people} testId="asked-people" />
        <Stat figure="askedAgreed" value={askers.agreed} testId="asked-agreed" />
        <Stat figure="askedTold" value={askers.told} testId="asked-told" />
      </dl>
      {askers.sample.length > 0 ? (
        <>
          <p data-testid="asked-concepts-shown">
            {askers.conceptCount === askers.sample.length
              ? `What they asked for: ${askers.conceptCount} concept${askers.conceptCount === 1 ? "" : "s"}`
              : `What they asked for: the ${askers.sample.length} most asked of ${askers.conceptCount} concepts`}
            {askers.excludedCount > 0 ? `, ${askers.excludedCount} left out.` : "."}
          </p>
          <p className="text-sm text-slate-600">
            Each shows what matched the course (its words, and how close another word is, 1 being the same) and the score; leave out a concept
            whose people did not ask for this course, and they are neither counted nor written to.
          </p>
          <AskedTable rows={askers.sample} />
        </>
      ) : (
        <p>No search matches this course yet.</p>
      )}
      <Permitted intent="attach-concept">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="attach-concept" />
          <label htmlFor="attach-concept" className="flex flex-col gap-1">
            <span className="font-medium">People who ask for this concept ask for this course</span>
            <input id="attach-concept" name="concept" maxLength={200} required className={inputClass} aria-describedby="attach-concept-hint" />
          </label>
          <Button type="submit" size="sm" variant="secondary">Attach</Button>
          <p id="attach-concept-hint" className="w-full text-sm text-slate-600">
            For a concept the matching misses: its searches, before and after, count here and see this course. Undo it on the Demand page.
          </p>
        </Form>
      </Permitted>
      {result?.kind === "attached" && <Notice>{result.message}</Notice>}
      {result?.kind === "attach-refused" && <Notice tone="error">{result.message}</Notice>}
      {!closed && <NearConcepts near={near} />}
      <h3 className="font-semibold">Notify them</h3>
      {closed ? (
        <p data-testid="notify-closed">“{title}” is closed: only a course that is offered can be announced to the people who asked.</p>
      ) : (
        <>
          <p>
            Sends an e-mail, <em>{askedClassSubject(title)}</em>, with a link to the course's page, to each of them who agreed to updates:
            once per person, so whoever has been told about this course (by this message or its opening notice) is not written to again.
          </p>
          <NotifyStep title={title} agreed={askers.agreed} result={result} />
        </>
      )}
      {result?.kind === "notified" && <Notice>Queued to {people(result.queued)}.</Notice>}
      {result?.kind === "notify-refused" && <Notice tone="error">{result.message}</Notice>}
      <OpeningProgress title="“A class you asked for” messages" progress={askers.progress} testId="asked-progress" />
    </section>
  );
}

/** The dry run's answer and its confirm step, or the button that asks for it. */
function NotifyStep({ title, agreed, result }: { title: string; agreed: number; result: NotifyResult | undefined }) {
  const { pathname } = useLocation();
  if (result?.kind === "confirm-notify") {
    return (
      <Permitted intent="notify">
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <CsrfField />
          <input type="hidden" name="intent" value="notify" />
          <output className="block" data-testid="will-notify">
            {people(result.willSend)} will get this e-mail.
          </output>
          <Button type="submit">Yes, notify them</Button>
          <CancelLink to={pathname} />
        </Form>
      </Permitted>
    );
  }
  if (result?.kind === "nothing-to-notify") {
    return (
      <output className="block" data-testid="nothing-to-notify">
        {agreed === 0
          ? "Nobody would get this e-mail: none of the people who asked is a confirmed subscriber who agreed to updates."
          : `Nobody would get this e-mail: everyone who asked and agreed to updates has been told about “${title}” already.`}
      </output>
    );
  }
  return (
    <IntentButton intent="notify-preview" variant="secondary">
      Notify them…
    </IntentButton>
  );
}

/** The concepts nearest the course that do not ask for it, or the link that asks for them. */
function NearConcepts({ near }: { near: Near | undefined }) {
  const { pathname } = useLocation();
  return (
    <>
      <h3 id="near-heading" className="font-semibold">
        May ask for this course
      </h3>
      {near === undefined ? (
        <p>
          <Link to={`${pathname}?near=1#near-heading`} className="text-brand-800 underline underline-offset-2">
            Show the concepts nearest this course that do not ask for it
          </Link>{" "}
          (of the {NEAR_CANDIDATES} most asked: what the matching misses is usually among them).
        </p>
      ) : near.concepts.length === 0 ? (
        <p data-testid="near-none">No other concept among the {NEAR_CANDIDATES} most asked comes near this course.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Concepts the matching does not count here that came nearest (a course is shown from a score of {near.shownFrom.toFixed(2)}, when
            one word of the concept is at least {near.strongWord.toFixed(2)} like one of the course&apos;s, or {near.closeInUse.toFixed(2)} when
            only the way the two words are used makes them alike), nearest first: attach those
            whose people ask for this course.
          </p>
          <NearTable rows={near.concepts} />
        </>
      )}
    </>
  );
}

/** Concepts that came near the course, each with what matched and a button to attach it. */
function NearTable({ rows }: { rows: NearConcept[] }) {
  return (
    <DataTable label="Concepts that may ask for this course" caption="Concepts that may ask for this course, nearest first" testId="near-concepts" columns={[{ label: "Concept (as most often typed)" }, { label: "What matched" }, { label: "Score", numeric: true }, { label: "Searches", numeric: true }, { label: "Attach", srOnly: true }]}>
      {rows.map((c) => (
        <tr key={c.concept} className="border-t border-slate-100">
          <td className="px-3 py-2 font-medium">{c.example}</td>
          <td className="px-3 py-2">{c.why}</td>
          <td className="px-3 py-2 text-right tabular-nums">{c.score.toFixed(2)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{c.count}</td>
          <td className="px-3 py-2">
            <RowAction intent="attach-concept" field={{ name: "concept", value: c.example }} label="Attach" accessibleName={`Attach “${c.example}”: its people ask for this course`} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The concepts behind the searches, each with why it matched and a button to leave it out (or take it back in). */
function AskedTable({ rows }: { rows: AskedConcept[] }) {
  return (
    <DataTable label="What the people who asked searched for" caption="What the people who asked searched for" testId="asked-concepts" columns={[{ label: "Concept (as most often typed)" }, { label: "What matched" }, { label: "Score", numeric: true }, { label: "Searches", numeric: true }, { label: "Median budget", numeric: true }, { label: "Asker?" }]}>
      {rows.map((c) => (
        <tr key={c.concept} className={`border-t border-slate-100 ${c.excluded ? "text-slate-500 line-through" : ""}`} data-excluded={c.excluded}>
          <td className="px-3 py-2">
            <span className="font-medium">{c.example}</span>
            {c.spellings > 1 && <span className="block text-xs text-slate-600">typed {c.spellings} ways</span>}
          </td>
          <td className="px-3 py-2">{c.why}</td>
          <td className="px-3 py-2 text-right tabular-nums">{c.score.toFixed(2)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{c.count}</td>
          <td className="px-3 py-2 text-right tabular-nums">S${c.medianBudget}</td>
          <td className="px-3 py-2">
            <RowAction
              intent={c.excluded ? "take-in" : "leave-out"}
              field={{ name: "concept_key", value: c.concept }}
              label={c.excluded ? "Take back in" : "Leave out"}
              accessibleName={`${c.excluded ? "Take back in" : "Leave out"} “${c.concept}”`}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
