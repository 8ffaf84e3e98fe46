// The testimonial's words are the operator's (console Site page, stored in site_content); without
// them the block is not shown. Only its section's heading is site copy.

export const testimonialCopy = {
  heading: "What people say",
} as const;
