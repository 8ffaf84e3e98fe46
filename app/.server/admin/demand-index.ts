import { deserialize, serialize } from "node:v8";
import { medianOfCounts } from "../../lib/admin/demand.ts";
import { BUDGET, CLASS_SIZE } from "../../lib/schemas/limits.ts";
import type { Db } from "../db/client.ts";
import { keyPendingSearches } from "../searches/searched-keys.ts";
import { DemandGroups, type GroupsState } from "../matching/same-demand.ts";
import { oneAtATime } from "../one-at-a-time.ts";
import { readDemandSnapshot, searchBounds, searchesAfter, writeDemandSnapshot } from "../db/demand-searches.ts";
import { settleIds } from "../db/settled-ids.ts";
import { START, type Watermark } from "../settled-watermark.ts";

// The searches as the Demand page and a course's askers sum them up, held in this process: per
// concept key, each search packed in 4 bytes (its UTC day, budget and class size), and how the key
// was spelled. A million searches take about 4 MB and are summed in milliseconds for any date range,
// where grouping a million rows in SQL took seconds. Read once, then only the searches added since
// (by id); read again whole when the searches are no longer the ones held (emptied, or removed).
// Searches above the settled id (settled-ids.ts: one may still commit below a higher id) are added
// provisionally and taken off again before the next read, which reads them anew. Plain module
// state, per database; one read at a time.
//
// Saved in the database (demand_snapshots, one row) as they stand at the settled id, with the groups
// worked out, every SNAPSHOT_EVERY searches or SNAPSHOT_GROUPS new grouped keys: a start reads that row and
// the searches written since (a million take seconds to read and group; the row, milliseconds).

const DAY_MS = 86_400_000;
const READ_BATCH = 200_000;
/** Settled searches, or newly grouped keys, since the snapshot that make it worth writing again. */
const SNAPSHOT_EVERY = 20_000;
const SNAPSHOT_GROUPS = 500;
/** The snapshot's layout: a row of another is read as none. */
const SNAPSHOT_FORMAT = 1;

type KeySearches = { packed: Uint32Array; n: number; spellings: Map<string, number> };
/** A search added provisionally (above the settled id), to be taken off again. */
type Provisional = { key: string; spelled: string; packed: number };
type Held = {
  firstId: number;
  /** The highest id read (a lower highest id now: searches were removed). */
  lastReadId: number;
  watermark: Watermark;
  tail: Provisional[];
  byKey: Map<string, KeySearches>;
  views: Map<string, RangeView>;
  /** The keys' same-demand groups, worked out once per key: they start again with the searches. */
  groups: DemandGroups;
  /** What the snapshot holds: its settled id (-1: none saved), and the groups as they stood (their keys). */
  snapshot: { settled: number; groups?: DemandGroups; grouped: number };
};

/**
 * A date range's searches counted per key and summed up, kept while the searches are held: a new
 * search adds to the views it falls in, so the Demand page of a range asked again costs the
 * searches written since, not a pass over the million. `keys` stays sorted most asked first, sorted
 * again (nearly in order: quick) only after a change; `version` counts the changes.
 */
export type RangeView = { perKey: Map<string, number>; all: Summary; keys: string[]; version: number; sorted: boolean };
/** Ranges kept at most (the Demand page's presets and a few of the operator's own). */
const VIEWS = 8;
const held = new WeakMap<Db, Held>();
/** The held searches brought up to date, one read at a time per database. */
const upToDate = oneAtATime(bringUpToDate);

const pack = (day: number, budget: number, classSize: number) => (day << 11) | ((budget / 10 - 1) << 5) | (classSize - 1);
const dayOf = (p: number) => p >>> 11;
const budgetOf = (p: number) => (((p >>> 5) & 63) + 1) * 10;
const sizeOf = (p: number) => (p & 31) + 1;

const viewName = (range: DayRange, recentFrom: number) => `${range.from}:${range.to}:${recentFrom}`;
const rangeOf = (name: string) => name.split(":").map(Number) as [number, number, number];

