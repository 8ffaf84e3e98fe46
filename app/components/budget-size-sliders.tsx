import { Slider } from "~/components/ui/slider";
import { units } from "~/lib/copy/home";
import { BUDGET, CLASS_SIZE, formatPrice } from "~/lib/schemas/limits";

type Props = {
  labels: { budget: string; size: string };
  budget: number;
  classSize: number;
  onBudget: (value: number) => void;
  onClassSize: (value: number) => void;
};

/** The budget (S$10–500, steps of 10) and class size (1–25) sliders a form posts as `budget` and `class_size`. */
export function BudgetSizeSliders({ labels, budget, classSize, onBudget, onClassSize }: Props) {
  return (
    <>
      <Slider name="budget" label={labels.budget} min={BUDGET.min} max={BUDGET.max} step={BUDGET.step} value={budget} onChange={onBudget} formatValue={formatPrice} />
      <Slider
        name="class_size"
        label={labels.size}
        min={CLASS_SIZE.min}
        max={CLASS_SIZE.max}
        step={CLASS_SIZE.step}
        value={classSize}
        onChange={onClassSize}
        formatValue={units.learners}
      />
    </>
  );
}
