import mailchecker from "mailchecker";

// Throwaway inboxes (mailinator.com, yopmail.com …) vanish within hours, so a launch or course
// notice would never reach the person: such addresses are refused with a message rather than
// confirmed into a list nobody reads. The list is mailchecker's (about 56,000 domains), updated
// with the dependency; EMAIL_DOMAINS_ALLOWED lets the operator's false positives through.

const listed = mailchecker.blacklist();

/**
 * Real mailboxes the list names all the same, let through whatever the operator sets: the
 * National University of Singapore's students are this site's own audience.
 */
const KNOWN_FALSE_POSITIVES = ["nus.edu.sg"];

/** The address's domain or any parent of it (sub.mailinator.com) is a disposable-mail service, and the operator has not allowed it. */
export function isDisposableAddress(email: string, allowed: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    if (allowed.includes(candidate) || KNOWN_FALSE_POSITIVES.includes(candidate)) return false;
    if (listed.has(candidate)) return true;
  }
  return false;
}
