import chromium from "@sparticuz/chromium";

// The Chromium shipped inside @sparticuz/chromium (no browser download). Some of its default
// flags are for serverless sandboxes and would distort tests: --single-process kills the browser
// when a context closes, and the web-security switches would hide real browser behaviour. Its GPU
// flags emulate OpenGL in software (SwiftShader, in the browser's process); Chromium's own software
// compositor (--disable-gpu) draws the same pages for about half the CPU (measured: 174 s of user
// CPU against 87 s for the same three specs), and the browser tests are bound by the CPU.
const DROPPED = [
  "--single-process",
  "--disable-web-security",
  "--allow-running-insecure-content",
  "--headless",
  "--use-gl",
  "--use-angle",
  "--enable-unsafe-swiftshader",
  "--ignore-gpu-blocklist",
  "--in-process-gpu",
];

export async function chromiumLaunchOptions() {
  return {
    executablePath: await chromium.executablePath(),
    args: [
      ...chromium.args.filter((a) => !DROPPED.some((d) => a.startsWith(d))),
      "--disable-gpu",
      // This machine has no network but loopback: skip Chromium's own background traffic.
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}
