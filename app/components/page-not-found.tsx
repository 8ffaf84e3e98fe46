import { Link } from "react-router";
import { notFoundPage } from "~/lib/copy/not-found";

/** 'Oops! Page not found' with 'Return to Home': the 404 route's page and the root boundary's for a 404. */
export function PageNotFound() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">404</p>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{notFoundPage.title}</h1>
      <p className="text-lg text-slate-700">{notFoundPage.body}</p>
      <Link
        to="/"
        className="mt-2 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {notFoundPage.home}
      </Link>
    </main>
  );
}
