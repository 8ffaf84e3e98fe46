// PostgreSQL's ts_rank, for the one kind of query a search makes (anyWordQuery's words joined by
// "or": any of the lexemes), computed in the server so that a search's statement need not rank
// (offered-courses.ts). It is relatedCourses' rule (courses.ts) done as PostgreSQL does it, in its
// own arithmetic: tsrank.c's calc_rank_or in single-precision floats (Math.fround after each
// operation, as C's float does), its items in the order SortAndUniqItems gives them, so the ranks
// compare, and tie, as PostgreSQL's do. `tests/integration/offered-courses.test.ts` checks the
// two against each other on generated concepts.

/** One lexeme of a course's tsvector: its positions' weights, in position order (A = 3 … D = 0). */
export type LexemeWeights = readonly number[];

/** A course's tsvector as the ranking reads it: lexeme → weights of its positions. */
export type RankedVector = ReadonlyMap<string, LexemeWeights>;

const f = Math.fround;
/** ts_rank's default weights, {D, C, B, A} = {0.1, 0.2, 0.4, 1.0}, as C floats. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
/** limit of sum(1/i^2), i = 1…∞ (pi^2 / 6), the double constant of calc_rank_or. */
const ZETA_2 = 1.64493406685;

/** A tsvector position's weight letter as its index in WEIGHTS. */
export const weightIndex = (letter: string): number => ({ A: 3, B: 2, C: 1, D: 0 })[letter] ?? 0;

/**
 * The lexemes of a tsquery's text when it is nothing but lexemes joined by `|` (what
 * websearch_to_tsquery makes of anyWordQuery's text), in SortAndUniqItems' order (byte order of
 * their UTF-8, duplicates once); [] for the empty query (it matches nothing). Undefined for any
 * other query (a phrase, a weight or prefix, an escape): the caller ranks those in SQL.
 */
export function orLexemes(tsquery: string): string[] | undefined {
  if (tsquery === "") return [];
  const parts = tsquery.split(" | ");
  const lexemes: string[] = [];
  for (const part of parts) {
    const m = /^'([^'\\]+)'$/.exec(part);
    if (!m) return undefined;
    lexemes.push(m[1]!);
  }
  const sorted = lexemes.map((l) => Buffer.from(l, "utf8")).sort(Buffer.compare);
  return sorted.filter((b, i) => i === 0 || !b.equals(sorted[i - 1]!)).map((b) => b.toString("utf8"));
}

/** ts_rank(vector, query) for a query of these lexemes (orLexemes' order), as a float4; 0 when none is in it. */
export function rankOr(vector: RankedVector, lexemes: readonly string[]): number {
  if (vector.size === 0 || lexemes.length === 0) return 0;
  let res = f(0);
  for (const lexeme of lexemes) {
    const positions = vector.get(lexeme);
    if (!positions) continue;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    positions.forEach((weight, j) => {
      const w = WEIGHTS[weight]!;
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    });
    // (wjm + resj - wjm / ((jm + 1) * (jm + 1))) in floats, then divided by a double and added to res.
    const term = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
    res = f(res + term / ZETA_2);
  }
  res = f(res / lexemes.length);
  return res < 0 ? f(1e-20) : res;
}

/** Whether the vector matches the query (vector @@ query): any of its lexemes is in it. */
export const matchesAny = (vector: RankedVector, lexemes: readonly string[]): boolean => lexemes.some((l) => vector.has(l));
