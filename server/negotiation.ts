import Negotiator from "negotiator";

// What a client takes, read from its Accept headers by one library (negotiator, as Express's own
// req.accepts* do): the encoding of a cached page or a built script, and the format of an image.

const ENCODINGS = ["br", "gzip", "identity"];
// negotiator 1.x breaks ties the client leaves with `preferred`; its @types (0.6) predate the option.
type Encodings = (available: string[], opts: { preferred: string[] }) => string | undefined;

/** br, else gzip, else the answer as it is, by what Accept-Encoding allows (q=0 refuses; `*` stands for the rest). */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  // Without the header a client takes any coding (RFC 9110), but the bytes as they are are the safe answer.
  if (header === undefined) return "identity";
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
  return ((negotiator.encoding as Encodings).call(negotiator, ENCODINGS, { preferred: ENCODINGS }) ?? "identity") as "br" | "gzip" | "identity";
}

/**
 * The modern image format the client names in Accept (q=0 refuses it), avif first: only one it
 * names, since `*\/*` is sent by clients that cannot decode either.
 */
export function negotiateFormat(accept: string | undefined): "avif" | "webp" | undefined {
  const named = new Set(new Negotiator({ headers: { accept } }).mediaTypes().map((type) => type.toLowerCase()));
  if (named.has("image/avif")) return "avif";
  if (named.has("image/webp")) return "webp";
  return undefined;
}
