import { useRef, useState, type FormEvent } from "react";
import { BudgetSizeSliders } from "~/components/budget-size-sliders";
import { ConceptField } from "~/components/concept-field";
import { RefField } from "~/components/ref-field";
import { Button } from "~/components/ui/button";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { apiRequest, newUuid } from "~/lib/client/api-client";
import { withReferral } from "~/lib/client/referral";
import { home, toasts } from "~/lib/copy/home";
import type { CourseView } from "~/lib/schemas/course";
import { BUDGET, CLASS_SIZE } from "~/lib/schemas/limits";
import type { FindCourseInput } from "~/lib/schemas/requests";
import { toast } from "~/lib/client/toast";

// The concept's schema (and zod with it, about 8 KB) is needed only when a search is confirmed:
// it is fetched once the visitor types a concept (or confirms), not with the page (the JS budget).
const loadSchemas = () => import("~/lib/schemas/concept-check");

/** Where the form posts when the page has no JavaScript (app/routes/search.tsx). */
const SEARCH_ACTION = "/search";

/** The 'search recorded' notice: starting over takes it away with its now pointless action. */
const RECORDED_TOAST = "search-recorded";
/** The refusal of an empty (or too long) concept: one notice, taken away once a search goes through. */
const CONCEPT_TOAST = "concept-refused";

export type RecordedSearch = {
  search_id: string;
  concept: string;
  budget: number;
  class_size: number;
  /** Up to three trial courses close to the concept, best first. */
  matches: CourseView[];
};

type Props = {
  /** Called when a valid search is about to be sent. */
  onConfirm?: () => void;
  /** Called once the server has stored the search; true when a dialog (the e-mail prompt) now covers the page. */
  onRecorded: (search: RecordedSearch) => boolean;
  /** Called when the visitor starts over ('Add Another Topic'). */
  onCleared: () => void;
  /** The shared link the page's address carries (`?ref=`): the form posted without JavaScript credits it. */
  referral?: string;
};

/** 'Customize Your Live Class!': concept, budget and class size, confirmed as a recorded search. */
export function ClassCustomizer({ onConfirm, onRecorded, onCleared, referral }: Props) {
  const [concept, setConcept] = useState("");
  const [budget, setBudget] = useState<number>(BUDGET.default);
  const [classSize, setClassSize] = useState<number>(CLASS_SIZE.default);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [search, setSearch] = useState<RecordedSearch | null>(null);
  // The last search sent, until the visitor starts over: a retry of the same search keeps its id,
  // and so does Confirm pressed again on the unchanged form (a double click, the second after the
  // answer came), so the server answers the stored search instead of storing it twice.
  const pending = useRef<FindCourseInput | null>(null);
  const conceptRef = useRef<HTMLInputElement>(null);
  const checking = useRef(false);
  const reducedMotion = useReducedMotion();

  function startOver() {
    setConcept("");
    setSearch(null);
    pending.current = null;
    toast.dismiss(RECORDED_TOAST);
    onCleared();
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
    // When focus leaves a toast, the toast library hands it back to where it was before (during
    // our focus() call): a second call then lands it on the cleared field.
    const field = conceptRef.current;
    field?.focus({ preventScroll: true });
    if (field && document.activeElement !== field) field.focus({ preventScroll: true });
  }

  async function confirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || checking.current) return;
    checking.current = true;
    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch {
      toast.error(toasts.searchFailed, { description: toasts.tryAgain });
      return;
    } finally {
      checking.current = false;
    }
    const parsed = schemas.conceptSchema.safeParse(concept);
    if (!parsed.success) {
      setInvalid(true);
      const message = parsed.error.issues[0]?.message ?? toasts.conceptMissing.description;
      toast.error(toasts.conceptMissing.title, { id: CONCEPT_TOAST, description: message });
      conceptRef.current?.focus();
      return;
    }
    // The concept is fine now: its earlier refusal no longer applies, so it must not stay stacked
    // under the notice that the search was recorded.
    toast.dismiss(CONCEPT_TOAST);
    const p = pending.current;
    const same = p && p.concept === parsed.data && p.budget === budget && p.class_size === classSize;
    const input: FindCourseInput = same ? p : { search_id: newUuid(), concept: parsed.data, budget, class_size: classSize };
    pending.current = input;
    onConfirm?.();

    setBusy(true);
    try {
      // Credited to the shared link (a wish's, a course's) this visit arrived through, if any.
      const recorded = await apiRequest<RecordedSearch>("/find-course/", { body: withReferral(input) });
      setSearch(recorded);
      const covered = onRecorded(recorded);
      // A toast's button under the prompt's overlay cannot be pressed: then the form's own
      // 'Add Another Topic' (below) is the one offered.
      toast.success(toasts.searchRecorded, {
        id: RECORDED_TOAST,
        ...(covered ? {} : { action: { label: toasts.addAnotherTopic, onClick: startOver } }),
      });
    } catch (err) {
      toast.error(toasts.searchFailed, { description: err instanceof Error ? err.message : toasts.tryAgain });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      // Without JavaScript the browser posts the search to /search, which records it and answers
      // with a page; with it, confirm() sends it in place.
      method="post"
      action={SEARCH_ACTION}
      noValidate
      onSubmit={confirm}
      aria-labelledby="customize-heading"
      data-search-id={search?.search_id}
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <RefField initial={referral} />
      <ConceptField
        ref={conceptRef}
        value={concept}
        invalid={invalid}
        onChange={(v) => {
          void loadSchemas();
          setConcept(v);
          setInvalid(false);
        }}
      />
      <p className="text-center text-base text-slate-700">{home.hint}</p>
      <BudgetSizeSliders
        labels={{ budget: home.budgetLabel, size: home.sizeLabel }}
        budget={budget}
        classSize={classSize}
        onBudget={setBudget}
        onClassSize={setClassSize}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* The toast's action vanishes with the toast; while a search is held it stays here too. */}
        {search && (
          <Button variant="secondary" onClick={startOver} className="w-full sm:w-auto">
            {toasts.addAnotherTopic}
          </Button>
        )}
        {/* Not `disabled` while busy: a disabled button drops focus, and focus must come back here. */}
        <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined} className="w-full sm:w-auto">
          {busy ? home.confirming : home.confirm}
        </Button>
      </div>
    </form>
  );
}
