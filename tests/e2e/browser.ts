import chromium from "@sparticuz/chromium";

// The Chromium shipped inside @sparticuz/chromium (no browser download). Some of its default
// flags are for serverless sandboxes and would distort tests: --single-process kills the browser
// when a context closes, and the web-security switches would hide real browser behaviour.
const DROPPED = ["--single-process", "--disable-web-security", "--allow-running-insecure-content", "--headless"];

export async function chromiumLaunchOptions() {
  return {
    executablePath: await chromium.executablePath(),
    args: [
      ...chromium.args.filter((a) => !DROPPED.some((d) => a.startsWith(d))),
      // This machine has no network but loopback: skip Chromium's own background traffic.
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}
