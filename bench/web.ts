// npm run bench:web — what the home page (and /about) costs a visitor: total gzipped JS and CSS the
// page loads in a mobile browser, and Lighthouse mobile scores. Runs the production build on its embedded PostgreSQL.
//   BENCH_PAGES ("/,/about"), LIGHTHOUSE_RUNS (5)
import { gzipSync } from "node:zlib";
import { chromium as playwright, devices } from "@playwright/test";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { chromiumLaunchOptions } from "../tests/e2e/browser.ts";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const pages = (process.env.BENCH_PAGES ?? "/,/about").split(",");
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const performanceScore = (lhr: Result) => lhr.categories.performance?.score ?? 0;
const server = await startServerProcess({
  DATA_DIR: tempDir("classwish-bench-web-"),
  RATE_LIMIT_PER_MIN: "0",
  LOG_LEVEL: "warn",
});
await server.ready();
const { port } = server;
const base = `http://127.0.0.1:${port}`;
const launch = await chromiumLaunchOptions();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

try {
  // 1. Bytes: every script and stylesheet the page loads on a phone, until the network is idle.
  const browser = await playwright.launch(launch);
  for (const page of pages) {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const tab = await context.newPage();
    const assets: Array<{ url: string; type: string; raw: number; gzip: number }> = [];
    tab.on("response", async (res) => {
      const type = res.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      assets.push({ url: new URL(res.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await tab.goto(base + page, { waitUntil: "networkidle" });
    await tab.waitForTimeout(1500);
    const js = assets.filter((a) => a.type === "script");
    const css = assets.filter((a) => a.type === "stylesheet");
    const sum = (xs: typeof assets) => xs.reduce((n, a) => n + a.gzip, 0);
    console.log(`\nbench:web  ${page}  (mobile, loaded until network idle)`);
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) console.log(`  ${a.type.padEnd(10)} ${kb(a.gzip).padStart(9)} gz  ${a.url}`);
    console.log(`  total JS:   ${kb(sum(js))} gzipped in ${js.length} files (budget 135 KB)`);
    console.log(`  total CSS:  ${kb(sum(css))} gzipped in ${css.length} files`);
    await context.close();
  }
  await browser.close();

  // 2. Lighthouse, mobile (its default form factor and throttling), in the same Chromium. Its
  // simulated first paint swings by a second from run to run here (whether the scripts finished
  // loading before Chromium painted), so each page gets LIGHTHOUSE_RUNS runs and the median run
  // stands for it, as Lighthouse's own guidance on variability advises; the range is shown too.
  const chrome = await playwright.launch({ ...launch, args: [...launch.args, "--remote-debugging-port=9333"] });
  for (const page of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const result = await lighthouse(base + page, { port: 9333, output: "json", logLevel: "error" });
      if (result) runs.push(result.lhr);
    }
    runs.sort((a, b) => performanceScore(a) - performanceScore(b));
    const median = runs[Math.floor(runs.length / 2)]!;
    const score = (k: string) => Math.round((median.categories[k]?.score ?? 0) * 100);
    const range = `${Math.round(performanceScore(runs[0]!) * 100)}–${Math.round(performanceScore(runs.at(-1)!) * 100)}`;
    console.log(
      `\nLighthouse mobile ${page}, median of ${runs.length} runs: performance ${score("performance")} (range ${range}), ` +
        `accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}`,
    );
    const audits = median.audits;
    for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]) {
      console.log(`  ${id}: ${audits[id]?.displayValue ?? "n/a"}`);
    }
    // What moved, when anything did: the elements Lighthouse names for the largest shifts.
    const shifts = (audits["layout-shifts"]?.details as { items?: Array<{ score: number; node?: { selector?: string } }> } | undefined)?.items ?? [];
    for (const shift of shifts.slice(0, 3)) console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? "?"}`);
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
    if (failing.length > 0) console.log(`  failing audits: ${failing.map((a) => a.id).join(", ")}`);
  }
  await chrome.close();
} finally {
  await server.stop();
}
