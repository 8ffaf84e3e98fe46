import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { useBrowserValue } from "~/hooks/use-browser-value";
import { TextInput } from "~/components/ui/text-input";
import { toast } from "~/lib/client/toast";
import { shareCopy } from "~/lib/copy/wishes";

type Props = {
  id: string;
  /** The link to share (with its `?ref=`, so what it brings is credited). */
  url: string;
  label: string;
  /** What a native share sheet says along with the link. */
  title: string;
};

/**
 * A link to share: always shown in a read-only field (without JavaScript, that is all, and enough
 * to copy it); once the page runs, Copy link (the clipboard, with a toast) and, where the browser
 * has a share sheet (navigator.share), Share….
 */
export function ShareLink({ id, url, label, title }: Props) {
  const field = useRef<HTMLInputElement>(null);
  // No buttons in the server's HTML: without JavaScript they could do nothing.
  const ready = useBrowserValue(() => (typeof navigator.share === "function" ? "native" : "clipboard"), null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(shareCopy.copied, { description: shareCopy.copiedDescription });
    } catch {
      // No clipboard (permission, an insecure origin): the link is selected for the person to copy.
      field.current?.focus();
      field.current?.select();
      toast.error(shareCopy.copyFailed, { description: shareCopy.copyFailedDescription });
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      // Closing the share sheet is not a failure; anything else falls back to the clipboard.
      if (!(err instanceof DOMException && err.name === "AbortError")) await copy();
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <TextInput ref={field} id={id} type="url" readOnly value={url} placeholder="" onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1" data-testid="share-url" />
        {ready && (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => void copy()} className="flex-1 sm:flex-none">
              {shareCopy.copy}
            </Button>
            {ready === "native" && (
              <Button variant="secondary" onClick={() => void share()} className="flex-1 sm:flex-none">
                {shareCopy.share}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
