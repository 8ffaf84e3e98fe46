import { Link } from "react-router";

/** A person's address as a link to their page in the console (Subscribers → one person). */
export function PersonLink({ id, email }: { id: number; email: string }) {
  return (
    <Link to={`/admin/subscribers/${id}`} className="text-brand-800 underline underline-offset-2">
      {email}
    </Link>
  );
}
