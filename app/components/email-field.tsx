import { TextInput } from "~/components/ui/text-input";

type Props = { id: string; label: string; placeholder: string; defaultValue?: string; error?: string };

/** A labelled e-mail field whose error shows under it and is announced (the no-JavaScript result pages). */
export function EmailField({ id, label, placeholder, defaultValue = "", error }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <TextInput
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={placeholder}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}
