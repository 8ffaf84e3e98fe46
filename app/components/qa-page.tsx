import { useRouteLoaderData } from "react-router";
import { QaList } from "~/components/qa-list";
import type { QaTopic } from "~/lib/copy/qa";
import type { loader as rootLoader } from "~/root";

/** /privacy and /faq: the header dialog's questions as a page of their own (links, no script needed). */
export function QaPage({ topic }: { topic: QaTopic }) {
  const supportEmail = useRouteLoaderData<typeof rootLoader>("root")?.config.supportEmail;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{topic.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{topic.intro}</p>
      <QaList topic={topic} supportEmail={supportEmail} className="mt-8" />
    </main>
  );
}
