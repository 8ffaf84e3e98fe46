import { useRouteLoaderData } from "react-router";
import { SupportText } from "~/components/support-text";
import { sectionId, type PolicyDocument } from "~/lib/copy/policy";
import { longDate } from "~/lib/schemas/site-content";
import type { loader as rootLoader } from "~/root";

/** /privacy and /terms: a document of headed sections with a list of them at the top. */
export function PolicyPage({ doc }: { doc: PolicyDocument }) {
  const supportEmail = useRouteLoaderData<typeof rootLoader>("root")?.config.supportEmail;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{doc.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{doc.intro}</p>
      <p className="mt-2 text-sm text-slate-600">
        Last updated <time dateTime={doc.updated}>{longDate(doc.updated)}</time>
      </p>
      <nav aria-labelledby="policy-contents" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="policy-contents" className="text-sm font-semibold text-slate-900">
          On this page
        </h2>
        <ol className="mt-2 grid gap-x-6 text-sm md:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${sectionId(section.heading)}`} className="inline-block py-1.5 text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <section key={section.heading} aria-labelledby={sectionId(section.heading)} className="mt-10 scroll-mt-6">
          <h2 id={sectionId(section.heading)} className="text-xl font-semibold text-slate-900">
            {section.heading}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700">
            {section.paragraphs.map((text) => (
              <SupportText key={text} text={text} supportEmail={supportEmail} />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
