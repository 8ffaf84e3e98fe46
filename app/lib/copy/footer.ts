// The footer's columns, links and texts. Every target is a real place on the site (an in-page
// section of the landing page, the about page, the support address) until the page it names exists;
// none is '#'. Change a target here when its own page arrives.

export type FooterLink = { label: string; href: string } | { label: string; mail: "support" };

export const footerColumns: ReadonlyArray<{ heading: string; links: readonly FooterLink[] }> = [
  {
    heading: "Products",
    links: [
      { label: "Web Studio", href: "/#customize" },
      { label: "DynamicBox Flex", href: "/#courses" },
      { label: "Programming Forms", href: "/#customize" },
      { label: "Integrations", href: "/#get-in-touch" },
      { label: "Command-line", href: "/about" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Documentation", href: "/about" },
      { label: "Tutorials & Guides", href: "/#courses" },
      { label: "Blog", href: "/#get-in-touch" },
      { label: "Support Center", mail: "support" },
      { label: "Partners", href: "/about" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "Home", href: "/" },
      { label: "About us", href: "/about" },
      { label: "Company values", href: "/about" },
      { label: "Pricing", href: "/#courses" },
      { label: "Privacy policy", href: "/privacy" },
    ],
  },
];

export const legalLinks: readonly FooterLink[] = [
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
];

/** A social network, a code-hosting site and a third network (the specification's three icons). */
export const socialLinks = [
  { name: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
  { name: "GitHub", href: "https://github.com/", icon: "github" },
  { name: "YouTube", href: "https://www.youtube.com/", icon: "youtube" },
] as const;

export const footerCopy = {
  brand: "Classwish",
  tagline: "Live, interactive classes shaped by what you want to learn.",
  subscribeHeading: "Subscribe",
  subscribeText: "Get the latest news and articles to your inbox every month.",
  subscribeLabel: "Email address",
  subscribePlaceholder: "Your email",
  subscribeButton: "Subscribe",
  credits: [
    { prefix: "Template design by", name: "the Classwish team", href: "/about" },
    { prefix: "Pages built with", name: "React Router", href: "https://reactrouter.com/" },
  ],
  rights: "All rights reserved.",
  copyright: "© 2025 Classwish.",
  socialLabel: "Classwish elsewhere",
} as const;
