import { parse } from "bowser";

/** A session's device as its sessions list shows it ("Firefox on Linux"), from the User-Agent it signed in with. */
export function deviceOf(userAgent: string): string {
  if (!userAgent.trim()) return "Unknown device";
  const { browser, os } = parse(userAgent);
  const name = browser.name?.trim();
  const system = os.name?.trim();
  if (!name && !system) return userAgent.slice(0, 60);
  return [name ?? "A browser", system && `on ${system}`].filter(Boolean).join(" ");
}
