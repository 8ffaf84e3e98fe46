import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { TextInput } from "~/components/ui/text-input";
import { emailPrompt, toasts } from "~/lib/copy/home";
import { isEmail } from "~/lib/schemas/email";
import { toast } from "~/lib/client/toast";

type Props = {
  open: boolean;
  /** Skip, Escape, the close button or a click outside: the visitor declines for now. */
  onSkip: () => void;
  /** Sends the address; resolves true when the server has stored it (the prompt then clears and closes). */
  onSubmit: (email: string) => Promise<boolean>;
  /** The course the reminder is for, when a Register click opened the prompt. */
  courseTitle?: string;
};

/** Back to the address, to correct it or send it again. */
const focusField = () => document.getElementById("prompt-email")?.focus();

/** 'Want a reminder when class begins?': the optional e-mail, shared by searches and course registrations. */
export function EmailPrompt({ open, onSkip, onSubmit, courseTitle }: Props) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (!isEmail(email)) {
      setInvalid(true);
      toast.error(toasts.invalidEmail.title, { description: toasts.invalidEmail.description });
      focusField();
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(email.trim())) {
        setEmail("");
        setInvalid(false);
      } else {
        focusField();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onSkip()}>
      <DialogContent
        title={emailPrompt.title}
        closeLabel="Close reminder dialog"
        // The dialog asks for an address: focus starts in its field (the close button comes first
        // in the header, and Radix would otherwise focus that), so a keyboard user can type at once.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          focusField();
        }}
      >
        <DialogDescription className="text-slate-700">{emailPrompt.description}</DialogDescription>
        {courseTitle && <p className="mt-2 font-semibold text-slate-900">{emailPrompt.forCourse(courseTitle)}</p>}
        <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={submit}>
          <label htmlFor="prompt-email" className="sr-only">
            {emailPrompt.label}
          </label>
          <TextInput
            id="prompt-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={emailPrompt.placeholder}
            value={email}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setInvalid(false);
            }}
          />
          <div className="flex justify-end gap-3">
            {/* Not `disabled` while sending: a disabled button drops the keyboard's focus to the
                page, out of the dialog; a press meanwhile does nothing instead. */}
            <Button variant="secondary" onClick={() => !busy && onSkip()} aria-disabled={busy || undefined}>
              {emailPrompt.skip}
            </Button>
            <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
              {busy ? emailPrompt.submitting : emailPrompt.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
