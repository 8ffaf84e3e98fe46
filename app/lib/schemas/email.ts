// The one e-mail rule: the forms' instant check and the server's schema both use it. Plain
// JavaScript (no zod), so pages that only need this check load no schema library.

export const EMAIL_MAX = 254;

// local@domain.tld: no spaces, no leading, trailing or doubled dots in the local part, a domain of
// letters, digits and hyphens with a top-level part of two or more letters.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Trimmed and lower-cased: one person is one row. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export const isEmail = (value: string) => {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);
};

/** The hidden field every subscribe form carries; people leave it empty, so anything in it came from a bot. */
export const HONEYPOT = "website";
