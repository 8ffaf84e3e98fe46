import { useId } from "react";

type SliderProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** What a person hears and sees for the value, e.g. "S$100". */
  formatValue: (value: number) => string;
  name?: string;
};

/**
 * A labelled slider that shows its value. A native range input: arrows, Page Up/Down, Home and
 * End, touch and screen readers work without any script (and it costs no JavaScript to load).
 */
export function Slider({ label, min, max, step, value, onChange, formatValue, name }: SliderProps) {
  const id = useId();
  const percent = ((value - min) / (max - min)) * 100;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {/* Not a live region (an <output>'s implicit role is status): the slider announces its
            value itself (aria-valuetext), and each step was heard twice. */}
        <output htmlFor={id} aria-live="off" className="font-semibold text-brand-800 tabular-nums">
          {formatValue(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={formatValue(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        style={{ "--fill": `${percent}%` } as React.CSSProperties}
        className="range-input h-6 w-full cursor-pointer"
      />
    </div>
  );
}
