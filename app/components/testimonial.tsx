import { testimonial as sample, testimonialCopy, type Testimonial as TestimonialData } from "~/lib/copy/testimonial";

/** 192 × 192, like the original's placeholder: a neutral silhouette when no photo is given. */
function AvatarPlaceholder() {
  return (
    <svg aria-hidden="true" viewBox="0 0 192 192" width="192" height="192" className="h-24 w-24 rounded-full" data-testid="avatar-placeholder">
      <rect width="192" height="192" fill="#e2e8f0" />
      <circle cx="96" cy="76" r="34" fill="#94a3b8" />
      <path d="M28 176c8-38 36-58 68-58s60 20 68 58z" fill="#94a3b8" />
    </svg>
  );
}

/** A quote with its author: avatar, words, name, job title and company. */
export function Testimonial({ data = sample }: { data?: TestimonialData }) {
  return (
    <section aria-labelledby="testimonial-heading" id="testimonial" className="bg-white px-4 py-12 md:py-16">
      <h2 id="testimonial-heading" className="sr-only">
        {testimonialCopy.heading}
      </h2>
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        {data.avatar ? (
          // The name beside it says who this is: the photo itself is decorative.
          <img src={data.avatar} alt="" width={192} height={192} loading="lazy" className="h-24 w-24 rounded-full object-cover" />
        ) : (
          <AvatarPlaceholder />
        )}
        <blockquote className="text-xl leading-relaxed font-medium text-slate-900 md:text-2xl">
          <p>“{data.quote}”</p>
        </blockquote>
        <figcaption className="flex flex-col gap-1">
          <span className="font-semibold text-slate-900">{data.author}</span>
          <span className="text-slate-700">
            {data.jobTitle}, {data.company}
          </span>
          {data.sample && (
            <span className="mt-2 text-xs tracking-wide text-slate-600 uppercase">{testimonialCopy.sampleNote}</span>
          )}
        </figcaption>
      </figure>
    </section>
  );
}
