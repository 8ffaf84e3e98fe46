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
