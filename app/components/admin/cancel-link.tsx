import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** The way out of a console question (Yes, open …): back to the page as it was; nothing is posted. */
export function CancelLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClass("secondary")}>
      Cancel
    </Link>
  );
}
