import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ShareLink } from "~/components/share-link";
import { Button } from "~/components/ui/button";
import { trackEvent } from "~/lib/client/analytics";
import { apiRequest } from "~/lib/client/api-client";
import { toast } from "~/lib/client/toast";
import { toasts } from "~/lib/copy/home";
import { wishOffer as copy } from "~/lib/copy/wishes";
import type { WishView } from "~/lib/schemas/wishes";

/** POST /api/wishes/'s answer. */
type SharedWish = WishView & { url: string; share_url: string };

/**
 * After a confirmed search: the offer to share it as a class wish (nothing is public until the
 * visitor presses it), then the wish's link to share. The page without JavaScript offers the same on
 * /search (app/routes/search.tsx), through the same shareWish().
 */
export function WishOffer({ searchId, concept }: { searchId: string; concept: string }) {
  const [busy, setBusy] = useState(false);
  const [wish, setWish] = useState<SharedWish | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The offer (and its button, which had focus) is replaced: focus goes to what replaced it, so a
  // screen reader hears it and the keyboard continues from there.
  useEffect(() => {
    if (wish) heading.current?.focus();
  }, [wish]);

  async function share() {
    if (busy) return;
    setBusy(true);
    try {
      const shared = await apiRequest<SharedWish>("/wishes/", { body: { search_id: searchId } });
      trackEvent("wish");
      setWish(shared);
    } catch (err) {
      toast.error(copy.failed, { description: err instanceof Error ? err.message : toasts.tryAgain });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="wish-offer-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="wish-offer">
      {wish ? (
        <>
          <h2 id="wish-offer-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {copy.doneTitle}
          </h2>
          <p className="mt-2 mb-4 text-slate-700">{copy.doneIntro}</p>
          <ShareLink id="wish-offer-url" url={wish.share_url} label={copy.linkLabel} title={concept} />
          <p className="mt-4">
            <Link to={new URL(wish.url).pathname} className="font-semibold text-brand-800 underline underline-offset-4">
              {copy.open}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h2 id="wish-offer-heading" className="text-xl font-bold text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-2 text-slate-700">{copy.intro}</p>
          {/* Not `disabled` while busy: a disabled button drops focus. */}
          <Button variant="secondary" onClick={() => void share()} aria-disabled={busy || undefined} aria-busy={busy || undefined} className="mt-4">
            {busy ? copy.sharing : copy.button}
          </Button>
        </>
      )}
    </section>
  );
}
