import { sharedPage } from "~/lib/site/shared-page";
import { useRouteLoaderData } from "react-router";
import { appContext } from "~/.server/context";
import { readSiteContent } from "~/.server/db/site-content";
import { Image } from "~/components/image";
import { Avatar, roleLine } from "~/components/testimonial";
import { about, type OfferIcon } from "~/lib/copy/about";
import { cx } from "~/lib/client/cx";
import { siteImages } from "~/lib/site/images";
import { pageMeta } from "~/lib/site/meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { ...about.meta, path: "/about" });
}

export const headers = () => sharedPage({ freshness: "page", reads: ["site_content", "site_images"] });

export async function loader({ context }: Route.LoaderArgs) {
  const { testimonial, logos, trustedHeading } = await readSiteContent(context.get(appContext).db);
  return { testimonial, logos, trustedHeading };
}

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";
const section = "px-4 py-12 md:py-16";
const h2 = "text-2xl font-bold tracking-tight text-slate-900 md:text-3xl";

function OfferIconSvg({ icon }: { icon: OfferIcon }) {
  const paths: Record<OfferIcon, React.ReactNode> = {
    live: (
      <>
        <rect x="3" y="6" width="13" height="12" rx="2" />
        <path d="M16 10l5-3v10l-5-3" />
      </>
    ),
    discussion: (
      <>
        <path d="M4 5h11a2 2 0 012 2v6a2 2 0 01-2 2H9l-4 3v-3H4a2 2 0 01-2-2V7a2 2 0 012-2z" />
        <path d="M19 9h1a2 2 0 012 2v5a2 2 0 01-2 2h-1v3l-3-3h-4" />
      </>
    ),
    community: (
      <>
        <circle cx="9" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M15 14.5c3 0 6 1.8 6 5.5" />
      </>
    ),
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {paths[icon]}
    </svg>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { testimonial, logos, trustedHeading } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const customizeUrl = root?.config.customizeUrl ?? "/";
  const contactEmail = root?.config.contactEmail;
  const { hero, team, offer, howItWorks, mission, trusted, cta } = about;

  return (
    <main id="main" className="flex-1">
      <section aria-labelledby="about-heading" className="bg-linear-to-b from-brand-50 to-slate-50 px-4 py-16 text-center md:py-24">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">{hero.eyebrow}</p>
          <h1 id="about-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 text-xl text-slate-800 md:text-2xl">{hero.lead}</p>
          <p className="mt-4 text-lg text-slate-700">{hero.body}</p>
        </div>
      </section>

      <section aria-labelledby="team-heading" className={section}>
        <div className="mx-auto max-w-3xl">
          <h2 id="team-heading" className={h2}>
            {team.heading}
          </h2>
          {team.body.map((p) => (
            <p key={p} className="mt-4 text-lg text-slate-700">
              {p}
            </p>
          ))}
        </div>
      </section>

      <section aria-labelledby="offer-heading" className={cx(section, "bg-white")}>
        <div className="mx-auto max-w-6xl">
          <h2 id="offer-heading" className={cx(h2, "text-center")}>
            {offer.heading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {offer.cards.map((card) => (
              <li key={card.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <OfferIconSvg icon={card.icon} />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-slate-700">{card.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-heading" className={section}>
        <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
          <div>
            <h2 id="how-heading" className={h2}>
              {howItWorks.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{howItWorks.intro}</p>
            <ol className="mt-6 flex flex-col gap-4">
              {howItWorks.steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="text-slate-700">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <Image
            image={siteImages.aboutLiveClass}
            alt={howItWorks.imageAlt}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded-2xl bg-brand-50 shadow-lg"
          />
        </div>
      </section>

      <section aria-labelledby="mission-heading" className={cx(section, "bg-brand-900 text-center text-white")}>
        <div className="mx-auto max-w-3xl">
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            {mission.heading}
          </h2>
          <p className="mt-4 text-xl text-brand-50 md:text-2xl">{mission.body}</p>
        </div>
      </section>

      {(logos.length > 0 || testimonial) && (
        <section aria-labelledby="trusted-heading" className={cx(section, "bg-white")}>
          <div className="mx-auto max-w-6xl text-center">
            <h2 id="trusted-heading" className={h2}>
              {trustedHeading ?? trusted.heading}
            </h2>
            {logos.length > 0 && (
              <ul aria-label={trusted.logosLabel} className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
                {logos.map((logo) => (
                  <li key={logo.id} className="flex h-16 w-40 items-center justify-center">
                    <Image image={logo} alt={logo.label} sizes="160px" className="max-h-16 w-auto max-w-full object-contain" />
                  </li>
                ))}
              </ul>
            )}
            {testimonial && (
              <figure className="mx-auto mt-12 flex max-w-2xl flex-col items-center gap-4">
                <blockquote className="text-xl leading-relaxed font-medium text-slate-900">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 text-left">
                  <Avatar data={testimonial} size="small" />
                  <span className="flex flex-col">
                    <span className="font-semibold text-slate-900">{testimonial.author}</span>
                    {roleLine(testimonial) && <span className="text-slate-700">{roleLine(testimonial)}</span>}
                  </span>
                </figcaption>
              </figure>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="cta-heading" className={section}>
        <div className="mx-auto max-w-4xl rounded-3xl bg-brand-700 px-6 py-10 text-center text-white md:px-12 md:py-14">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            {cta.heading}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{cta.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a
              href={customizeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cx("inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50", focusRing, "focus-visible:outline-white")}
            >
              {cta.customize}
              <span className="sr-only"> {cta.newTab}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1h4" />
              </svg>
            </a>
            {contactEmail && (
              <a
                href={`mailto:${contactEmail}`}
                className={cx("inline-flex h-12 items-center justify-center rounded-lg border-2 border-white px-6 font-semibold text-white hover:bg-brand-800", focusRing, "focus-visible:outline-white")}
              >
                {cta.contact}
              </a>
            )}
          </div>
        </div>
      </section>
    </main>
  );
}
