// The load loop the benchmarks share: `connections` requests in flight for `seconds`, after a
// warm-up, then requests/s and latency percentiles, printed side by side with a baseline.
import { randomUUID } from "node:crypto";
import { Agent, request, type IncomingHttpHeaders } from "node:http";

/** `sent`: every request, the warm-up's too (what a CPU reading taken around measure() covers). */
export type LoadResult = { name: string; ok: number; errors: number; sent: number; elapsed: number; p50: number; p99: number };

/** Runs `once` (true: the answer was the expected one) as fast as `connections` loops allow. */
export async function measure(
  name: string,
  once: () => Promise<boolean>,
  opts: { seconds: number; connections: number; maxRequests?: number; warmup?: number; warmupSeconds?: number },
): Promise<LoadResult> {
  const warmup = opts.warmup ?? 200;
  for (let i = 0; i < warmup; i++) await once(); // warm-up: connections, JIT, database caches
  // And, if asked, the full load not counted: a process just started grows its heap and compiles
  // its hot paths under concurrency that one request at a time does not reach.
  let warmed = 0;
  const warmUntil = performance.now() + (opts.warmupSeconds ?? 0) * 1000;
  await Promise.all(Array.from({ length: opts.warmupSeconds ? opts.connections : 0 }, async () => {
    while (performance.now() < warmUntil) {
      await once();
      warmed++;
    }
  }));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const max = opts.maxRequests ?? 500_000;
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline && latencies.length + errors < max) {
        const t = performance.now();
        if (await once()) latencies.push(performance.now() - t);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { name, ok: latencies.length, errors, sent: warmup + warmed + latencies.length + errors, elapsed, p50: pct(50), p99: pct(99) };
}

export const perSecond = (r: LoadResult) => r.ok / r.elapsed;

/** One result as a line: requests/s, p50/p99, errors. */
export const formatResult = (r: LoadResult) =>
  `${r.name.padEnd(24)} ${perSecond(r).toFixed(0).padStart(6)} requests/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   ${r.errors} errors`;

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A side's rounds as one result: every request counted, the median round's p50 and p99. */
export const combineRounds = (rounds: readonly LoadResult[]): LoadResult => ({
  name: rounds[0]!.name,
  ok: rounds.reduce((n, r) => n + r.ok, 0),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
  sent: rounds.reduce((n, r) => n + r.sent, 0),
  elapsed: rounds.reduce((n, r) => n + r.elapsed, 0),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
});

/** Two sides measured in turns: both combined, side by side, then each round's ratio and their median. */
export function printRounds(title: string, subject: readonly LoadResult[], baseline: readonly LoadResult[]): void {
  printSideBySide(title, [combineRounds(subject), combineRounds(baseline)]);
  const ratios = subject.map((r, i) => (perSecond(r) / perSecond(baseline[i]!)) * 100);
  console.log(`  ratio by round: ${ratios.map((r) => `${r.toFixed(0)} %`).join(", ")}; median ${median(ratios).toFixed(0)} %`);
}

/** The results under a title, and the first's throughput as a share of the second's. */
export function printSideBySide(title: string, [subject, baseline]: [LoadResult, LoadResult]): void {
  console.log(title);
  for (const r of [subject, baseline]) console.log(`  ${formatResult(r)}`);
  console.log(`  ratio: ${((perSecond(subject) / perSecond(baseline)) * 100).toFixed(0)} % of the baseline`);
}

export type Answer = { status: number; body: Buffer; headers: IncomingHttpHeaders };

/** One HTTP request on loopback; a connection error is status 0, counted as an error by the caller. */
export function send(port: number, agent: Agent, opts: { method?: string; path: string; headers?: Record<string, string>; json?: unknown }): Promise<Answer> {
  const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
  const headers = { ...opts.headers, ...(body === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }) };
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: opts.path, method: opts.method ?? "GET", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on("error", () => resolve({ status: 0, body: Buffer.alloc(0), headers: {} }));
    req.end(body);
  });
}

const concepts = ["Black holes", "Taoism versus Stoicism", "Longevity science", "Egyptian hieroglyphs", "Skincare that works"];

/** A search as the home page posts it: a fresh search_id, a concept, a budget and a class size. */
export const searchBody = () => ({
  search_id: randomUUID(),
  concept: concepts[Math.floor(Math.random() * concepts.length)],
  budget: 10 * (1 + Math.floor(Math.random() * 50)),
  class_size: 1 + Math.floor(Math.random() * 25),
});