function add(h: Held, key: string, spelled: string, packed: number): void {
  for (const [name, view] of h.views) {
    const [from, to, recentFrom] = rangeOf(name);
    if (addSearch(view.all, packed, { from, to }, recentFrom)) countIn(view, key, 1);
  }
  let k = h.byKey.get(key);
  if (!k) h.byKey.set(key, (k = { packed: new Uint32Array(4), n: 0, spellings: new Map() }));
  if (k.n === k.packed.length) {
    const grown = new Uint32Array(k.n * 2);
    grown.set(k.packed);
    k.packed = grown;
  }
  k.packed[k.n++] = packed;
  k.spellings.set(spelled, (k.spellings.get(spelled) ?? 0) + 1);
}

/** Takes a provisional search off again: the last one added to its key, as the tail is undone newest first. */
function remove(h: Held, { key, spelled, packed }: Provisional): void {
  for (const [name, view] of h.views) {
    const [from, to, recentFrom] = rangeOf(name);
    if (addSearch(view.all, packed, { from, to }, recentFrom, -1)) countIn(view, key, -1);
  }
  const k = h.byKey.get(key)!;
  k.n--;
  const n = k.spellings.get(spelled)! - 1;
  if (n === 0) k.spellings.delete(spelled);
  else k.spellings.set(spelled, n);
  if (k.n === 0) h.byKey.delete(key);
}

/** The searches of `db` as held, brought up to date. */
export async function demandIndex(db: Db): Promise<DemandIndex> {
  return new DemandIndex(await upToDate(db));
}

async function bringUpToDate(db: Db): Promise<Held> {
  await keyPendingSearches(db);
  let h = held.get(db) ?? (await readSnapshot(db));
  const { first, last, drawn } = await searchBounds(db);
  let { watermark, lastValue } = await settleIds(db, "searches", h?.watermark ?? START, drawn);
  if (!h || first !== h.firstId || last < h.lastReadId || lastValue < h.watermark.settled) {
    if (h) ({ watermark } = await settleIds(db, "searches", START));
    h = { firstId: first, lastReadId: 0, watermark: START, tail: [], byKey: new Map(), views: new Map(), groups: new DemandGroups(), snapshot: { settled: -1, grouped: 0 } };
  }
  held.set(db, h);
  for (let i = h.tail.length - 1; i >= 0; i--) remove(h, h.tail[i]!);
  h.tail = [];
  // Only the settled searches are held now: the moment to keep them, when enough has changed.
  const { snapshot } = h;
  if (h.watermark.settled - snapshot.settled >= SNAPSHOT_EVERY || (h.groups === snapshot.groups ? h.groups.size - snapshot.grouped : h.groups.size) >= SNAPSHOT_GROUPS) await saveSnapshot(db, h);
  let after = h.watermark.settled;
  for (;;) {
    const rows = await searchesAfter(db, after, READ_BATCH);
    for (const r of rows) {
      const search = { key: r.key, spelled: r.spelled, packed: pack(r.day, r.budget, r.size) };
      add(h, search.key, search.spelled, search.packed);
      if (r.id > watermark.settled) h.tail.push(search);
    }
    if (rows.length > 0) after = Math.max(after, rows.at(-1)!.id);
    if (rows.length < READ_BATCH) break;
  }
  h.lastReadId = Math.max(h.lastReadId, after);
  h.watermark = watermark;
  return h;
}

type Snapshot = { format: number; keys: Array<[key: string, packed: Uint32Array, spellings: Array<[string, number]>]>; groups: GroupsState };

/** Writes what `h` holds (its settled searches: the tail is off) as the snapshot. */
async function saveSnapshot(db: Db, h: Held): Promise<void> {
  let searches = 0;
  const keys: Snapshot["keys"] = [];
  for (const [key, k] of h.byKey) {
    searches += k.n;
    keys.push([key, k.packed.slice(0, k.n), [...k.spellings]]);
  }
  const body = serialize({ format: SNAPSHOT_FORMAT, keys, groups: h.groups.state() } satisfies Snapshot);
  const { settled } = h.watermark;
  await writeDemandSnapshot(db, { firstId: h.firstId, settledId: settled, searches, body });
  h.snapshot = { settled, groups: h.groups, grouped: h.groups.size };
}

