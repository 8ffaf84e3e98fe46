// The load loop the benchmarks share: `connections` requests in flight for `seconds`, after a
// warm-up, then requests/s and latency percentiles, printed side by side with a baseline.

export type LoadResult = { name: string; ok: number; errors: number; elapsed: number; p50: number; p99: number };

/** Runs `once` (true: the answer was the expected one) as fast as `connections` loops allow. */
export async function measure(name: string, once: () => Promise<boolean>, opts: { seconds: number; connections: number; maxRequests?: number }): Promise<LoadResult> {
  for (let i = 0; i < 200; i++) await once(); // warm-up: connections, JIT, database caches
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
  return { name, ok: latencies.length, errors, elapsed, p50: pct(50), p99: pct(99) };
}

/** The results under a title, and the first's throughput as a share of the second's. */
export function printSideBySide(title: string, [subject, baseline]: [LoadResult, LoadResult]): void {
  console.log(title);
  for (const r of [subject, baseline]) {
    console.log(`  ${r.name.padEnd(24)} ${(r.ok / r.elapsed).toFixed(0).padStart(6)} requests/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   ${r.errors} errors`);
  }
  console.log(`  ratio: ${((subject.ok / subject.elapsed / (baseline.ok / baseline.elapsed)) * 100).toFixed(0)} % of the baseline`);
}
