import { SubscribeForm } from "~/components/subscribe-form";
import { getInTouch } from "~/lib/copy/newsletter";

/** 'Get in Touch': more classes and a learning community are coming; subscribe to hear first. */
export function GetInTouch() {
  return (
    <section id="get-in-touch" aria-labelledby="get-in-touch-heading" className="scroll-mt-20 px-4 py-12 md:py-16">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
        <h2 id="get-in-touch-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
          {getInTouch.heading}
        </h2>
        <p className="text-lg text-slate-700">{getInTouch.text}</p>
        <SubscribeForm variant="get-in-touch" className="mt-2 w-full max-w-md" />
      </div>
    </section>
  );
}
