// One-tap sharing as plain links (no third-party scripts, nothing loads until the person taps):
// each network's own share address with the link and a prefilled text, every value percent-encoded
// (encodeURIComponent), so no text, however hostile, can add a parameter or leave its attribute
// (React escapes the attribute too).

export const SHARE_NETWORKS = ["whatsapp", "telegram", "x", "linkedin", "facebook", "email"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type ShareTarget = { network: ShareNetwork; href: string };

/** What is shared: the link, a sentence to go with it, and (for e-mail) a subject. */
export type ShareMessage = { url: string; text: string; subject: string };

const enc = encodeURIComponent;

/** A share text is one line of bounded length: control characters and runs of spaces become one space. */
export function shareText(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export function shareTargets({ url, text, subject }: ShareMessage): ShareTarget[] {
  const line = shareText(text);
  return [
    { network: "whatsapp", href: `https://wa.me/?text=${enc(`${line} ${url}`)}` },
    { network: "telegram", href: `https://t.me/share/url?url=${enc(url)}&text=${enc(line)}` },
    { network: "x", href: `https://x.com/intent/post?text=${enc(line)}&url=${enc(url)}` },
    // LinkedIn and Facebook take only the link: they show its page's title and image (og: tags).
    { network: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    // RFC 6068: spaces as %20 (encodeURIComponent's), never '+'.
    { network: "email", href: `mailto:?subject=${enc(shareText(subject, 120))}&body=${enc(`${line}\n\n${url}`)}` },
  ];
}
