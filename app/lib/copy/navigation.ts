// The site header's entries (specification section 2, Header).

export const headerNav = {
  brand: "Classwish",
  about: "About",
  privacy: "Privacy",
  faq: "FAQ",
  contact: "Contact Us",
  menu: "Menu",
  dialogFailed: "We couldn't open that just now",
  dialogFailedHint: "Please check your connection and try again.",
} as const;
