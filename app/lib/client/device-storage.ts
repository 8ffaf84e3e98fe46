// Values the specification keeps on the device. Storage can be unavailable (private modes,
// blocked cookies): every access is guarded so the page still works, only without memory.

export const EMAIL_KEY = "user_email_address";
export const SKIPPED_KEY = "email_skipped";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the server still has the address; only the device forgets.
  }
}

export const getStoredEmail = () => read(EMAIL_KEY);
export const hasStoredEmail = () => Boolean(read(EMAIL_KEY));
export const isEmailSkipped = () => read(SKIPPED_KEY) === "true";
export const storeEmail = (email: string) => write(EMAIL_KEY, email);
export const markEmailSkipped = () => write(SKIPPED_KEY, "true");
