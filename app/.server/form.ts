import { data } from "react-router";

/**
 * The posted form of a page action. A body that claims to be a form but is not one (a broken
 * multipart body) is the sender's mistake: 400 with a clear message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Please go back and send it again.", { status: 400, statusText: "Bad Request" });
  }
}

/** A posted field as text ("" when missing or a file). */
export function formText(form: FormData, key: string): string {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
}

/** A number field's text as the request schemas take it: blank is missing, anything else Number(). */
export const numberOrMissing = (text: string) => (text.trim() === "" ? undefined : Number(text));
