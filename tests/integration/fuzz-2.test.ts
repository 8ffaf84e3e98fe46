import { fuzzShard } from "../helpers/fuzz-run.ts";

// Half of the fuzz run (tests/helpers/fuzz-run.ts): the two halves run side by side.
fuzzShard(1);
