// SAMPLE CONTENT: a placeholder testimonial until real learners' words (with their consent) replace
// it. The page labels it as a sample so nobody mistakes it for a real endorsement.

export type Testimonial = {
  quote: string;
  author: string;
  jobTitle: string;
  company: string;
  /** A 192 × 192 image; without one the page draws a placeholder of that size. */
  avatar?: string;
  sample: boolean;
};

export const testimonial: Testimonial = {
  quote:
    "It's so easy to use. I set up and now run several websites from one place, and every one of them looks polished without me touching any code.",
  author: "Alex Sample",
  jobTitle: "Product Designer",
  company: "Example Studio",
  sample: true,
};

export const testimonialCopy = {
  heading: "What people say",
  sampleNote: "Sample testimonial",
} as const;
