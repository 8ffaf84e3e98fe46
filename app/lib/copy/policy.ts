import type { QaTopic } from "./qa.ts";

// The shape of the /privacy and /terms pages: a document of headed sections, read top to bottom
// (not collapsed, so find-in-page and printing show all of it).

export type PolicySection = {
  heading: string;
  /** Paragraphs; SUPPORT_EMAIL_TOKEN marks the support address. */
  paragraphs: readonly string[];
};

export type PolicyDocument = {
  title: string;
  intro: string;
  /** When the text last changed (ISO date), shown under the title. */
  updated: string;
  sections: readonly PolicySection[];
};

/** The dialog's questions as sections of a page: the page says everything the dialog says. */
export const sectionsOf = (topic: QaTopic): PolicySection[] => topic.items.map((item) => ({ heading: item.question, paragraphs: item.answer }));

/** A heading's anchor on its page ("Cookies and your device" → "cookies-and-your-device"). */
export const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
