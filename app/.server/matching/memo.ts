import { LRUCache } from "lru-cache";

// The matching rule's memos (a word's reading, a key's words, its stems, its families, …). Given
// `max`, an LRUCache allocates its lists for that many entries when it is made: the nine memos here
// held 13.8 MB of heap and 8.6 MB of buffers before a word was read, and bench:demand's 20,659 keys
// fill a tenth of the largest. Bounded by `maxSize` instead, each entry counting 1, the lists grow as
// entries come (lru-cache's README, "Storage Bounds Safety"); the figures are in bench/README.md.
// No lifetime: what each holds depends only on its key and the vectors and WordNet installed,
// which a process never sees change (a new rule is a new process, MATCHING_VERSION).

/** A least-recently-used memo of at most `entries` entries, its storage grown as it fills. */
export const boundedMemo = <K extends {}, V extends {}>(entries: number): LRUCache<K, V> => new LRUCache<K, V>({ maxSize: entries, sizeCalculation: () => 1 });
