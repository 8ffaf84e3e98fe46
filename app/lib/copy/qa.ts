// The shape of the header dialog's collapsible question-and-answer items (privacy and FAQ).

/** Where an answer names the support address; the dialog renders it as a mail link to SUPPORT_EMAIL. */
export const SUPPORT_EMAIL_TOKEN = "{supportEmail}";

export type QaItem = {
  question: string;
  /** Paragraphs; SUPPORT_EMAIL_TOKEN marks the support address. */
  answer: readonly string[];
};

export type QaTopic = {
  /** The dialog's title (its accessible name). */
  title: string;
  /** One line under the title (the dialog's description). */
  intro: string;
  items: readonly QaItem[];
  /** A page that says more than the dialog has room for (the full privacy policy). */
  more?: { label: string; href: string };
};
