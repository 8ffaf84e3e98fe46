import { data } from "react-router";
import { ILL_FORMED_TEXT } from "../lib/schemas/input.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const badRequest = (message: string) => data(message, { status: 400, statusText: "Bad Request" });

/**
 * The posted form of a page action. A body that claims to be a form but is not one (a broken
 * multipart body) is the sender's mistake: 400 with a clear message, never a 500. So is text that
 * is not valid UTF-8, raw or %-escaped (%ED%A0%80, an unpaired surrogate): stored, it would turn
 * into U+FFFD, and the same form sent again would no longer match what was stored.
 */
export async function readForm(request: Request): Promise<FormData> {
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  const form = multipart ? await readMultipart(request) : await readUrlEncoded(request);
  // A multipart part's text is decoded with replacement characters: one there stood for bytes that were not UTF-8.
  for (const value of form.values()) if (typeof value === "string" && value.includes("\uFFFD")) throw badRequest(ILL_FORMED_TEXT);
  return form;
}

async function readMultipart(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest("The form could not be read. Please go back and send it again.");
  }
}

async function readUrlEncoded(request: Request): Promise<FormData> {
  const form = new FormData();
  try {
    const text = utf8.decode(await request.arrayBuffer());
    for (const part of text.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  } catch {
    throw badRequest(ILL_FORMED_TEXT);
  }
  return form;
}

/** A posted field as text ("" when missing or a file). */
export function formText(form: FormData, key: string): string {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
}