/**
 * The snapshot as held searches, when it still describes the searches: the same first id and as
 * many up to its settled id (searches removed since make it stale). Undefined otherwise, or when it
 * cannot be read (another layout, or another Node's serialisation): then they are read whole.
 */
async function readSnapshot(db: Db): Promise<Held | undefined> {
  const row = await readDemandSnapshot(db);
  if (!row || row.presentNow !== row.searches || (row.searches > 0 && row.firstNow !== row.firstId)) return undefined;
  let saved: Snapshot;
  try {
    saved = deserialize(row.body) as Snapshot;
  } catch {
    return undefined;
  }
  if (saved?.format !== SNAPSHOT_FORMAT) return undefined;
  const byKey = new Map<string, KeySearches>();
  for (const [key, packed, spellings] of saved.keys) byKey.set(key, { packed, n: packed.length, spellings: new Map(spellings) });
  const settled = row.settledId;
  const groups = DemandGroups.from(saved.groups) ?? new DemandGroups();
  return {
    firstId: row.firstId,
    lastReadId: settled,
    watermark: { settled, mark: null },
    tail: [],
    byKey,
    views: new Map(),
    groups,
    snapshot: { settled, groups, grouped: groups.size },
  };
}

/** A date range as days since 1970 (UTC), both included; open ends as far as they go. */
export type DayRange = { from: number; to: number };
export const ALL_DAYS: DayRange = { from: 0, to: 0xffff };
export const dayNumber = (d: Date): number => Math.floor(d.getTime() / DAY_MS);

/** What a set of searches sums up to. */
export type Summary = { count: number; recent: number; previous: number; budgets: number[]; sizes: number[] };

/** The medians of a set of searches (lib/admin/demand.ts: the one median of the console). */
export const budgetMedian = (s: Summary) => medianOfCounts(s.budgets, (i) => (i + 1) * 10) ?? 0;
export const sizeMedian = (s: Summary) => medianOfCounts(s.sizes, (i) => i + 1) ?? 0;

const BUDGET_BINS = BUDGET.max / 10;
const SIZE_BINS = CLASS_SIZE.max;

const emptySummary = (): Summary => ({ count: 0, recent: 0, previous: 0, budgets: Array<number>(BUDGET_BINS).fill(0), sizes: Array<number>(SIZE_BINS).fill(0) });

/** Adds one search to `s` when it is in the range; says whether it was. */
function addSearch(s: Summary, p: number, range: DayRange, recentFrom: number, sign: 1 | -1 = 1): boolean {
  const d = dayOf(p);
  if (d < range.from || d > range.to) return false;
  s.count += sign;
  if (d >= recentFrom) s.recent += sign;
  else if (d >= recentFrom - 7) s.previous += sign;
  s.budgets[budgetOf(p) / 10 - 1]! += sign;
  s.sizes[sizeOf(p) - 1]! += sign;
  return true;
}

/** Adds a key's searches in the range to `s`; returns how many there were. */
function addUp(s: Summary, k: KeySearches, range: DayRange, recentFrom: number): number {
  let n = 0;
  for (let i = 0; i < k.n; i++) if (addSearch(s, k.packed[i]!, range, recentFrom)) n++;
  return n;
}

function countIn(view: RangeView, key: string, n: number): void {
  const before = view.perKey.get(key);
  if (before === undefined) view.keys.push(key);
  const after = (before ?? 0) + n;
  // A key whose only searches were provisional and are taken off leaves the view.
  if (after === 0) {
    view.perKey.delete(key);
    view.keys.splice(view.keys.lastIndexOf(key), 1);
  } else view.perKey.set(key, after);
  view.sorted = false;
  view.version++;
}

