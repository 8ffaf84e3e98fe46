import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/browser.ts";
import { freePort, serveEnv, serveFlags } from "./tests/helpers/server-process.ts";
import { tempDir } from "./tests/helpers/temp-dir.ts";

// Workers re-read this file: the ports and folders are fixed once, in the environment (so only the
// run's own process makes the folders, and removes them).
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= tempDir("classwish-e2e-");
// The console spec logs in with this password. The server's mail goes to one SMTP listener on this
// port for the whole run (tests/e2e/mail-listener.ts), which files each message in E2E_MAIL_DIR.
process.env.E2E_ADMIN_PASSWORD ??= "e2e-console-password";
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_DIR ??= tempDir("classwish-e2e-mail-");
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const launchOptions = await chromiumLaunchOptions();

/** End-to-end specs against the production build served by the real server (its embedded PostgreSQL in a temp folder). */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/mail-listener.ts",
  fullyParallel: true,
  // Three on two cores: a test waits on the server, the mail listener or an animation often enough
  // that a third browser fills the gaps (the whole run: 186 s with two, 172 s with three, back to back).
  workers: 3,
  // No retry: a spec that passes only on a second try is a spec to fix, not to run twice.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // No trace by default: recording one for every test (a DOM snapshot per action) slowed every
  // journey. `playwright test --trace on` records them when a failure needs one.
  use: { baseURL, launchOptions, trace: "off" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    // Journeys whose behaviour does not depend on the screen (tagged @one-viewport) run at 1280 px
    // only, and scan what they reach at both widths (axeAtBothWidths); layout, menus and carousels
    // run in both projects.
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, launchOptions }, grepInvert: /@one-viewport/ },
  ],
  webServer: {
    command: ["node", ...serveFlags, "server.js"].join(" "),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Stopped as an operator would (SIGTERM), so it stops its embedded PostgreSQL too; Playwright's
    // default, SIGKILL, left that database running after every run (a process of its own).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...serveEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT_PER_MIN: "0",
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
  },
});
