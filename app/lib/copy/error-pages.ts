// Texts of the error page (specification section 8: 'Unexpected Application Error!').

export const errorPage = {
  title: "Unexpected Application Error!",
  /** Shown in production instead of the error itself, which may hold internals. */
  safeMessage: "Something went wrong on our side. Please try again in a moment.",
  home: "Return to Home",
  /** A 503: the database is away for a moment (a restart); the message is the server's own. */
  unavailableTitle: "Briefly unavailable",
  tryAgain: "Try again",
} as const;
