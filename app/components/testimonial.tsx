import { Image } from "~/components/image";
import { testimonialCopy } from "~/lib/copy/testimonial";
import type { TestimonialContent } from "~/lib/schemas/site-content";

/** 192 × 192, like the original's placeholder: a neutral silhouette when no photo is given. */
function AvatarPlaceholder({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 192 192" width="192" height="192" className={className} data-testid="avatar-placeholder">
      <rect width="192" height="192" fill="#e2e8f0" />
      <circle cx="96" cy="76" r="34" fill="#94a3b8" />
      <path d="M28 176c8-38 36-58 68-58s60 20 68 58z" fill="#94a3b8" />
    </svg>
  );
}

/** The photo (decorative: the name beside it says who this is), or the silhouette. */
export function Avatar({ data, size }: { data: TestimonialContent; size: "large" | "small" }) {
  const [px, box] = size === "large" ? [96, "h-24 w-24"] : [64, "h-16 w-16"];
  const className = `${box} shrink-0 rounded-full object-cover`;
  return data.avatar ? (
    <Image image={data.avatar} alt="" sizes={`${px}px`} width={px} height={px} className={className} />
  ) : (
    <AvatarPlaceholder className={className} />
  );
}

/** "Product Designer, Example Studio", either part alone, or nothing. */
export const roleLine = (data: TestimonialContent) => [data.title, data.company].filter(Boolean).join(", ");

/** The landing page's testimonial: the operator's quote with its author (console Site page). */
export function Testimonial({ data }: { data: TestimonialContent }) {
  const role = roleLine(data);
  return (
    <section aria-labelledby="testimonial-heading" id="testimonial" className="bg-white px-4 py-12 md:py-16">
      <h2 id="testimonial-heading" className="sr-only">
        {testimonialCopy.heading}
      </h2>
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <Avatar data={data} size="large" />
        <blockquote className="text-xl leading-relaxed font-medium text-slate-900 md:text-2xl">
          <p>“{data.quote}”</p>
        </blockquote>
        <figcaption className="flex flex-col gap-1">
          <span className="font-semibold text-slate-900">{data.author}</span>
          {role && <span className="text-slate-700">{role}</span>}
        </figcaption>
      </figure>
    </section>
  );
}