/** Most asked first; ties by code point (not localeCompare: 20,000 keys sort in a fraction of the time). */
const byCount = (perKey: ReadonlyMap<string, number>) => (a: string, b: string) => perKey.get(b)! - perKey.get(a)! || (a < b ? -1 : a > b ? 1 : 0);

export class DemandIndex {
  private readonly held: Held;
  private readonly byKey: ReadonlyMap<string, KeySearches>;
  constructor(searches: Held) {
    this.held = searches;
    this.byKey = searches.byKey;
  }

  /**
   * The range's searches per key (keys sorted most asked first) and all of them summed up: kept
   * for the range and brought up to date as searches are read (RangeView). Read only; it changes
   * when the index is next brought up to date.
   */
  rangeView(range: DayRange, recentFrom: number): Readonly<RangeView> {
    const name = viewName(range, recentFrom);
    let view = this.held.views.get(name);
    if (!view) {
      view = { perKey: new Map(), all: emptySummary(), keys: [], version: 0, sorted: false };
      for (const [key, k] of this.byKey) {
        const n = addUp(view.all, k, range, recentFrom);
        if (n > 0) countIn(view, key, n);
      }
      if (this.held.views.size >= VIEWS) this.held.views.delete(this.held.views.keys().next().value!);
      this.held.views.set(name, view);
    }
    if (!view.sorted) {
      view.keys.sort(byCount(view.perKey));
      view.sorted = true;
    }
    return view;
  }

  /**
   * The keys in groups that ask for the same thing (same-demand.ts), in the order given (most asked
   * first, by `countOf`), none joining a concept the operator moved out (`separate`): when those
   * change, the groups they touch are worked out again (same-demand.ts withSeparate).
   */
  group(keys: readonly string[], countOf: (key: string) => number, separate: ReadonlySet<string> = new Set()): string[][] {
    const current = this.held.groups.separate;
    if (current.size !== separate.size || [...separate].some((k) => !current.has(k))) this.held.groups = this.held.groups.withSeparate(separate);
    return this.held.groups.group(keys, countOf);
  }

  /** The keys' searches in the range summed up; `recentFrom` starts the last 7 days (the 7 before are "previous"). */
  summary(keys: readonly string[], range: DayRange, recentFrom: number): Summary {
    const s = emptySummary();
    for (const key of keys) {
      const k = this.byKey.get(key);
      if (k) addUp(s, k, range, recentFrom);
    }
    return s;
  }

  /** In how many ways the keys were typed (a spelling has one key, so the keys' ways add up): no list made. */
  spellingCount(keys: readonly string[]): number {
    let n = 0;
    for (const key of keys) n += this.byKey.get(key)?.spellings.size ?? 0;
    return n;
  }

  /** How the keys were spelled, most often first (all time: the label of a concept does not move with the range). */
  spellings(keys: readonly string[]): Array<[string, number]> {
    const all = new Map<string, number>();
    for (const key of keys) for (const [s, n] of this.byKey.get(key)?.spellings ?? []) all.set(s, (all.get(s) ?? 0) + n);
    return [...all].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }
}

/** What the console lists for a concept key: how it was typed most often, in how many ways, its searches and medians. */
export type KeyDemand = { key: string; example: string; spellings: number; count: number; medianBudget: number; medianClassSize: number };

/** The keys' searches summed up per key, most asked first, `limit` keys at most (all time). */
export function keyDemands(index: DemandIndex, keys: readonly string[], limit: number): KeyDemand[] {
  return keys
    .map((key) => ({ key, summary: index.summary([key], ALL_DAYS, ALL_DAYS.to) }))
    .filter((k) => k.summary.count > 0)
    .sort((a, b) => b.summary.count - a.summary.count || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map(({ key, summary }) => {
      const spelled = index.spellings([key]);
      return { key, example: spelled[0]![0], spellings: spelled.length, count: summary.count, medianBudget: budgetMedian(summary), medianClassSize: sizeMedian(summary) };
    });
}
