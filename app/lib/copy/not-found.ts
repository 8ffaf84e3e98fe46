// Texts of the 404 page (specification sections 2 and 8).

export const notFoundPage = {
  title: "Oops! Page not found",
  metaTitle: "Page not found",
  body: "The page you are looking for does not exist or has moved.",
  home: "Return to Home",
} as const;
